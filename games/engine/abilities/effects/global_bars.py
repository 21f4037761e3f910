"""Bars on using Globals (abilities/global_bars.py reads them where a Global is used):
`cant_use_globals` from a triggered ability or an action is a persistent effect on each
player it names (DM-14.2: "players may not activate Global Abilities until end of turn");
as a static, and the other bars (statics only), resolving it does nothing (DM-14.3)."""

from __future__ import annotations

from games.engine.abilities.effects.base import Effect
from games.engine.abilities.effects.lasting import until
from games.engine.abilities.global_bars import ACTIVE_ONLY, CANT, NOT_OWN, ONE_EACH_TURN
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import Trigger


def _bar(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    """One persistent bar per player named, for as long as the effect says."""
    for player in sorted({t for t in targets if t.startswith("player:")}):
        b.emit(
            ev.EffectStarted(CANT, player, trigger.card, trigger.controller, until(effect, trigger))
        )


def _static_only(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    """A static ability's bar (DM-14.3): nothing happens when resolved."""


EFFECTS = {
    CANT: Effect(_bar),
    ONE_EACH_TURN: Effect(_static_only),
    ACTIVE_ONLY: Effect(_static_only),
    NOT_OWN: Effect(_static_only),
}
