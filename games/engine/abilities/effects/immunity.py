"""Damage a card's dice never take (abilities/immunity.py reads it at the door of damage):
a static ability's only (DM-14.3), so resolving one does nothing."""

from __future__ import annotations

from games.engine.abilities.effects.base import Effect
from games.engine.abilities.immunity import NO_DAMAGE
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import Trigger


def _static_only(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    """An immunity is a static ability's: nothing happens when resolved."""


EFFECTS = {NO_DAMAGE: Effect(_static_only)}
