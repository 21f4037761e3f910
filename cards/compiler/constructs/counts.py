""" "<effect> for each <what>" (DM-18.5): the effect's amount counted (`per`,
abilities/counts.py). "Active characters" are unique characters, "character dice" each die,
in the Field Zone of the player named; other words are not read."""

from __future__ import annotations

from typing import Any

from cards.compiler.core import duration_of, words
from cards.compiler.parts import Effect, NotRead

COUNTS = {
    "of your active characters": "your_active_characters",
    "active character you control": "your_active_characters",
    "of your opponent's active characters": "opposing_active_characters",
    "opposing active character": "opposing_active_characters",
    "of your character dice in the field zone": "your_character_dice",
    "of your active character dice": "your_character_dice",
    "character die you control": "your_character_dice",
    "opposing character die": "opposing_character_dice",
    "opposing character die in the field zone": "opposing_character_dice",
    "character die your opponent controls": "opposing_character_dice",
    "character die in the field zone": "all_character_dice",
    "of your sidekick character dice in the field zone": "your_sidekick_dice",
    "of your sidekick dice in the field zone": "your_sidekick_dice",
    "sidekick character die in your field zone": "your_sidekick_dice",
    "sidekick character die you control": "your_sidekick_dice",
    "die in your used pile": "dice_in_your_used_pile",
    "die in your opponent's used pile": "dice_in_opposing_used_pile",
    "die in your prep area": "dice_in_your_prep_area",
}
# The effects whose amount a count multiplies (abilities/resolution.py, abilities/stats.py).
COUNTED_OPS = frozenset(
    {"deal_damage", "gain_life", "lose_life", "modify_attack", "modify_defense", "modify_stats"}
)
_PHRASES = " | ".join(" ".join(f'"{w}"' for w in p.split()) for p in COUNTS)
GRAMMAR = rf"""
%extend effect: counted
%extend count: count_phrase
counted: effect "for" "each" count duration?
!count_phrase: {_PHRASES}
"""


def _counted(children: list[Any]) -> list[Effect]:
    found, per = children[0], children[1]
    if any(e["op"] not in COUNTED_OPS or "per" in e for e in found):
        raise NotRead("count")
    more = duration_of(children)
    return [{**e, **more, "per": per} for e in found]


RULES = {"counted": _counted, "count_phrase": lambda c: COUNTS[words(c)]}
