"""What starts an ability, in words: one entry per trigger the engine knows (its own,
abilities/occasions.py TRIGGERS and SPECIAL_TRIGGERS, and the keywords' `triggers`).

Each entry is the lead-in of the sentence ("When fielded"); "" for an action die's effect or
a static ability, whose sentence has no lead-in of its own."""

from __future__ import annotations

from games.reading.ko_offer_words import KO_OFFER_TRIGGERS

TRIGGERS: dict[str, str] = {
    "when_fielded": "When fielded",
    "when_attacks": "When this die attacks",
    "when_unblocked": "When this die attacks and no blocker is declared for it",
    "when_blocks": "When this die blocks",
    "when_blocked": "When this die is blocked",
    "when_damaged": "When this die is dealt damage",
    "when_you_are_damaged": "When you are dealt damage",
    "when_deals_damage": "When this die deals damage",
    "when_kod": "When this die is KO'd",
    "start_of_turn": "At the start of each turn",
    "end_of_turn": "At the end of each turn",
    "start_of_your_turn": "At the start of your turn",
    "end_of_your_turn": "At the end of your turn",
    "start_of_attack_step": "At the start of each Attack Step (once attackers are declared)",
    "start_of_your_attack_step": "At the start of your Attack Step (once attackers are declared)",
    "when_you_use_an_action_die": "When you use an action die",
    "start_of_opponents_turn": (
        "At the start of your opponent's turn (before their Clear and Draw Step)"
    ),
    "start_of_opponents_attack_step": (
        "At the start of an opponent's Attack Step (once attackers are declared)"
    ),
    "when_you_field": "Whenever you field a die",
    # (the fielded die first: trigger filters name it, reading/__init__.py `_narrowed`)
    "when_you_field_after_use": (
        "Whenever you field a die, for the rest of a turn you used a die of this card in"
    ),
    "when_opponent_fields": "Whenever an opponent fields a die",
    "when_you_purchase": "Whenever you purchase a die",
    "when_opponent_purchases": "Whenever an opponent purchases a die",
    "when_your_die_is_kod": "Whenever a die of yours is KO'd",
    "when_opposing_die_is_kod": "Whenever an opposing die is KO'd",
    "when_your_die_is_kod_by_range": "Whenever a die of yours is KO'd by Range damage",
    "when_opposing_die_is_kod_by_range": "Whenever an opposing die is KO'd by Range damage",
    "when_your_die_attacks": "Whenever a die of yours attacks",
    "when_opposing_die_attacks": "Whenever an opposing die attacks",
    "when_your_die_blocks": "Whenever a die of yours blocks",
    "when_opposing_die_blocks": "Whenever an opposing die blocks",
    "when_your_die_is_damaged": "Whenever a die of yours is dealt damage",
    "when_opposing_die_is_damaged": "Whenever an opposing die is dealt damage",
    "when_your_die_deals_combat_damage": "Whenever a die of yours deals combat damage",
    "when_opposing_die_deals_combat_damage": "Whenever an opposing die deals combat damage",
    "when_your_die_deals_combat_damage_to_opponent": (
        "Whenever a die of yours deals combat damage to an opponent"
    ),
    "when_opposing_die_deals_combat_damage_to_opponent": (
        "Whenever an opposing die deals combat damage to an opponent"
    ),
    "when_opponent_uses_an_action_die": "Whenever an opponent uses an action die",
    "when_you_use_a_global": "Whenever you use a Global",
    "when_opponent_uses_a_global": "Whenever an opponent uses a Global",
    "when_opponent_uses_a_breath_weapon": "Whenever an opponent uses a Breath Weapon",
    "when_facing_a_breath_weapon": "When an opponent uses a Breath Weapon",
    "when_a_player_uses_a_global": "Whenever any player uses a Global",
    "when_opponent_is_damaged": "Whenever your opponent is dealt damage",
    # a die's own combat and damage triggers, narrowed (abilities/combat_occasions.py)
    "when_dealt_combat_damage": "When this die is dealt combat damage",
    "when_deals_combat_damage": "When this die deals combat damage",
    "when_damages_opponent": "When this die deals damage to an opponent",
    "when_deals_combat_damage_to_opponent": "When this die deals combat damage to an opponent",
    "when_kod_by_combat": "When this die is KO'd by combat damage",
    "when_attacks_alone": "When this die attacks alone",
    "when_kos": "When this die KOs a die with combat damage",
    "when_blocks_die": "When this die blocks a die",
    "when_blocked_by_die": "When this die is blocked by a die",
    "when_blocked_survives": "When combat ends, if this die was blocked and was not KO'd",
    "end_of_attack_step": (
        "At the end of the Attack Step (after combat damage and its KOs), if this die is still"
        " blocking or blocked"
    ),
    "after_blockers_declared": "After blockers are declared, while this die is attacking",
    "after_blockers_declared_in_your_attack": "After blockers are declared in your attack",
    "after_you_declare_blockers": "After you declare blockers in your opponent's attack",
    "when_attacks_with_others": "When this die attacks with at least one other attacker",
    "when_attacks_with_die": "When this die attacks along with a die",
    "when_blocks_with_others": ("When this die blocks and you declare at least one other blocker"),
    "when_purchased": "When a die of this card is purchased (even if this card is not active)",
    "when_spent_to_field": (
        "When a die of this card is spent as energy to field a character die (even if this"
        " card is not active)"
    ),
    "on_your_purchase": "When you purchase a die (even if this card is not active)",
    "when_uses_infiltrate": "When this die uses Infiltrate",
    "when_your_die_uses_infiltrate": "Whenever a die of yours uses Infiltrate",
    "when_opposing_die_uses_infiltrate": "Whenever an opposing die uses Infiltrate",
    "when_kod_not_by_combat": "When this die is KO'd other than by combat damage",
    "when_regenerates": "When this die is rolled by its Regenerate (whatever face comes up)",
    "when_regenerates_successfully": (
        "When this die's Regenerate rolls a character face (it is back in the field)"
    ),
    "when_regenerates_unsuccessfully": (
        "When this die's Regenerate rolls an energy face (it goes to the Prep Area)"
    ),
    "when_you_deal_action_or_global_damage": (
        "When you deal damage with an action die or a Global Ability"
    ),
    "when_damaged_survives": "When this die is dealt damage and is not KO'd by it",
    "when_your_die_damaged_survives": (
        "Whenever a die of yours is dealt damage and is not KO'd by it"
    ),
    "when_opposing_die_damaged_survives": (
        "Whenever an opposing die is dealt damage and is not KO'd by it"
    ),
    "when_damages_die": "When this die deals damage to a die",
    "when_deals_combat_damage_to_die": "When this die deals combat damage to a die",
    "when_not_attacking": (
        "Once attackers are declared, if this die is in your Field Zone and did not attack"
    ),
    "when_deals_combat_damage_survives": "When this die deals combat damage and is not KO'd",
    "when_spins_up": "When this die is spun up one or more levels",
    "when_your_die_spins_up": "Whenever a die of yours is spun up",
    "when_opposing_die_spins_up": "Whenever an opposing die is spun up",
    "when_your_die_spins_down": "Whenever a die of yours is spun down",
    "when_opposing_die_spins_down": "Whenever an opposing die is spun down",
    "when_rolled_from_prep": (
        "When this die is rolled from the Prep Area (its owner's Roll and Reroll Step)"
    ),
    "when_you_roll_a_burst": "Whenever a die you roll shows a burst face",
    "when_opponent_rolls_outside_roll_step": (
        "Whenever an opponent rolls dice other than during a Roll and Reroll Step"
    ),
    "when_opponent_rolls_two_or_more": "Whenever an opponent rolls two or more dice at once",
    # the end of a Roll and Reroll Step (abilities/roll_step_end.py)
    "end_of_your_roll_step": "At the end of your Roll and Reroll Step",
    "end_of_your_roll_step_inactive": (
        "At the end of your Roll and Reroll Step (even while this card is not active)"
    ),
    "end_of_opponents_roll_step": (
        "At the end of an opponent's Roll and Reroll Step"
    ),
    # dice drawn from the bag, a roll as it counts (abilities/dice_occasions.py)
    "when_you_draw": "Whenever you draw a die (once per draw, however many)",
    "when_opponent_draws": "Whenever an opponent draws a die (once per draw, however many)",
    # a player's own deeds (abilities/player_deeds.py)
    "when_you_take_non_combat_damage": "Whenever you are dealt damage other than combat damage",
    "when_you_ko_opposing_die": "Whenever you KO an opposing die (your damage or effect)",
    # (abilities/damaged_by.py)
    "when_you_are_damaged_by_opposing_global": "Whenever an opponent's Global Ability damages you",
    "when_you_are_damaged_by_opposing_character": (
        "Whenever an opposing character card's ability damages you"
    ),
    "when_you_are_damaged_by_opposing_when_fielded": (
        'Whenever an opposing "when fielded" ability damages you'
    ),
    "when_your_die_leaves_field": "Whenever a character die of yours leaves the Field Zone",
    "when_opposing_die_leaves_field": "Whenever an opposing character die leaves the Field Zone",
    "when_you_roll": "Whenever you roll a die (as the roll counts: once rerolls are done)",
    # a card turned to its other side (abilities/flip_occasions.py)
    "when_flipped": "When this card is flipped (heard by the side turned up)",
    "when_you_flip_a_card": "Whenever you flip one of your cards",
    "when_you_flip_a_character": "Whenever you flip one of your character cards",
    "when_you_flip_an_active_character": (
        "Whenever you flip one of your character cards while it is active"
    ),
    "when_opponent_flips_an_active_character": (
        "Whenever an opponent flips one of their character cards while it is active"
    ),
    "action": "",  # an action die's effect: the sentence alone
    "static": "",  # always on while it holds (DM-14.3)
    "global_window": "Whenever you could use a Global",
    # keywords' own triggers (keywords/*.py `triggers`)
    "impulse": "Impulse (when you purchase this die)",
    "crosspulse": "Crosspulse (when you purchase this die paying only its card's energy types)",
    "flip_at_turn_start": "Flip (at the start of your turn)",
    "range": "Range (when a die with Range attacks)",
    "frag": "Frag (when this attacking die KOs a die)",
    "heroic": "Heroic (when this die pairs up; its partner gets the same)",
    "cleave": "Cleave (when this die KOs a blocker)",
    "experience": "Experience (once per turn, when this die KOs a Monster with combat damage)",
    "experience_tokens": (
        "Experience (at the end of your turn, if you KO'd an opposing Monster this turn)"
    ),
    "deadly_end_of_turn": "Deadly (at the end of the turn)",
    "energize": "Energize (when this die rolls an energy face with two symbols)",
    "aftershock": (
        "Aftershock (when this die leaves the Field Zone because of an opponent: their damage,"
        " a KO by their effect, or their effect moving it out)"
    ),
}

# a die chosen as a target (abilities/targeted.py): by whose ability of which kind
_SOURCES = {
    "action": ("an action die", "an opponent's action die"),
    "global": ("a Global Ability", "an opponent's Global Ability"),
    "action_or_global": (
        "an action die or a Global Ability",
        "an opponent's action die or Global Ability",
    ),
    "any": ("any ability", "an opponent's ability"),
}
for _source, (_any, _theirs) in _SOURCES.items():
    for _by, _whose in ((_source, _any), (f"opposing_{_source}", _theirs)):
        TRIGGERS[f"when_targeted_by_{_by}"] = f"When this die is targeted by {_whose}"
        TRIGGERS[f"when_your_die_targeted_by_{_by}"] = (
            f"Whenever a die of yours is targeted by {_whose}"
        )
TRIGGERS.update(KO_OFFER_TRIGGERS)  # a KO replaced as it resolves (reading/ko_offer_words.py)
