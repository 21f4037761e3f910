"""Dice an opponent's Globals cannot affect (the engine's abilities/global_ward.py): while
<self> is active, its player's fielded characters are out of reach of any global ability
the opponent uses (also said with "your opponent's global abilities"): a static of the card
while it is active (DM-14.3, DM-18.1), `unaffected_by_opposing_globals` on your character
dice. Other sources ("action dice", "character abilities"), one die ("<self> cannot be
affected ...") or "targeted" wording (constructs/untargetable_kinds.py) are not read here."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Effect, NotRead

GRAMMAR = r"""
%extend effect: global_ward
global_ward: targets ward_where? _cant "be" "affected" "by" ward_source
ward_where: "in" "the" "field" "zone"?
ward_source: "global" "abilities" "used" "by" "your" ("opponent" | "opponents") \
    | "your" ("opponent's" | "opponents'") "global" "abilities"
"""


def _ward(children: list[Any]) -> list[Effect]:
    """Only your character dice all together (the core's target phrase, so that this rule
    shares the words "your character dice" with every other construct instead of competing
    for them in the LALR parser)."""
    if children[0] != [{"target": "all_your_characters"}]:
        raise NotRead("target")  # one die, opposing dice, dice with filters
    return [{"op": "unaffected_by_opposing_globals", "target": "all_your_characters"}]


RULES = {
    "global_ward": _ward,
    "ward_where": lambda c: "field",
    "ward_source": lambda c: "opponent",
}
