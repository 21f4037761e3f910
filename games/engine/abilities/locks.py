"""Locks and suppressions read where the rules apply (DM-12.1: "you can't" beats "you can"):
`locked` (a `cant_field` persistent effect on a card for its owner: permissions.may_field;
a `cant_purchase` one: permissions.may_purchase), `barred` (a `cant_be_fielded` or
`cant_be_purchased` static ability: the same) and `suppressed` (a
`suppress_triggers` static ability: abilities/occasions.py). The effects that start them:
effects/locks.py and effects/field_bar.py."""

from __future__ import annotations

from games.engine.abilities.static_entries import statics_of
from games.engine.abilities.targets import static_reaches
from games.engine.model.cards import CardPool
from games.engine.model.state import Die, GameState

CANT_FIELD = "cant_field"
CANT_BE_FIELDED = "cant_be_fielded"  # a static's: the dice it reaches (effects/field_bar.py)
CANT_PURCHASE = "cant_purchase"  # a persistent lock on a card: its owner may not buy its dice
CANT_BE_PURCHASED = "cant_be_purchased"  # a static's: the supply dice it reaches
SUPPRESS = "suppress_triggers"


def lock_target(owner: int, card: str) -> str:
    return f"card:{owner}:{card}"


def locked(state: GameState, owner: int, card: str, lock: str = CANT_FIELD) -> bool:
    """May `owner` not field (`lock` CANT_PURCHASE: purchase) dice of `card` now?"""
    if not state.lasting:
        return False
    target = lock_target(owner, card)
    for x in state.lasting:  # noqa: SIM110  (a loop: no closure cells at every call)
        if x.effect == lock and x.target == target:
            return True
    return False


def barred(state: GameState, die_id: str, op: str = CANT_BE_FIELDED) -> bool:
    """Does a static ability in play bar the die from being fielded now ("your opponent
    can't field level 3 character dice", effects/field_bar.py), or with `op`
    CANT_BE_PURCHASED from being purchased ("... may not purchase character dice with a
    printed cost of 2")?"""
    return _static_reaches(state, die_id, op)


def suppressed(state: GameState, trigger: str, die_id: str) -> bool:
    """Does a static ability in play stop the die's abilities of `trigger` from triggering?"""
    return _static_reaches(state, die_id, SUPPRESS, trigger)


def _static_reaches(state: GameState, die_id: str, op: str, trigger: str | None = None) -> bool:
    """Does a static effect `op` (of `trigger`, when given) of a card in play reach the die?
    The CardPool's `static_ops` answers "no card has one" without a scan."""
    cards = state.cards
    if isinstance(cards, CardPool) and op not in cards.static_ops:
        return False
    die = state.dice.get(die_id)
    if die is None:
        return False
    return _reaching(state, die, die_id, op, trigger)


def _reaching(state: GameState, die: Die, die_id: str, op: str, trigger: str | None) -> bool:
    """`_static_reaches` once some card has such a static (apart: its generator would make
    the arguments closure cells at every call of the other, asked for every die fielded)."""
    return any(
        (trigger is None or effect.trigger == trigger)
        and static_reaches(state, card, ability, effect, die, die_id)
        for card, ability, effect in statics_of(state.cards, op)
    )
