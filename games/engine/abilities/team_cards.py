"""Cards chosen as cards, not dice ("choose an opponent's character card"): the character
cards of a player's team (DM-3), as "card:<owner>:<card>" (a lock's target,
abilities/locks.py)."""

from __future__ import annotations

from collections.abc import Iterable

from games.engine.model.state import GameState


def character_cards(state: GameState, owners: Iterable[int]) -> tuple[str, ...]:
    return tuple(
        f"card:{owner}:{card}"
        for owner in owners
        for card in sorted(set(state.players[owner].team))
        if card in state.cards and state.cards[card].kind == "character"
    )
