"""Where the die an ability triggered for is still "this die" (abilities/targets.py
`this_die`): in a Field Zone, as a rule (a die that left it is gone for its own effects,
DM-13.4); a purchase trigger's die (`when_purchased`, "When <self> is purchased, add him to
your Prep Area", and a bought die a card lets go to the bag, `on_your_purchase`) was bought
into the Used Pile (DM-8.8) and is that die while it stays there (issue 16); an action die's
own effect ("spin this die to a generic energy side") finds it where using it put it: Out of
Play (DM-8.14), the Reserve Pool under the 2014 rules (in use, effects/in_use.py), or the
Field Zone (Continuous). A die's own KO trigger ("When <self> is KO'd, return him to the
Field Zone at level 1") finds it where the KO sent it (DM-9.x: the Prep Area; a `kod_to`
static: the Used Pile or the bag) while it stays there. A die spent to field a character
(`when_spent_to_field`) is that die where spending put it: Out of Play (DM-8.1; the Used
Pile under the 2014 rules). A keyword's trigger on its card's purchase (Crosspulse) is a
purchase trigger too. A die's own "deals combat damage to an opponent" trigger ("... move him
to your Prep Area instead of the Used Pile") finds it where that damage put it: Out of Play
(DM-9.8; the Used Pile under the 2014 rules). An Energize ability's die ("... and reroll this
die") is the die whose roll energized it, in the Reserve Pool where it rolled (000:L779)."""

from __future__ import annotations

from games.engine.abilities.queue import ability_of
from games.engine.abilities.trigger_kinds import TRIGGERS
from games.engine.model.state import FIELD_ZONES, GameState, Trigger, Zone

PURCHASED = frozenset({Zone.USED})
# the triggers whose die is a die just bought: its own card's, and any of the buyer's while a
# card's effect lets bought dice go elsewhere (effects/purchase_window.py)
_BOUGHT = frozenset(
    {"when_purchased", "on_your_purchase", "when_you_purchase", "when_opponent_purchases"}
)
USED_ACTION = FIELD_ZONES | {Zone.OOP, Zone.RESERVE}
SPENT = frozenset({Zone.OOP, Zone.USED})  # a die spent to field: Out of Play (2014: Used)
KOD = frozenset({Zone.PREP, Zone.USED, Zone.BAG})
HIT = FIELD_ZONES | {Zone.OOP, Zone.USED}  # an unblocked attacker that hit (DM-9.8)
_HIT_TRIGGERS = frozenset({"when_deals_combat_damage_to_opponent"})
ROLLED = frozenset({Zone.RESERVE})  # Energize: the die as it rolled (keywords/energize)


def own_die_zones(state: GameState, trigger: Trigger) -> frozenset[Zone]:
    """The zones in which the trigger's source die is its `this_die`."""
    if trigger.kind == "ability":
        name = ability_of(state, trigger).trigger
        if name in _BOUGHT or _keyword_purchase(state, trigger, name):
            return PURCHASED
        if name == "when_spent_to_field":
            return SPENT
        if name == "energize":
            return ROLLED
        if name in _HIT_TRIGGERS:
            return HIT
        kind = TRIGGERS.get(name)
        if kind is not None and kind.occasion == "kod" and kind.scope == "die":
            return KOD
    if trigger.kind == "action":
        return USED_ACTION
    return FIELD_ZONES


def _keyword_purchase(state: GameState, trigger: Trigger, name: str) -> bool:
    """A keyword's trigger on its card's own die bought (Crosspulse): that die, just bought."""
    card = state.cards.get(trigger.card)
    kinds = (k.rules.triggers.get(name) for k in card.keywords if k.rules) if card else ()
    return any(kind is not None and kind.occasion == "purchased" for kind in kinds)
