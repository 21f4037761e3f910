"""modify_attack, modify_defense, modify_stats: +/-A and D (DM-16.1). Applied by a triggered
ability, they last until Cleanup (DM-14.1); in a static ability, while it holds (DM-14.3)."""

from __future__ import annotations

from games.engine.abilities.effects.base import Apply, Effect
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import Trigger


def _modify(attack: int, defense: int) -> Apply:
    def apply(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
        for target in targets:
            if target in b.state.dice:
                a, d = attack * effect.amount, defense * effect.amount
                b.emit(ev.StatsModified(target, a, d, trigger.card))

    return apply


EFFECTS = {
    "modify_attack": Effect(_modify(1, 0), stats=lambda spec: (spec.amount, 0)),
    "modify_defense": Effect(_modify(0, 1), stats=lambda spec: (0, spec.amount)),
    "modify_stats": Effect(_modify(1, 1), stats=lambda spec: (spec.amount, spec.amount)),
}
