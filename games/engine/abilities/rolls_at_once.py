"""A player's roll of several dice at once (issue 16): "whenever your opponent rolls 2 or
more dice at once" is each single roll of theirs (DM-7.1's roll of the Prep Area, DM-7.2's
reroll "as a single group", an effect's roll) of two or more dice, announced as the roll
lands (flow/decide.py) and resolved at once, before the step goes on: "at once" says the
roll itself, not what the Roll and Reroll Step rolled by its end (DM-2.6 "unless
explicitly stated otherwise"; docs/rulings.md). The occasion's `other` is how many dice
the roll held; its player is the one who rolled.

An opponent's roll made while no Roll and Reroll Step is under way (an effect's roll or
reroll, DM-20.3; lane tg) is `outside_roll_step`'s: each such roll, whatever it holds."""

from __future__ import annotations

from games.engine.abilities.combat_occasions import Occasion
from games.engine.model.state import GameState, Step

OCCASION = "rolls_dice"


def two_or_more(state: GameState, occasion: Occasion, die: str) -> bool:
    """The roll held two or more dice."""
    return int(occasion.other or 0) >= 2


def outside_roll_step(state: GameState, occasion: Occasion, die: str) -> bool:
    """The roll was not made during a Roll and Reroll Step (DM-7: either player's)."""
    return state.step is not Step.ROLL_AND_REROLL
