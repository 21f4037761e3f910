""" "For each ..." (DM-18.5) in words: one entry per count of abilities/counts.py COUNTS."""

from __future__ import annotations

COUNTS: dict[str, str] = {
    "your_active_characters": "for each of your active characters",
    "opposing_active_characters": "for each opposing active character",
    "your_character_dice": "for each of your character dice in the Field Zone",
    "opposing_character_dice": "for each opposing character die in the Field Zone",
    "all_character_dice": "for each character die in the Field Zone",
    "your_sidekick_dice": "for each of your Sidekick dice in the Field Zone",
    "dice_in_your_used_pile": "for each die in your Used Pile",
    "dice_in_opposing_used_pile": "for each die in your opponent's Used Pile",
    "dice_in_your_prep_area": "for each die in your Prep Area",
}
