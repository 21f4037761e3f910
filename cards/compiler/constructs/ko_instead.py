"""A die's own replacement of its KO (engine abilities/ko_instead.py; DM-12.1): "When/If
<self> would be KO'd, instead put him into your Used Pile", "..., send her to the Used Pile
instead", "..., instead return him to the Field Zone at level 1". One whole line read as a
static of this card's dice (op `ko_instead`, target `this_card`; burst text narrows it to a
face, cards/compiler/burst_statics.py). Only these two places, with nothing more: "you may"
(a choice: constructs/ko_offers.py reads it), a payment, a condition, another die KO'd in
its place, "clear all damage" and another character's name are not read here."""

from __future__ import annotations

from typing import Any

from cards.compiler.core import first
from cards.compiler.parts import SELF, Effect, NotRead

GRAMMAR = r"""
%extend effect: ko_instead
ko_instead: ("when" | "if") ko_instead_who "would" "be" "ko'd" "," ko_instead_do
!ko_instead_who: "self" | "a" "self" "character"? "die"
ko_instead_do: "instead" ko_instead_place | ko_instead_place "instead"
ko_instead_place: _ko_instead_send _ko_instead_pron ("to" | "into" | "in") \
                  ("your" | "the" | "its" "owner's" | "their") "used" "pile" -> ko_instead_used
                | "return" _ko_instead_pron "to" ("your" | "the") "field" "zone" "at" "level" \
                  number -> ko_instead_field
_ko_instead_send: "put" | "send" | "place" | "move"
_ko_instead_pron: "him" | "her" | "it" | "self" | "that" "die"
"""


def _made(children: list[Any]) -> list[Effect]:
    place = next(c for c in children if isinstance(c, str) and c in ("used", "field"))
    return [{"op": "ko_instead", "target": SELF, "zone": place}]


def _field(children: list[Any]) -> str:
    """ "at level 1" only: another level is no place the engine returns a die to."""
    if first(children, int) != 1:
        raise NotRead("zone_move")
    return "field"


RULES = {
    "ko_instead": _made,
    "ko_instead_do": lambda c: next(x for x in c if isinstance(x, str) and x in ("used", "field")),
    "ko_instead_used": lambda c: "used",
    "ko_instead_field": _field,
    "ko_instead_who": lambda c: "who",
}
