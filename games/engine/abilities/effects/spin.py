"""spin_up, spin_down: move a character die along its levels, never past the ends (DM-21).
A die an effect spins up one or more levels is announced once (occasion `spun_up`: Awaken,
"when a character die spins up"), one it spins down likewise (`spun_down`: "whenever an
opposing character spins up or down"); a die that cannot move is not spun (DM-21.2)."""

from __future__ import annotations

from games.engine.abilities.effects.base import Apply, Effect
from games.engine.abilities.occasions import Occasion, announce
from games.engine.abilities.spin_ward import shielded
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import GameState, Trigger


def _spin(direction: int) -> Apply:
    def apply(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
        spun: list[str] = []
        for target in targets:
            die = b.state.dice.get(target)
            if die is None or not b.state.is_character(die) or shielded(b.state, target, trigger):
                continue  # (abilities/spin_ward.py: an opponent's effect may not spin it)
            levels = b.state.cards[die.card].character_faces()
            position = levels.index(die.face)  # type: ignore[arg-type]
            new = position + direction * max(1, effect.amount)
            new = max(0, min(len(levels) - 1, new))  # DM-21.2: no spin past the ends
            if new != position:
                b.emit(ev.DieSpun(target, levels[new], trigger.card))
                spun.append(target)
        if spun:  # one spin of one effect: one occasion per die (DM-15.6)
            kind = "spun_up" if direction > 0 else "spun_down"
            announce(b, *(Occasion(kind, die=d) for d in spun))

    return apply


def _can_spin(direction: int):  # type: ignore[no-untyped-def]
    """As a cost, every die named can move the whole way (DM-12.2, DM-21.2)."""

    def payable(state: GameState, effect: EffectSpec, targets: list[str]) -> bool:
        for target in targets:
            die = state.dice.get(target)
            if die is None or not state.is_character(die):
                return False
            levels = state.cards[die.card].character_faces()
            new = levels.index(die.face) + direction * max(1, effect.amount)  # type: ignore[arg-type]
            if not 0 <= new < len(levels):
                return False
        return True

    return payable


def _can_move(direction: int):  # type: ignore[no-untyped-def]
    """A chosen target must be able to move at least one level that way: a die at its
    highest level "cannot be spun up", one at level 1 not down (DM-21.2), and an effect is
    not initiated on a die it cannot affect (DM-13.4)."""

    def accepts(state: GameState, effect: EffectSpec, trigger: Trigger, target: str) -> bool:
        die = state.dice.get(target)
        if die is None or not state.is_character(die) or shielded(state, target, trigger):
            return False
        levels = state.cards[die.card].character_faces()
        return 0 <= levels.index(die.face) + direction < len(levels)  # type: ignore[arg-type]

    return accepts


EFFECTS = {
    "spin_up": Effect(_spin(1), payable=_can_spin(1), accepts=_can_move(1)),
    "spin_down": Effect(_spin(-1), payable=_can_spin(-1), accepts=_can_move(-1)),
}
