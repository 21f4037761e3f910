"""cant_use_die: "you may not use this die if you have 15 or more life", "use this action only
if ...". A static ability's only, under its ability's condition: while it holds, the dice of
its card may not be used (abilities/action_windows.barred, read by flow/main_step.py
`use_action_die`, hence by the legal actions and the bots). Resolving it does nothing."""

from __future__ import annotations

from games.engine.abilities.action_windows import CANT_USE
from games.engine.abilities.effects.base import Effect
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import Trigger


def _static_only(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    """A bar on using a die is a static ability's: nothing happens when resolved."""


EFFECTS = {CANT_USE: Effect(_static_only)}
