"""Energy paid to attack, to block or to use an action die (abilities/energy_taxes.py reads
them where the declaration or the use is made, DM-12.2): a static ability's only (DM-14.3),
so resolving one does nothing."""

from __future__ import annotations

from games.engine.abilities.effects.base import Effect
from games.engine.abilities.energy_taxes import OPS
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import Trigger


def _static_only(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    """A tax is a static ability's: nothing happens when resolved."""


EFFECTS = {name: Effect(_static_only) for name in sorted(OPS)}
