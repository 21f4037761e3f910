"""An attacker's full A to each of its blockers (abilities/full_damage.py reads it in
combat): a static ability's only (DM-14.3), so resolving one does nothing."""

from __future__ import annotations

from games.engine.abilities.effects.base import Effect
from games.engine.abilities.full_damage import OP
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import Trigger


def _static_only(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    """Read where combat damage is planned: nothing happens when resolved."""


EFFECTS = {OP: Effect(_static_only)}
