"""Dice an opponent's Globals cannot affect (the engine's abilities/global_ward.py): "While
<self> is active, your characters in the field cannot be affected by global abilities used
by your opponent" (also "... by your opponent's global abilities"): a static of the card
while it is active (DM-14.3, DM-18.1), `unaffected_by_opposing_globals` on your character
dice. Other sources ("action dice", "character abilities"), one die ("<self> cannot be
affected ...") or "targeted" wording (constructs/untargetable_kinds.py) are not read here."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Effect, NotRead

GRAMMAR = r"""
%extend effect: global_ward
// (the dice as a target phrase: a literal "your character dice" here would take every
// line opening so from the target phrases, LALR shifting into this rule)
global_ward: targets ("in" "the" "field" "zone"?)? _cant "be" "affected" "by" ward_source
ward_source: "global" "abilities" "used" "by" "your" ("opponent" | "opponents") \
    | "your" ("opponent's" | "opponents'") "global" "abilities"
"""


def _ward(children: list[Any]) -> list[Effect]:
    if children[0] != [{"target": "all_your_characters"}]:
        raise NotRead("unparsed")  # one die, the opponent's, or some of yours only
    return [{"op": "unaffected_by_opposing_globals", "target": "all_your_characters"}]


RULES = {"global_ward": _ward, "ward_source": lambda c: "opponent"}
