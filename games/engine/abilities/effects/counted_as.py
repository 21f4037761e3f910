"""What a card counts as (abilities/counted_as.py): `counts_as` and `not_counted_as`, statics
of the card read by the filters they name (creature_types.py, filters.py); they do nothing
themselves."""

from __future__ import annotations

from games.engine.abilities.counted_as import COUNTS, NOT_COUNTED
from games.engine.abilities.effects.base import Effect
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import Trigger


def _nothing(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    """A static read where its filter is (abilities/counted_as.py `said`)."""


EFFECTS = {COUNTS: Effect(_nothing), NOT_COUNTED: Effect(_nothing)}
