"""Names of card data's vocabulary that several parts check (the loader, declarations):
durations, burst modes, the static effects read where they apply, the effects that may last
while their die is in the Field Zone, the counts. The registries themselves live with their
parts (abilities/occasions.py, effects/, targets.py, filters.py, counts.py, conditions.py)."""

from __future__ import annotations

from games.engine.abilities.attack_groups import OPS as ATTACK_GROUPS
from games.engine.abilities.blocking import BLOCKER_OPS
from games.engine.abilities.blocking import OPS as BLOCK_LIMITS
from games.engine.abilities.breath import STATICS as BREATH
from games.engine.abilities.counted_as import OPS as COUNTED_AS
from games.engine.abilities.counts import COUNTS as COUNT_FUNCTIONS
from games.engine.abilities.effects.granting import EFFECTS as GRANTS
from games.engine.abilities.effects.lasting import NAMES
from games.engine.abilities.effects.modify import STAT_CHANGES
from games.engine.abilities.energy_taxes import OPS as ENERGY_TAXES
from games.engine.abilities.global_bars import OPS as GLOBAL_BARS
from games.engine.abilities.redirect_offers import EACH as EACH_SOURCE
from games.engine.abilities.redirect_offers import OP as BUDGETED
from games.engine.abilities.several_blocks import BLOCK_MORE
from games.engine.abilities.static_redirect import OPS as REDIRECTS
from games.engine.abilities.targets import UNTARGETABLE

# DM-14.1 applied (until Cleanup), DM-14.3 static, DM-14.2 "until the start of your next turn";
# "while_in_field": a capture or control that lasts while the taking die is in the Field Zone
# ("while this die is in the Field Zone", "as long as", DM-23.1/23.2), past the end of turn
# "while_active": while the card is active for its controller (DM-18.1), the same effects
# "until_used": "the next die you buy costs 2 less" with no "this turn" (costs.used_up ends it)
DURATIONS = frozenset(
    {"turn", "static", "next_turn", "while_in_field", "while_active", "until_used", "until_damage"}
)
UNTIL_USED = frozenset({"reduce_next_cost", "reduce_next_field_cost", "free_next_field"})
TAKING = frozenset({"capture", "take_control"})  # DM-23.1, DM-23.2
TAKING_DURATIONS = frozenset({"turn", "next_turn", "while_in_field", "until_damage"})
BURST_MODES = frozenset({"add", "replace"})  # DM-17.3
# Static effects besides stat changes: cost reductions (abilities/costs.py, DM-8.7, DM-8.9).
STATIC_COSTS = frozenset(
    {"reduce_cost", "reduce_field_cost", "increase_cost", "increase_field_cost", "free_field",
     "increase_global_cost", "life_to_use_global", "life_to_use_action", "life_to_block",
     "life_per_blocker", "field_cost_at_least"}
)  # fmt: skip
# Static effects the rules read where they apply (not stats): cost reductions
# (abilities/costs.py), "can't be targeted" (abilities/targets.py `untargetable`) and
# "can't be blocked / can't attack / can't block / must attack" (abilities/permissions.py),
# keywords given (abilities/static_grants.py).
STATIC_READ = STATIC_COSTS | frozenset(UNTARGETABLE) | {"suppress_triggers", "grant_keyword"}
STATIC_READ |= frozenset(NAMES)
STATIC_READ |= BLOCK_LIMITS  # who may block the dice it names (abilities/blocking.py)
STATIC_READ |= BLOCKER_OPS  # which attackers the dice it names may block (the same)
STATIC_READ |= {BLOCK_MORE}  # a blocker of several attackers (abilities/several_blocks.py)
STATIC_READ |= {"no_damage_from"}  # damage they never take (abilities/immunity.py)
STATIC_READ |= {"deals_no_damage", "deals_no_combat_damage"}  # (abilities/immunity.py)
STATIC_READ |= {"unaffected_by_opposing_globals"}  # (abilities/global_ward.py)
STATIC_READ |= ENERGY_TAXES  # energy paid to attack, block, use (abilities/energy_taxes.py)
STATIC_READ |= GLOBAL_BARS  # who may use which Globals (abilities/global_bars.py)
STATIC_READ |= {"unchanged_by_opponents"}  # no opposing reroll or spin (spin_ward.py)
STATIC_READ |= {"full_damage_to_each_blocker"}  # no split of A (full_damage.py)
STATIC_READ |= {"damage_first"}  # combat damage before the opposing dice (damage_first.py)
STATIC_READ |= {"reduce_ability_damage"}  # ability damage made smaller (ability_damage.py)
STATIC_READ |= {"reduce_damage_taken", "cap_damage_taken"}  # (damage_taken.py)
STATIC_READ |= {"limit_combat_damage"}  # a static on you, too (damage_taken.py)
STATIC_READ |= {"halve_damage_taken"}  # (damage_taken.py)
STATIC_READ |= {"double_damage_taken"}  # damage to a die made double (damage_doubled.py)
STATIC_READ |= {"double_damage_dealt"}  # a die's damage to some dice made double (same)
STATIC_READ |= {"kod_to", "kos_to"}  # KO'd dice sent elsewhere (abilities/kod_to.py)
STATIC_READ |= {"ko_instead"}  # a die's own KO replaced (abilities/ko_instead.py)
STATIC_READ |= {"used_pile_to"}  # dice sent elsewhere than the Used Pile (used_instead.py)
STATIC_READ |= REDIRECTS  # damage sent elsewhere (abilities/static_redirect.py)
STATIC_READ |= {BUDGETED}  # a chosen redirection each turn (abilities/redirect_offers.py)
STATIC_READ |= {EACH_SOURCE}  # a chosen redirection of each source's (the same)
STATIC_READ |= {"redirect_part_to_opponent"}  # part of each damage (static_redirect.py)
STATIC_READ |= {"prevent_first_point", "prevent_first_point_each_source"}  # (first_point.py)
STATIC_READ |= {
    "extra_reroll",
    "reroll_cap",
    "reroll_price",
}  # rerolls beyond DM-7.2's one (abilities/extra_rerolls.py)
STATIC_READ |= {"extra_draw"}  # dice more in the Clear and Draw Step (abilities/extra_draws.py)
STATIC_READ |= {"rush_draw"}  # dice more for a Rush die drawn in that step (abilities/rush.py)
# the opponent's fielding, purchases barred (abilities/locks.py)
STATIC_READ |= {"cant_be_fielded", "cant_be_purchased"}
STATIC_READ |= {"no_wild_purchase"}  # Wild energy barred from its purchase (wild_bars.py)
STATIC_READ |= {"field_for_life", "field_for_ko_all"}  # another price (field_instead.py)
STATIC_READ |= ATTACK_GROUPS  # which dice may attack together (attack_groups.py)
STATIC_READ |= {"keyword_targets"}  # a keyword's targets narrowed (keyword_targets.py)
STATIC_READ |= {"cant_use_die"}  # its card's dice barred from use (abilities/action_windows.py)
STATIC_READ |= {"no_stun_tokens"}  # a card no Stun token is put on (abilities/stun.py)
STATIC_READ |= COUNTED_AS  # what a card counts as (abilities/counted_as.py)
STATIC_READ |= {"grant_affiliation"}  # affiliations given (abilities/static_affiliations.py)
STATIC_READ |= {"cant_declare_blockers"}  # a player barred from blocking (effects/no_blockers.py)
STATIC_READ |= BREATH  # Anti-Breath Weapon's price, Breath Weapons barred (abilities/breath.py)
# Effects that may last "while_in_field" (until the die whose ability it is leaves the Field
# Zone): captures and controls (DM-23.1/23.2), and persistent effects (effects/lasting.py)
WHILE_IN_FIELD = TAKING | {*NAMES, *STAT_CHANGES, *UNTARGETABLE, "cant_field", "no_text", *GRANTS}
WHILE_IN_FIELD |= {"cant_purchase"}  # a card's dice not to be bought (abilities/locks.py)
WHILE_IN_FIELD |= {"name_energy"}  # an energy type named (abilities/named_energy.py)
# The durations only some effects may have
LIMITED_DURATIONS = {
    "while_in_field": WHILE_IN_FIELD,
    "while_active": WHILE_IN_FIELD,
    "until_used": UNTIL_USED,
    "until_damage": frozenset({"capture"}),  # "until you damage your opponent" (capture.py)
}
COUNTS = frozenset(COUNT_FUNCTIONS)  # "for each ..." (DM-18.5): abilities/counts.py

__all__ = [
    "BURST_MODES",
    "COUNTS",
    "DURATIONS",
    "LIMITED_DURATIONS",
    "STATIC_COSTS",
    "STATIC_READ",
    "TAKING",
    "TAKING_DURATIONS",
    "UNTIL_USED",
    "WHILE_IN_FIELD",
]
