"""A character die's current A and D: printed stats, applied bonuses and static abilities
(DM-16.1: add all bonuses, then apply; never below zero)."""

from __future__ import annotations

from games.engine.model.cards import CharacterFace
from games.engine.model.state import FIELD_ZONES, Die, GameState, Zone


def is_active(state: GameState, player: int | None, card: str) -> bool:
    """DM-18.1: a card is active while one or more of its dice are in the Field Zone."""
    for zone in (Zone.FIELD, Zone.ATTACK):
        for die_id in state.in_zone(player, zone):
            if state.dice[die_id].card == card:
                return True
    return False


def _static_bonus(state: GameState, die: Die) -> tuple[int, int]:
    statics = state.cards[die.card].statics
    if not statics:
        return 0, 0
    attack = defense = 0
    for ability in statics:
        if ability.while_active and not is_active(state, die.owner, ability.while_active):
            continue
        for effect in ability.effects:
            if effect.target != "this_card":
                continue
            if effect.op == "modify_attack":
                attack += effect.amount
            elif effect.op == "modify_defense":
                defense += effect.amount
    return attack, defense


def stats(state: GameState, die: Die) -> tuple[int, int]:
    """(A, D) of a character die in the Field Zone or Reserve Pool."""
    face = state.cards[die.card].faces[die.face]  # type: ignore[index]
    assert isinstance(face, CharacterFace)
    attack = defense = 0
    for m in die.modifiers:
        attack += m.attack
        defense += m.defense
    if die.zone in FIELD_ZONES:
        static_attack, static_defense = _static_bonus(state, die)
        attack += static_attack
        defense += static_defense
    return max(0, face.attack + attack), max(0, face.defense + defense)


def attack_of(state: GameState, die: Die) -> int:
    return stats(state, die)[0]


def defense_of(state: GameState, die: Die) -> int:
    return stats(state, die)[1]
