"""kod_attackers_return: "your attacking characters that are knocked out this turn return
to the field": a persistent effect (DM-14.2) on each player the effect names, read by the
KO door (abilities/kod_return.py)."""

from __future__ import annotations

from games.engine.abilities.effects.base import Effect
from games.engine.abilities.effects.lasting import until
from games.engine.abilities.kod_return import NAME
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import Trigger


def _apply(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    for target in targets:
        if target.startswith("player:"):
            b.emit(
                ev.EffectStarted(
                    NAME, target, trigger.card, trigger.controller, until(effect, trigger)
                )
            )


EFFECTS = {NAME: Effect(_apply)}
