"""ko: a KO by an effect is not damage (DM-16.4): no "when damaged" triggers."""

from __future__ import annotations

from games.engine.abilities.damage import knock_out
from games.engine.abilities.effects.base import Effect
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import Trigger


def _ko(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    knock_out(b, [t for t in targets if t in b.state.dice], trigger.controller)


EFFECTS = {"ko": Effect(_ko)}
