"""Triggers an action die leaves for the rest of its turn (a Sidekick character die
fielded later that turn preps a die from the bag, or the same "(until end of turn)"): a trigger
kind with `after_use` (abilities/trigger_kinds.py) needs no active card (DM-18.1 is a
character's or a Continuous die's); its card's ability fires once for each die of that card
its controller used this turn before the occasion (GameState.used_actions, DM-8.14: each
use leaves its own), and not at all in a turn with none (docs/rulings.md "This turn, after
an action"). The record is the turn's: the next turn begins without it."""

from __future__ import annotations

from games.engine.model.state import GameState


def uses(state: GameState, player: int, card_id: str) -> int:
    """How many dice of `card_id` `player` used this turn."""
    dice = state.dice
    return sum(
        1 for seat, die in state.used_actions if seat == player and dice[die].card == card_id
    )
