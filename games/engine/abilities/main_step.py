"""The condition `main_step` (issue 16, card text): "... during the Main Step": the game is
in a Main Step, any player's, its priority windows included (DM-8); not the Roll and Reroll
Step's Energize, not the Attack Step (its Action/Global window included), not Cleanup.

Registered in `CONDITIONS` here, as abilities/own_level.py registers its filters
(abilities/targets.py imports this module)."""

from __future__ import annotations

from games.engine.abilities.conditions import CONDITIONS, ConditionKind, Context
from games.engine.model.cards import Condition
from games.engine.model.state import Step


def _main_step(ctx: Context, condition: Condition) -> bool:
    return ctx.state.step is Step.MAIN


CONDITIONS["main_step"] = ConditionKind(_main_step, frozenset())
