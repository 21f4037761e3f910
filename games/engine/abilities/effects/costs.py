"""reduce_cost and reduce_field_cost (increase_cost, increase_field_cost: more): dice cost
less to purchase (DM-8.7, never below its
floor) or to field (DM-8.9, DM-8.10). In a static ability they hold as long as it does; from
a triggered ability or a Global they are persistent effects on a player (target "you",
duration "turn" or "next_turn", DM-14.2). abilities/costs.py works the costs out."""

from __future__ import annotations

from games.engine.abilities.effects.base import Apply, Effect
from games.engine.abilities.effects.lasting import start
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import Trigger


def _reduce(name: str) -> Apply:
    def apply(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
        players = [t for t in targets if t.startswith("player:")]
        start(b, name, effect, trigger, players, effect.amount)

    return apply


# "... cost 1 more" (an opponent's dice, "+1 to field"): the same, counted the other way
NAMES = ("reduce_cost", "reduce_field_cost", "increase_cost", "increase_field_cost")
EFFECTS = {name: Effect(_reduce(name)) for name in NAMES}
