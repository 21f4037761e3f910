"""Stun tokens (issue 16; no rulebook we hold defines them, docs/rulings.md "Stun tokens"):
the cards that place one print their rule. A Stun token lies on a character card of one
player ("card:<owner>:<card>", as a lock, abilities/locks.py): while one does, that
player's dice of that card can't attack or block (`stunned`, read by permissions.py;
DM-12.1: "can't" beats "can"). It stays until removed (a persistent effect with no end of
its own, `FOREVER`); its owner may pay 2 in a Global window to remove one (the placing
card's Global, effects/stun.py). A card whose text says it can't have Stun tokens
(`NO_STUN`, a static of that card) never gets one."""

from __future__ import annotations

from typing import Any

from games.engine.abilities.filters import FILTERS
from games.engine.model.state import Die, GameState, Lasting

STUN = "stun_token"
NO_STUN = "no_stun_tokens"  # a static of a card: it can't have Stun tokens on it
FOREVER = "game"  # a token's `until`: no rule of the turn ends it


def card_target(owner: int, card: str) -> str:
    return f"card:{owner}:{card}"


def tokens_on(state: GameState, target: str) -> list[Lasting]:
    """The Stun tokens on a card target ("card:<owner>:<card>"), oldest first."""
    return [x for x in state.lasting if x.effect == STUN and x.target == target]


def stunned(state: GameState, die_id: str) -> bool:
    """Is a Stun token on the card of the die, for the die's owner?"""
    if not state.lasting:
        return False
    die = state.dice.get(die_id)
    if die is None or die.owner is None:
        return False
    target = card_target(die.owner, die.card)
    for x in state.lasting:  # noqa: SIM110  (a loop: the flow asks for every die)
        if x.effect == STUN and x.target == target:
            return True
    return False


def immune(state: GameState, card: str) -> bool:
    """Does the card's own text say it can't have Stun tokens?"""
    found = state.cards.get(card)
    return found is not None and any(e.op == NO_STUN for a in found.statics for e in a.effects)


def _stunned_filter(state: GameState, die: Die, value: Any) -> bool:
    return stunned(state, die.id) is bool(value)


def card_stunned(state: GameState, target: str, value: Any) -> bool:
    """A card target with (value True) or without a Stun token (team_cards.py's filter)."""
    return bool(tokens_on(state, target)) is bool(value)


FILTERS["stunned"] = _stunned_filter
