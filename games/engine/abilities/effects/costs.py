"""reduce_cost and reduce_field_cost (increase_cost, increase_field_cost: more): dice cost
less to purchase (DM-8.7, never below its floor) or to field (DM-8.9, DM-8.10). In a static
ability they hold as long as it does; from a triggered ability or a Global they are
persistent effects on a player (DM-14.2, duration "turn" or "next_turn"): on "you" /
"opponent" (every die they buy or field), or on the player whose dice a dice kind names
("your Villain character dice cost 1 less to purchase this turn": that player, and only
the dice the effect's filters name). reduce_next_cost and reduce_next_field_cost: the same
for the next such die only ("the next action die you purchase this turn costs 2 less"),
used up when it is bought or fielded. free_field: "... are free to field" (no fielding
cost); free_next_field: the next such die only. abilities/costs.py works the costs out."""

from __future__ import annotations

from games.engine.abilities.costs import PURCHASE_TO, spec_ref
from games.engine.abilities.effects.base import Apply, Effect
from games.engine.abilities.effects.lasting import until
from games.engine.abilities.targets import TARGETS
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import Trigger


def _players(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> list[str]:
    """The players the change is on: the players named, or whose dice a dice kind names."""
    kind = TARGETS[effect.target]
    if kind.what == "player":
        return [t for t in targets if t.startswith("player:")]
    if kind.what != "die" or kind.chosen:
        return []
    seats = {
        "yours": (trigger.controller,),
        "opposing": b.state.opponents(trigger.controller),
    }.get(kind.owner, tuple(range(b.state.seats)))
    return [f"player:{seat}" for seat in seats]


def _reduce(name: str) -> Apply:
    def apply(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
        dice = TARGETS[effect.target].what == "die"
        ref = spec_ref(b.state, effect, trigger) if dice and effect.filters else ""
        for player in _players(b, effect, trigger, targets):
            b.emit(
                ev.EffectStarted(
                    name, player, trigger.card, trigger.controller, until(effect, trigger),
                    effect.amount, to=ref,
                )
            )  # fmt: skip

    return apply


# "... cost 1 more" (an opponent's dice, "+1 to field"): the same, counted the other way
NAMES = (
    "reduce_cost", "reduce_field_cost", "increase_cost", "increase_field_cost",
    "reduce_next_cost", "reduce_next_field_cost", "free_field", "free_next_field",
    "increase_global_cost",  # "your opponents pay 1 more to use each Global" (global_cost)
    # "players must pay 1 life to use a Global this turn" (abilities/life_costs.py)
    "life_to_use_global", "life_to_use_action", "life_to_block", "life_per_blocker",
    "field_cost_at_least",  # a static's floor on fielding costs (costs.py `_field_floor`)
)  # fmt: skip
EFFECTS = {name: Effect(_reduce(name)) for name in NAMES}


def _purchase_to(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    """The first die bought this turn goes to your Prep Area rather than to the Used Pile: on
    the player, its data (zone, filters) named by `to` (abilities/costs.py)."""
    ref = spec_ref(b.state, effect, trigger)
    for player in _players(b, effect, trigger, targets):
        b.emit(
            ev.EffectStarted(
                PURCHASE_TO, player, trigger.card, trigger.controller, until(effect, trigger),
                to=ref,
            )
        )  # fmt: skip


EFFECTS[PURCHASE_TO] = Effect(_purchase_to)
