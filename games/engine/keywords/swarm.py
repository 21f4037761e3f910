"""Swarm (002:L785): while a Swarm card is active, each other die of it its player draws from
the bag in their Clear and Draw Step draws one more die. Hook: drawn (flow/decide.py, the
step's draws, DM-6.3). The extra dice go to the Prep Area and are rolled with the others in
Roll and Reroll: "draw and roll" within one draw (docs/rulings.md, "Keywords (kwb)"); an
extra Swarm die drawn that way counts too."""

from __future__ import annotations

from collections.abc import Sequence

from games.engine.abilities.active import is_active
from games.engine.abilities.keyword import Keyword
from games.engine.model.batch import Batch


def drawn(b: Batch, player: int, dice: Sequence[str]) -> int:
    """One extra die per drawn die of an active Swarm card (a die in the Field Zone); the
    hook point draws them (abilities/hooks.py), with any other extra dice, in one draw."""
    state = b.state
    return sum(is_active(state, player, state.dice[d].card) for d in dice)


KEYWORD = Keyword(
    name="swarm",
    label="Swarm",
    glossary=(
        "While a die with Swarm is active, and you draw another copy of that die from your"
        " bag during your Clear and Draw Step, draw and roll an extra die from your bag. You"
        " do this for each matching die with Swarm drawn from your bag."
    ),
    source="002:L785",
    rules=("DM-6.2", "DM-6.3", "DM-12.3", "DM-18.1"),
    hooks={"drawn": drawn},
)
