"""Damage and KO: the only two doors. All damage goes through `deal_damage` and all KOs
through `knock_out`, so every trigger sees every case (DM-16)."""

from __future__ import annotations

from collections.abc import Sequence

from games.engine.abilities.queue import card_triggers, queue_triggers
from games.engine.abilities.stats import defense_of
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import CharacterFace
from games.engine.model.state import FIELD_ZONES, GameState, Zone


def deal_damage(b: Batch, source: str, target: str, amount: int, combat: bool) -> None:
    """All damage, to players and dice. Damaged dice queue their "when damaged" abilities."""
    if amount <= 0:
        return
    if target.startswith("player:"):
        b.emit(ev.PlayerDamaged(int(target[7:]), amount, source, combat))
        return
    b.emit(ev.DieDamaged(target, amount, source, combat))


def damaged_triggers(state: GameState, dice: Sequence[str]) -> list[ev.AbilityTriggered]:
    found: list[ev.AbilityTriggered] = []
    for die_id in dice:
        found.extend(card_triggers(state, "when_damaged", die_id))
    return found


def knock_out(b: Batch, dice: Sequence[str]) -> None:
    """All KOs: to the owner's Prep Area, then "when KO'd" abilities (DM-9.11, DM-16.4)."""
    dice = [d for d in dice if b.state.dice[d].zone in FIELD_ZONES]
    if not dice:
        return
    found: list[ev.AbilityTriggered] = []
    for die_id in dice:
        found.extend(card_triggers(b.state, "when_kod", die_id))
    b.emit(ev.DiceKnockedOut(tuple(dice)))
    queue_triggers(b, found)


_FIELD_KEYS = ((0, Zone.FIELD), (0, Zone.ATTACK), (1, Zone.FIELD), (1, Zone.ATTACK))


def lethal(state: GameState) -> list[str]:
    """Character dice in the Field Zone whose damage reached their defense (DM-16.1/16.2)."""
    all_dice, cards, zones = state.dice, state.cards, state.zones
    found = []
    for key in _FIELD_KEYS:
        for die_id in zones.get(key, ()):
            die = all_dice[die_id]
            card = cards[die.card]
            face = card.faces[die.face]  # type: ignore[index]
            if not isinstance(face, CharacterFace):
                continue
            # Undamaged, unmodified and with no static ability, only a printed D of 0 kills.
            if face.defense > 0 and not (die.damage or die.modifiers or card.statics):
                continue
            if die.damage >= defense_of(state, die):
                found.append(die_id)
    return sorted(found)
