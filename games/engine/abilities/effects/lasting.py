"""cant_be_blocked: a persistent effect on a die (DM-14.2), in force until Cleanup "even if
it didn't take place". abilities/permissions.py reads persistent effects by name: it also
knows "cant_attack" and "cant_block", each one more entry here (and a card that uses it)."""

from __future__ import annotations

from games.engine.abilities.effects.base import Apply, Effect
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import Trigger

UNTIL = {"turn": "end_of_turn"}  # EffectSpec.duration -> Lasting.until


def _lasting(effect_name: str) -> Apply:
    def apply(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
        until = UNTIL.get(effect.duration, "end_of_turn")
        for target in targets:
            if target in b.state.dice:
                b.emit(
                    ev.EffectStarted(effect_name, target, trigger.card, trigger.controller, until)
                )

    return apply


EFFECTS = {name: Effect(_lasting(name)) for name in ("cant_be_blocked",)}
