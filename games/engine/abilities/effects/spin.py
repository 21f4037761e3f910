"""spin_up, spin_down: move a character die along its levels, never past the ends (DM-21)."""

from __future__ import annotations

from games.engine.abilities.effects.base import Apply, Effect
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import Trigger


def _spin(direction: int) -> Apply:
    def apply(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
        for target in targets:
            die = b.state.dice.get(target)
            if die is None or not b.state.is_character(die):
                continue
            levels = b.state.cards[die.card].character_faces()
            position = levels.index(die.face)  # type: ignore[arg-type]
            new = position + direction * max(1, effect.amount)
            new = max(0, min(len(levels) - 1, new))  # DM-21.2: no spin past the ends
            if new != position:
                b.emit(ev.DieSpun(target, levels[new], trigger.card))

    return apply


EFFECTS = {"spin_up": Effect(_spin(1)), "spin_down": Effect(_spin(-1))}
