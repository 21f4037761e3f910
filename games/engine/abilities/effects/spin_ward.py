"""Dice an opponent's effects cannot reroll or spin (abilities/spin_ward.py reads it where
those effects apply): a static ability's only (DM-14.3), so resolving one does nothing."""

from __future__ import annotations

from games.engine.abilities.effects.base import Effect
from games.engine.abilities.spin_ward import WARD
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import Trigger


def _static_only(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    """A ward is a static ability's: nothing happens when resolved."""


EFFECTS = {WARD: Effect(_static_only)}
