"""What an effect module provides: one `Effect` per primitive name (`op` in card data)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import GameState, Trigger

Apply = Callable[[Batch, EffectSpec, Trigger, list[str]], None]
# (batch, spec, trigger, [(target, amount), ...]): the amount divided among targets
Divide = Callable[[Batch, EffectSpec, Trigger, list[tuple[str, int]]], None]
Payable = Callable[[GameState, EffectSpec, list[str]], bool]
# (state, spec, trigger, chosen target): the effect can act on that target now
Accepts = Callable[[GameState, EffectSpec, Trigger, str], bool]


def _never(spec: EffectSpec) -> bool:
    return False


def _always(state: GameState, spec: EffectSpec, targets: list[str]) -> bool:
    return True


def _any_target(state: GameState, spec: EffectSpec, trigger: Trigger, target: str) -> bool:
    return True


@dataclass(frozen=True)
class Effect:
    """An effect primitive.

    `apply(b, spec, trigger, targets)` emits its events for the targets it was given (the
    resolution found them: abilities/targets.py). `chance(spec)`: its outcome is chance (a
    draw or a roll), which is the next decision, so it must be an ability's last effect.
    `stats(spec)`: the (A, D) it adds to each die it names while a static ability holds
    (DM-14.3, DM-16.1); None if the effect changes no stats. `payable(state, spec,
    targets)`: as a cost, it can be paid in full from those targets (DM-12.2: "if the cost
    is spinning a die down a level and you only have level-1 dice, you cannot pay").
    `divide(b, spec, trigger, parts)`: the effect with its amount divided among several
    targets, `parts` (target, amount) (an effect with `split`; None: it cannot be divided).
    `accepts(state, spec, trigger, target)`: a target its kind offers is one the effect can
    act on now (a Reactive Global's redirection: a valid new target, DM-19.2); the choice
    that is made as the effect is paid for (`react`) offers only those.
    """

    apply: Apply
    chance: Callable[[EffectSpec], bool] = _never
    stats: Callable[[EffectSpec], tuple[int, int]] | None = None
    payable: Payable = _always
    divide: Divide | None = None
    accepts: Accepts = _any_target


def players(targets: list[str]) -> list[int]:
    """The players among targets ("player:0")."""
    return [int(t[7:]) for t in targets if t.startswith("player:")]
