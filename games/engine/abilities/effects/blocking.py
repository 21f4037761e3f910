"""Block limits of a card's own dice (abilities/blocking.py reads them where the rules
apply): static abilities only (DM-14.3), so resolving one does nothing."""

from __future__ import annotations

from games.engine.abilities.blocking import CANT_BE_BLOCKED_BY, MIN_BLOCKERS, ONLY_BLOCKED_BY
from games.engine.abilities.effects.base import Effect
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import Trigger


def _static_only(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    """A block limit is a static ability's: nothing happens when resolved."""


EFFECTS = {
    name: Effect(_static_only) for name in (CANT_BE_BLOCKED_BY, ONLY_BLOCKED_BY, MIN_BLOCKERS)
}
