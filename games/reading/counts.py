""" "For each ..." (DM-18.5) in words: one entry per count of abilities/counts.py COUNTS."""

from __future__ import annotations

import re

from games.engine.abilities.markers import MARKERS
from games.reading.locks import MARKER_NAMES

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
    "your_other_active_characters": "for each of your other active characters",
    "all_active_characters": "for each active character (any player's)",
    "all_other_active_characters": "for each other active character (any player's)",
    "your_other_character_dice": "for each of your other character dice in the Field Zone",
    "all_other_character_dice": "for each other character die in the Field Zone",
    "your_attacking_dice": "for each of your attacking character dice",
    "your_other_attacking_dice": "for each of your other attacking character dice",
    "your_blocking_dice": "for each of your blocking character dice",
    "your_different_affiliations": "for each different affiliation among your active characters",
    "your_lantern_colors": "for each different Lantern color among your active characters",
    "all_lantern_colors": "for each different Lantern color among active characters",
    "your_different_energy_types": "for each different energy type among your active characters",
    "dice_in_opposing_prep_area": "for each die in your opponent's Prep Area",
    "dice_in_your_bag": "for each die in your bag",
    "dice_in_your_reserve_pool": "for each die in your Reserve Pool",
    "dice_in_your_field_zone": "for each die in your Field Zone",
    "energy_in_your_reserve_pool": "for each energy symbol in your Reserve Pool",
    "energy_in_opposing_reserve_pool": "for each energy symbol in your opponent's Reserve Pool",
    "different_energy_types_in_your_reserve_pool": (
        "for each different energy type (Wild apart) among the energy in your Reserve Pool"
    ),
    "energy_matching_that_die": (
        "for each energy symbol in your Reserve Pool that matches that die's energy type"
    ),
    "your_highest_level": "times the level of your highest-level character die in the Field Zone",
    "this_die_level": "times this die's level",
    "this_die_attack": "times this die's A",
    "this_die_defense": "times this die's D",
    "this_die_field_cost": "times the fielding cost printed on the face this die shows",
    "damage_this_die_took": "times the damage just dealt to this die",
    "gear_equipped": "for each Gear die equipped to that die",
    "damage_you_took": "times the damage just dealt to you",
    "your_fielded_this_turn": "for each character die you fielded this turn",
    "that_die_cost": "times that die's purchase cost",
    "that_die_level": "times that die's level (a KO'd die: the level it was KO'd at)",
    "opposing_breath_weapon_used": "times the N of the Breath Weapon that opponent used",
    # what the ability's earlier effects did (games/engine/abilities/this_way.py)
    "dice_kod_this_way": "for each die KO'd this way",
    "dice_moved_this_way": "for each die moved this way",
    # markers on cards (games/engine/abilities/markers.py)
    **{f"{k}s_on_this_card": f"for each {MARKER_NAMES[k]} on this card" for k in MARKERS},
    **{f"your_{k}s": f"for each {MARKER_NAMES[k]} on your character cards" for k in MARKERS},
    "markers_on_this_card": "for each token or counter of any kind on this card",
}


# the noun a count's words count, where a filter's adjective goes ("for each Villain die")
_PHRASE_HEADS = frozenset({"showing", "with", "of", "named", "not", "that", "under"})
_NOUN = re.compile(
    r"\b(character dice|character die|characters|character|dice|die|energy symbol)\b"
)


def counted(words: str, before: list[str], after: list[str]) -> str:
    """A count's words with its filters: adjectives before the noun counted ("for each
    opposing Villain character die in the Field Zone"), the rest after it in brackets ("(of
    level 2 or higher)"); all in brackets where the words name no such noun."""
    phrases = [w for w in before if w.split()[0] in _PHRASE_HEADS]  # "showing a ... face"
    before = [w for w in before if w not in phrases]
    after = [*phrases, *after]
    own = words.startswith(("times this ", "times that "))  # "this die's level": no noun
    noun = None if own else _NOUN.search(words)
    if noun is None:
        before, after = [], [*before, *after]
    elif noun.group(1).startswith("character"):
        before = [w for w in before if w != "character"]  # "character character die"
    else:  # "non-Sidekick character die", not "character non-Sidekick die"
        before = sorted(before, key=lambda w: w == "character")
    if before:
        assert noun is not None
        words = f"{words[: noun.start()]}{' '.join(before)} {words[noun.start() :]}"
    return words + (f" ({', '.join(after)})" if after else "")
