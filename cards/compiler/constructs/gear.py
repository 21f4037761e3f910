"""Gear (the Dungeons & Dragons sets' Equip, docs/rulings.md "Equip"):
- a Gear card's line on "the equipped character" ("(this) equipped character (die) gets
  +2A"): a static of the Gear card while its die is in the Field Zone (DM-14.3, DM-18.1),
  whose target is the character die it is equipped to (target kind `equipped_die`).
  `phrased` opens such a line of a card with Equip as "while <self> is active," (its die
  is in the Field Zone exactly while it is equipped);
- "equipped character dice" (plural, a character's static): every character die with Gear
  equipped, either player's (filter `equipped`); "target equipped character die": a chosen
  one (a Global);
- "while <self> has (a) gear equipped" after a character's own stat change, and "if <self>
  has gear equipped," before it: a condition on its own die (kind `this_die`, filter
  `equipped`, asked of each die of the card the static changes);
- "for each gear equipped to them / it": count `gear_equipped`, the Gear dice on the die
  the count is asked for (a static's: each die it changes).
"""

from __future__ import annotations

import re
from typing import Any

from cards.compiler.constructs.own_combat import OWN_STATIC
from cards.compiler.parts import SELF, Effect, NotRead

GRAMMAR = r"""
%extend target: gear_carrier | gear_carriers | gear_chosen
%extend effect: gear_own_effect
%extend condition: gear_self_has
%extend count: gear_count
gear_count: "gear" "equipped" "to" ("them" | "it" | "him" | "her")
!gear_carrier: "equipped" "character" "die"?
!gear_carriers: "equipped" "character" "dice"
!gear_chosen: "target" "equipped" "character" "die"
gear_own_effect: stat_change "while" ("it" | "he" | "she") "has" "a"? "gear" "equipped"
gear_self_has: attacker_self "has" "a"? "gear" "equipped"
"""
EQUIPPED = {"kind": "this_die", "filters": {"equipped": True}}

# A Gear card's line on the equipped character: said as its static while active
_CARRIER = re.compile(r"^(?:this )?(equipped character(?: die)? (?:gets|gains|has) )")
_ACTIVE = "while self is active, equipped character "


# "while <self> has gear equipped he gains +3A" (no comma): the condition, then its effect
_HAS = re.compile(r"^while self has (?:a )?gear equipped (he|she|it) ")
# "<self> character dice get +1A for each gear equipped to them": each of this card's dice
_EACH = re.compile(r"^self character dice get ([^.]+) for each gear equipped to them")


def phrased(words: str, keywords: Any) -> str:
    """ "Equipped character gets +2A." of a card with Equip: "while self is active,
    equipped character gets +2A." (the Gear card's static, DM-14.3); a character's
    "while self has gear equipped he ..." with the comma its condition ends at."""
    words = _HAS.sub(r"if self has gear equipped, \1 ", words, count=1)
    words = _EACH.sub(r"self gets \1 for each gear equipped to it", words, count=1)
    if "equip" not in keywords:
        return words
    return _CARRIER.sub(_ACTIVE.replace("equipped character ", r"\1"), words, count=1)


def carried(words: str, keywords: Any) -> bool:
    """A Gear card's line on its equipped character, as `phrased` says it: read while its
    die is in the Field Zone (as a Continuous card's, DM-18.1)."""
    return "equip" in keywords and words.startswith(_ACTIVE)


def _own(children: list[Any]) -> list[Effect]:
    effects = children[0]
    if any(e.get("target") != SELF or "condition" in e or "duration" in e for e in effects):
        raise NotRead("condition")
    return [{**e, "condition": dict(EQUIPPED), OWN_STATIC: True} for e in effects]


RULES: dict[str, Any] = {
    "gear_carrier": lambda c: {"target": "equipped_die"},
    "gear_carriers": lambda c: {"target": "all_characters", "filters": {"equipped": True}},
    "gear_chosen": lambda c: {"target": "target_die", "filters": {"equipped": True}},
    "gear_own_effect": _own,
    "gear_self_has": lambda c: dict(EQUIPPED),
    "gear_count": lambda c: ("gear_equipped", {}),
}
