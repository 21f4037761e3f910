"""Where the die an ability triggered for is still "this die" (abilities/targets.py
`this_die`): in a Field Zone, as a rule (a die that left it is gone for its own effects,
DM-13.4); a purchase trigger's die (`when_purchased`, "When <self> is purchased, add him to
your Prep Area", and a bought die a card lets go to the bag, `on_your_purchase`) was bought
into the Used Pile (DM-8.8) and is that die while it stays there (issue 16); an action die's
own effect ("spin this die to a generic energy side") finds it where using it put it: Out of
Play (DM-8.14), the Reserve Pool under the 2014 rules (in use, effects/in_use.py), or the
Field Zone (Continuous)."""

from __future__ import annotations

from games.engine.abilities.queue import ability_of
from games.engine.model.state import FIELD_ZONES, GameState, Trigger, Zone

PURCHASED = frozenset({Zone.USED})
# the triggers whose die is a die just bought: its own card's, and any of the buyer's while a
# card's effect lets bought dice go elsewhere (effects/purchase_window.py)
_BOUGHT = frozenset({"when_purchased", "on_your_purchase"})
USED_ACTION = FIELD_ZONES | {Zone.OOP, Zone.RESERVE}


def own_die_zones(state: GameState, trigger: Trigger) -> frozenset[Zone]:
    """The zones in which the trigger's source die is its `this_die`."""
    if trigger.kind == "ability" and ability_of(state, trigger).trigger in _BOUGHT:
        return PURCHASED
    if trigger.kind == "action":
        return USED_ACTION
    return FIELD_ZONES
