"""Which dice may attack together (abilities/attack_groups.py reads the statics when
attackers are declared), so resolving one does nothing (DM-14.3)."""

from __future__ import annotations

from games.engine.abilities.attack_groups import OPS
from games.engine.abilities.effects.base import Effect
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import Trigger


def _static_only(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    """Read as attackers are declared; nothing happens when resolved."""


EFFECTS = {op: Effect(_static_only) for op in sorted(OPS)}
