"""Damage made smaller as it is dealt (abilities/damage_taken.py reads them at the door of
damage): `reduce_damage_taken`, `cap_damage_taken` and `halve_damage_taken`, a static
ability's only (DM-14.3: resolving it does nothing); `limit_combat_damage`, a persistent
effect on the player it names until Cleanup (DM-14.2; a Global's: "if a character die would
deal you 7 or more combat damage, it instead deals you 4 combat damage"): its amount is the
damage dealt instead, its `attack` the least combat damage it limits (kept as the effect's
`to`); `prevent_first_point` and `prevent_first_point_each_source`, statics too
(abilities/first_point.py)."""

from __future__ import annotations

from games.engine.abilities.damage_taken import CAP, HALVE, LIMIT, REDUCE
from games.engine.abilities.effects.base import Effect
from games.engine.abilities.effects.lasting import until
from games.engine.abilities.first_point import ANY, EACH
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import Trigger


def _static_only(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    """A reduction of a static ability: nothing happens when resolved."""


def _limit(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    for target in targets:
        if target.startswith("player:"):
            b.emit(
                ev.EffectStarted(
                    LIMIT, target, trigger.card, trigger.controller, until(effect, trigger),
                    effect.amount, to=str(effect.attack),
                )
            )  # fmt: skip


EFFECTS = {
    REDUCE: Effect(_static_only),
    CAP: Effect(_static_only),
    HALVE: Effect(_static_only),
    LIMIT: Effect(_limit),
    ANY: Effect(_static_only),  # the first point of damage prevented (abilities/first_point.py)
    EACH: Effect(_static_only),
}
