"""spin_to: turn a character die to the character face of level `amount` ("spin target
opposing character die to level 1", DM-21): up or down as far as it takes, never past its
highest level (DM-21.2). A chosen target must be one it changes (DM-13.4: an effect is not
initiated on a die it cannot affect)."""

from __future__ import annotations

from games.engine.abilities.effects.base import Effect
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import GameState, Trigger


def _face(state: GameState, target: str, level: int) -> int | None:
    """The face the die would turn to, or None if it is no character die or there already."""
    die = state.dice.get(target)
    if die is None or not state.is_character(die):
        return None
    levels = state.cards[die.card].character_faces()
    face = levels[max(0, min(len(levels), level) - 1)]
    return None if face == die.face else face


def _apply(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    for target in targets:
        face = _face(b.state, target, max(1, effect.amount))
        if face is not None:
            b.emit(ev.DieSpun(target, face, trigger.card))


def _accepts(state: GameState, effect: EffectSpec, trigger: Trigger, target: str) -> bool:
    return _face(state, target, max(1, effect.amount)) is not None


EFFECTS = {"spin_to": Effect(_apply, accepts=_accepts)}
