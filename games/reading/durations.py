"""How long an effect lasts, in words (games/engine/loading/ DURATIONS, DM-14). "" is the
usual length, said by nothing (an applied effect until Cleanup, a static while it holds)."""

from __future__ import annotations

DURATIONS: dict[str, str] = {
    "turn": "",  # DM-14.1: until Cleanup (said once by the effect where it matters)
    "static": "",  # DM-14.3: while the ability holds
    "next_turn": "until the start of your next turn",
    "while_in_field": "while this die is in the Field Zone",
    "while_active": "while this card is active",
    "until_damage": "until you damage your opponent",  # (a capture's: effects/capture.py)
    # "the next die ... costs less" with no time said: until that die, whenever it comes
    "until_used": "(whenever that is: this turn or a later one)",
}

# Effects that last (DM-14.1 applied, DM-14.2 persistent): from a triggered ability, an action
# die or a Global, "turn" is said ("until the end of the turn"); in a static one it holds
# while the ability does and nothing is said.
LASTING = frozenset({
    "modify_attack", "modify_defense", "modify_stats", "cant_be_blocked", "cant_attack",
    "cant_block", "must_attack", "must_block", "cant_be_targeted", "cant_be_targeted_by_opponents",
    "reduce_cost", "reduce_field_cost", "free_field", "increase_cost", "increase_field_cost",
    "copy_stats", "copy_abilities", "copy_die",
    "capture", "take_control", "prevent_next", "redirect_next", "call_out", "grant_keyword",
    "grant_affiliation", "reduce_next_cost", "reduce_next_field_cost",
    "free_next_field", "life_to_use_global", "life_to_use_action", "life_to_block",
    "life_per_blocker",
    "deals_no_damage", "deals_no_combat_damage", "no_text_die", "no_text",
    "no_card_text", "unaffected_by_action_dice",
    "swap_stats", "set_attack", "double_attack", "d_equals_a", "a_equals_d", "swap_attack",
    "shield",
    "double_printed_attack", "set_double_printed_attack", "double_stats", "double_damage_taken",
    "prevent_next_ability", "shield_combat",
    "cant_be_blocked_by", "only_blocked_by", "min_blockers",  # (a trigger's: effects/blocking.py)
    "cant_block_dice",
    "block_more",  # (abilities/several_blocks.py)
    "cant_use_globals",  # (abilities/global_bars.py)
    "cant_declare_blockers",  # (abilities/effects/no_blockers.py)
})  # fmt: skip
UNTIL_END_OF_TURN = "until the end of the turn"
