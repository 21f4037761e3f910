"""Continuous (000:L773, 002:L757, 003:L633): a Continuous action die is used by moving it from
the Reserve Pool to the Field Zone, where it stays past the end of the turn. Hook:
action_die_destination. What it does there is its card's static ability ("while active",
DM-14.3: "Action Dice with static effects will nearly always have the Continuous keyword")."""

from __future__ import annotations

from games.engine.abilities.keyword import Keyword
from games.engine.model.state import GameState, Zone


def action_die_destination(state: GameState, die: str) -> Zone:
    return Zone.FIELD


KEYWORD = Keyword(
    name="continuous",
    label="Continuous",
    glossary=(
        "Actions with Continuous are 'used' when they move from the Reserve Pool to the Field"
        " Zone, and they can stay there past the end of the turn."
    ),
    source="000:L773, 002:L757, 003:L633",
    rules=("DM-8.14", "DM-14.3"),
    hooks={"action_die_destination": action_die_destination},
)
