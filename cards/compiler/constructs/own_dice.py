"""This card's own dice, named by the card's name (normalised to `self`): "each of your
fielded <self> dice", "your <self> character dice", "each <self> character die", "each of
your active <self> Superstar dice" (WWE's character dice), "each of your <self> in the
field". A card naming a character means that player's own team only (DM-12.7), so these are the
controller's character dice of this card in the Field Zone (DM-13.2; "fielded"/"active"
say the same, DM-18.1), not targeted (DM-13.3: "each"/"all" without a number). The filter
holds the card's own code (`card`; cards/compiler/lines.py puts the code in)."""

from __future__ import annotations

from typing import Any

from cards.compiler.core import words
from cards.compiler.parts import CODE, Effect, NotRead

GRAMMAR = r"""
%extend target: own_dice
own_dice: dice_det? own_dice_mod? "self" own_dice_noun own_dice_whose?
        | dice_det "self" "in" "the" "field" "zone"?  // "each of your <self> in the field"
!own_dice_mod: "fielded" | "active"
!own_dice_noun: ("character" | "superstar")? ("dice" | "die")
!own_dice_whose: "you" "control" | "in" "the" "field" "zone"?
"""
# the determiners of many dice ("your", "each of your"), and "each" of one die
_MANY = frozenset({"", "your", "each of your", "all of your", "all your"})


def _own_dice(children: list[Any]) -> Effect:
    det = next((c[1] for c in children if isinstance(c, tuple) and c[0] == "det"), "")
    noun = next((c for c in children if isinstance(c, str) and c.startswith("noun:")), "dice")
    plural = noun.endswith("dice")
    if (plural and det not in _MANY) or (not plural and det != "each"):
        raise NotRead("target")  # "target self die" (one die: its own words), "all self die"
    return {"target": "all_your_characters", "filters": {"card": CODE}}


RULES = {
    "own_dice": _own_dice,
    "own_dice_mod": words,
    "own_dice_noun": lambda c: "noun:" + words(c),
    "own_dice_whose": words,
}
