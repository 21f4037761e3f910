"""A keyword's targets narrowed (abilities/keyword_targets.py): the loader reads the static
ability, so resolving it does nothing (DM-14.3)."""

from __future__ import annotations

from games.engine.abilities.effects.base import Effect
from games.engine.abilities.keyword_targets import OP
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import Trigger


def _static_only(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    """Read by the loader; nothing happens when resolved."""


EFFECTS = {OP: Effect(_static_only)}
