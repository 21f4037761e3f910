"""Locks and suppressions read where the rules apply (DM-12.1: "you can't" beats "you can"):
`locked` (a `cant_field` persistent effect on a card for its owner: permissions.may_field),
`barred` (a `cant_be_fielded` static ability: the same) and `suppressed` (a
`suppress_triggers` static ability: abilities/occasions.py). The effects that start them:
effects/locks.py and effects/field_bar.py."""

from __future__ import annotations

from games.engine.abilities.targets import static_reaches
from games.engine.model.cards import CardPool
from games.engine.model.state import GameState

CANT_FIELD = "cant_field"
CANT_BE_FIELDED = "cant_be_fielded"  # a static's: the dice it reaches (effects/field_bar.py)
SUPPRESS = "suppress_triggers"


def lock_target(owner: int, card: str) -> str:
    return f"card:{owner}:{card}"


def locked(state: GameState, owner: int, card: str) -> bool:
    """May `owner` not field dice of `card` now?"""
    if not state.lasting:
        return False
    target = lock_target(owner, card)
    return any(x.effect == CANT_FIELD and x.target == target for x in state.lasting)


def barred(state: GameState, die_id: str) -> bool:
    """Does a static ability in play bar the die from being fielded now ("your opponent
    can't field level 3 character dice", effects/field_bar.py)?"""
    cards = state.cards
    if isinstance(cards, CardPool) and CANT_BE_FIELDED not in cards.static_ops:
        return False
    die = state.dice.get(die_id)
    if die is None:
        return False
    return any(
        effect.op == CANT_BE_FIELDED and static_reaches(state, card, ability, effect, die, die_id)
        for card in cards.values()
        for ability in card.statics
        for effect in ability.effects
    )


def suppressed(state: GameState, trigger: str, die_id: str) -> bool:
    """Does a static ability in play stop the die's abilities of `trigger` from triggering?"""
    cards = state.cards
    if isinstance(cards, CardPool) and SUPPRESS not in cards.static_ops:
        return False
    die = state.dice.get(die_id)
    if die is None:
        return False
    for card in cards.values():
        for ability in card.statics:
            for effect in ability.effects:
                if effect.op != SUPPRESS or effect.trigger != trigger:
                    continue
                if static_reaches(state, card, ability, effect, die, die_id):
                    return True
    return False
