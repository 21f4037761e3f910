"""gain_virtual_energy: generic energy with no die, lost when its player passes priority
(DM-2.5, DM-8.21)."""

from __future__ import annotations

from games.engine.abilities.effects.base import Effect
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import Trigger


def _gain(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    b.emit(ev.VirtualEnergyGained(trigger.controller, effect.amount))


EFFECTS = {"gain_virtual_energy": Effect(_gain)}
