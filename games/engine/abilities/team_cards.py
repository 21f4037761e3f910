"""Cards chosen as cards, not dice ("choose an opponent's character card"): the character
cards of a player's team (DM-3), as "card:<owner>:<card>" (a lock's target,
abilities/locks.py). `CARD_FILTERS` narrow them by what lies on the card (a Stun token,
abilities/stun.py), a keyword its dice have ("an Adventurer card": Experience, either
kind, as the die filter `keyword` counts it) or an affiliation it prints ("a (turtle)
character"); a die filter no card has is never met by a card."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from games.engine.abilities.stun import card_stunned
from games.engine.model.state import GameState


def _keyword(state: GameState, target: str, value: Any) -> bool:
    card = state.cards.get(target.split(":", 2)[2])
    return card is not None and any(
        k.name == value or getattr(k.rules, "counts_as", "") == value for k in card.keywords
    )


def _affiliation(state: GameState, target: str, value: Any) -> bool:
    """ "Choose a (turtle) character": a card printed with that affiliation (DM-3)."""
    card = state.cards.get(target.split(":", 2)[2])
    return card is not None and value in card.affiliations


CARD_FILTERS: dict[str, Callable[[GameState, str, Any], bool]] = {
    "stunned": card_stunned,
    "keyword": _keyword,
    "affiliation": _affiliation,
}


def character_cards(
    state: GameState, owners: Iterable[int], filters: Iterable[tuple[str, Any]] = ()
) -> tuple[str, ...]:
    filters = tuple(filters)
    found = tuple(
        f"card:{owner}:{card}"
        for owner in owners
        for card in sorted(set(state.players[owner].team))
        if card in state.cards and state.cards[card].kind == "character"
    )
    if not filters:
        return found
    return tuple(
        t
        for t in found
        if all(n in CARD_FILTERS and CARD_FILTERS[n](state, t, v) for n, v in filters)
    )
