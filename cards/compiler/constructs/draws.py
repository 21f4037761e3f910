"""Dice from the bag: Prep (a bag die drawn and put in the Prep Area, said either way, 000
glossary), "prep a Sidekick die from your Used Pile", and draws with
no destination (DM-20.3: rolled into the Reserve Pool): "draw and roll a die", "roll two
dice from your bag", "draw a die and roll it (place it in your Reserve Pool)", "draw and
roll two dice (add them to your Reserve Pool)"."""

from __future__ import annotations

from typing import Any

from cards.compiler.core import first
from cards.compiler.parts import Effect

GRAMMAR = r"""
%extend effect: prep_bag | prep_sidekick | draw_roll
_dice: "dice" | "die"
_from_bag: "from" "your" "bag"
_them: "it" | "them"
prep_bag: "prep" number _dice _from_bag?
        | "draw" number _dice _from_bag? ","? "and" ("add" | "place" | "put") _them \
          ("in" | "into" | "to") "your" "prep" "area"
        | "draw" number _dice _from_bag? ","? "and" "prep" _them
prep_sidekick: "prep" number "sidekick" _dice "from" "your" "used" "pile"
draw_roll: "draw" "and" "roll" number _dice _to_reserve?
         | "roll" number _dice _from_bag
         | "draw" number _dice _from_bag? ("and" "roll" _them _to_reserve?)?
_to_reserve: "into" "your" "reserve" "pool"
           | "(" ("place" | "put" | "add") _them ("in" | "into" | "to") "your" "reserve" "pool" ")"
"""


def _fixed(op: str, **more: Any) -> Any:
    def build(children: list[Any]) -> list[Effect]:
        return [{"op": op, "amount": first(children, int), **more}]

    return build


RULES = {
    "prep_bag": _fixed("prep", zone="bag"),
    "prep_sidekick": _fixed("prep", target="sidekick", zone="used"),
    "draw_roll": _fixed("draw"),
}
