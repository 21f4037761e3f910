"""A flip as an occasion (docs/rulings.md "Flip", "Flip triggers"): when a card turns to its
other side (effects/flipping.py, the Flip keyword's own turn-start flip among them), the
occasion `flipped` names the card and the player who flipped it, announced once the side
turned up is the card's, so the abilities that hear it are those of the side now up.

- "If <self> is active when flipped to this side" / "while <self> is active, when you flip
  this card": the card's own flip (scope "card", the card active: DM-18.1);
- "whenever you flip a character card" / "an opponent flips ...": any card of that player
  (scopes "player" / "opposing"), narrowed here to a character card, and to one that is
  active as it turns ("if that character is active")."""

from __future__ import annotations

from typing import Protocol

from games.engine.abilities.active import is_active
from games.engine.model.state import GameState

OCCASION = "flipped"


class Occasion(Protocol):
    """What these read of an occasion (abilities/trigger_kinds.Occasion)."""

    @property
    def card(self) -> str: ...
    @property
    def player(self) -> int | None: ...


def a_character(state: GameState, occasion: Occasion, die: str) -> bool:
    """The card flipped is a character card."""
    card = state.cards.get(occasion.card)
    return card is not None and card.kind == "character"


def an_active_character(state: GameState, occasion: Occasion, die: str) -> bool:
    """The card flipped is a character card with a die of it in its player's Field Zone."""
    return a_character(state, occasion, die) and is_active(state, occasion.player, occasion.card)
