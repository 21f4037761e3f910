"""A character die's current A and D: printed stats, applied bonuses and static abilities
(DM-16.1: add all bonuses, then apply; never below zero), and which dice that makes lethal.

A static ability (trigger "static", DM-14.3) holds while its card (or the card it names,
`while_active`) is active; each of its effects that changes stats (`Effect.stats`) adds to
every die its target names: "this_card" (this card's dice) or any kind of targets.py, for
its controller. Two dice of the card do not double it (DM-14.3, DM-18.1). A player also has
the statics of a card whose text a die of theirs in the Field Zone has: a die they control
(DM-23.2) or a copy (DM-23.3), abilities/texts.py.
"""

from __future__ import annotations

from games.engine.abilities.active import is_active
from games.engine.abilities.counts import MEASURE, times
from games.engine.abilities.effects import EFFECTS
from games.engine.abilities.effects.modify import CARD_TOKENS, STAT_CHANGES
from games.engine.abilities.effects.printed_double import printed
from games.engine.abilities.effects.swap_stats import RESHAPES, SWAP, applied
from games.engine.abilities.hooks import may_be_kod
from games.engine.abilities.ko_marks import held
from games.engine.abilities.targets import FILTERS, static_controllers, static_holds
from games.engine.model.cards import CardPool, CharacterFace, EffectSpec
from games.engine.model.state import FIELD_ZONES, Die, GameState, Zone

__all__ = [
    "attack_of",
    "defense_of",
    "is_active",
    "lethal",
    "statics_in_play",
    "stats",
]


def statics_in_play(state: GameState) -> bool:
    return any(card.statics for card in state.cards.values())


def _may_lower_defense(state: GameState) -> bool:
    """Could a static ability in play lower a die's D? (If not, an undamaged, unmodified
    die with a printed D above 0 is never lethal: `lethal` skips it.)"""
    cards = state.cards
    if isinstance(cards, CardPool):
        return cards.lowers_defense
    return any(card.lowers_defense for card in cards.values())


def _static_bonus(state: GameState, die: Die) -> tuple[int, int]:
    cards = state.cards
    if type(cards) is not CardPool:
        cards = CardPool(cards)  # (its static effects by primitive)
    attack = defense = 0  # (sums: the primitives in any order)
    for op, entries in cards.static_effects.items():
        change = EFFECTS[op].stats
        if change is None:
            continue  # (a static that changes no stats: no look at its cards)
        for card, ability, effect in entries:
            for controller in static_controllers(state, effect, card, die):
                if static_holds(state, card, ability, controller, die.id) and _filtered(
                    state, effect, die
                ):
                    a, d = change(effect)
                    if effect.per:  # "for each ..." (DM-18.5), counted now
                        n = times(
                            state, effect.per, controller, die.id, effect.per_filters,
                            card=card.id,
                        )  # fmt: skip
                        a, d = a * n, d * n
                    attack += a
                    defense += d
    return attack, defense


def _filtered(state: GameState, effect: EffectSpec, die: Die) -> bool:
    return all(FILTERS[name](state, die, value) for name, value in effect.filters)


def stats(state: GameState, die: Die) -> tuple[int, int]:
    """(A, D) of a character die in the Field Zone or Reserve Pool."""
    face = state.cards[die.card].faces[die.face]  # type: ignore[index]
    assert isinstance(face, CharacterFace)
    if state.lasting:
        face = printed(state, die, _copied(state, die, face))  # (a doubled printed A)
    attack = defense = 0
    for m in die.modifiers:
        attack += m.attack
        defense += m.defense
    if state.lasting and any(x.effect in RESHAPES and x.target == die.id for x in state.lasting):
        swapped = applied(state, die, face.attack, face.defense)  # swapped or set (DM-14.1)
        attack, defense = swapped[0] - face.attack, swapped[1] - face.defense
    if state.lasting:  # persistent stat changes ("until the start of your next turn")
        for x in state.lasting:
            if x.target == die.id and x.effect in STAT_CHANGES:
                per_a, per_d = STAT_CHANGES[x.effect]
                attack += per_a * x.amount
                defense += per_d * x.amount
            elif x.target == die.card and x.effect in CARD_TOKENS and x.controller == die.owner:
                per_a, per_d = CARD_TOKENS[x.effect]
                attack += per_a * x.amount
                defense += per_d * x.amount
    if die.zone in FIELD_ZONES:
        static_attack, static_defense = _static_bonus(state, die)
        attack += static_attack
        defense += static_defense
    return max(0, face.attack + attack), max(0, face.defense + defense)


def _copied(state: GameState, die: Die, face: CharacterFace) -> CharacterFace:
    """The printed stats a die uses: its own, or those of the card it copies at its level
    (DM-23.3, effects/dice.py copy_stats, effects/copying.py copy_die; the last copy started
    wins)."""
    for x in reversed(state.lasting):
        if x.effect in _COPIES and x.target == die.id:
            copied = state.cards[x.source]
            levels = copied.character_faces()
            other = copied.faces[levels[min(face.level, len(levels)) - 1]]
            assert isinstance(other, CharacterFace)
            return CharacterFace(face.level, face.cost, other.attack, other.defense, face.bursts)
    return face


def attack_of(state: GameState, die: Die) -> int:
    return stats(state, die)[0]


def defense_of(state: GameState, die: Die) -> int:
    return stats(state, die)[1]


# The zone keys of every seat's Field Zone (two seats, or four in Doubles), built once.
_FIELD_KEYS = {
    seats: tuple((seat, zone) for seat in range(seats) for zone in (Zone.FIELD, Zone.ATTACK))
    for seats in (2, 4)
}


_COPIES = ("copy_stats", "copy_die")
_RESHAPES = (*_COPIES, SWAP)  # effects that may lower a die's D (a swap: to its A)


def plain_defense(cards: object) -> bool:
    """`lethal`'s usual game as far as the cards go: a CardPool with no static lowering D
    and no printed D of 0. Then, with no persistent effect in force and no die marked
    (GameState.marked), no die is lethal: the flow may skip the look (flow/turn.py)."""
    return type(cards) is CardPool and not cards.lowers_defense and not cards.zero_defense


def lethal(state: GameState) -> list[str]:
    """Character dice in the Field Zone whose damage reached their defense (DM-16.1/16.2)."""
    cards = state.cards
    if (
        type(cards) is CardPool
        and not state.lasting
        and not cards.lowers_defense
        and not cards.zero_defense
    ):
        # The usual game (no persistent effect, no static that lowers D, no printed D of 0):
        # only a damaged or modified die can be lethal, and most looks find none. Asked
        # before anything else (38,000 looks in the bench's corpora find a die 165 times),
        # and none at all when no die was damaged or modified since the last Cleanup.
        if not state.marked:
            return []
        all_dice, zones = state.dice, state.zones
        for key in _FIELD_KEYS[len(state.players)]:
            for die_id in zones.get(key, ()):
                die = all_dice[die_id]
                if die.damage or die.modifiers:
                    return _lethal(state)
        return []
    return _lethal(state)


def _lethal(state: GameState) -> list[str]:
    """`lethal`, every case."""
    all_dice, cards, zones = state.dice, state.cards, state.zones
    keys = _FIELD_KEYS[len(state.players)]
    # Undamaged, unmodified and with no D lowered (a static ability, a persistent change),
    # only a printed D of 0 kills; in a game with no such face either, only dice with damage
    # or applied effects need a look (`quiet`). The usual game (a CardPool, no persistent
    # effect) knows it from the pool's facts alone, with no look at every card or effect.
    # (a copy's printed D is the copied card's at the die's level, DM-23.3: it may be lower)
    pool = isinstance(cards, CardPool)  # (its facts are worked out once per game)
    lasting = state.lasting  # (most states have none: no generator to make for them)
    lowering = (cards.lowers_defense if pool else _may_lower_defense(state)) or (
        bool(lasting) and any(x.amount < 0 or x.effect in _RESHAPES for x in lasting)
    )
    quiet = not lowering and not (
        cards.zero_defense if pool else any(card.zero_defense for card in cards.values())
    )
    found = []
    for key in keys:
        for die_id in zones.get(key, ()):
            die = all_dice[die_id]
            hurt = die.damage or die.modifiers
            if quiet and not hurt:
                continue
            face = cards[die.card].faces[die.face]  # type: ignore[index]
            if not isinstance(face, CharacterFace):
                continue
            if face.defense > 0 and not hurt and not lowering:
                continue
            if (
                die.damage >= defense_of(state, die)
                and may_be_kod(state, die_id)
                and not (lasting and held(state, die_id))  # (abilities/ko_offers.py)
            ):
                found.append(die_id)
    return sorted(found) if found else found


MEASURE["stats"] = stats  # "equal to its A / D" (abilities/counts.py)
