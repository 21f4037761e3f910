"""choose: "Choose a character die. That die can't block this turn." The choice itself
changes nothing; the ability's other effects act on the die chosen ("that die": the same
chosen kind, so the same one choice, abilities/resolution.py), and a choice made is a choice
the player answers (DM-13.1: not targeting unless the kind says "target")."""

from __future__ import annotations

from games.engine.abilities.effects.base import Effect
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import Trigger


def _choose(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    """Nothing happens to the die chosen by itself; what follows names it."""


EFFECTS = {"choose": Effect(_choose)}
