"""A die of a creature type fielded, either player's (issue 16): "(While <self> is active,)
when a Dragon (character) die is fielded," is the fielding of such a die by either player
(the engine's `when_you_field` and `when_opponent_fields`, one ability, DM-15.6), while
this card is active (DM-18.1), filtered by `creature_type` (games/engine/abilities/
creature_types.py: the word in its card's subtitle). "It" / "that die" is the die fielded.
"When you field a Dragon" and plural subjects stay text only (constructs/deeds.py reads
other die phrases; this one only the creature types constructs/creature_dice.py names)."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Trigger

GRAMMAR = r"""
%extend deed: deed_creature_fielded
deed_creature_fielded: ("a" | "an") fielded_creature "character"? "die" "is" "fielded"
!fielded_creature: "fiend" | "dragon"
"""


def _fielded(children: list[Any]) -> Trigger:
    kind = str(children[0][0])
    extra = (("trigger_filters", {"creature_type": kind}),)
    return Trigger("when_you_field", also=("when_opponent_fields",), selves="deed", extra=extra)


RULES: dict[str, Any] = {"deed_creature_fielded": _fielded, "fielded_creature": list}
