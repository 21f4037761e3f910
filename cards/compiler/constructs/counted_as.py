"""What a card counts as (issue 16; the engine's abilities/counted_as.py, docs/rulings.md
"Counts as"): "<self> counts as a Pirate" (a creature type its subtitle does not print: the
filter `creature_type` passes its dice), "<self> also counts as (wlg)" (an affiliation
beside its printed ones: the filter `affiliation`) and "<self> doesn't count as an Adventurer" (a
character with Experience the Adventurer filter, `keyword: experience`, passes over). A
static of the card (`this_card`), with or without the cards' rider "this text can't be
ignored (, copied, or swapped)", after a comma or its own full stop (cards/compiler/
normalise.py joins the two sentences): the engine reads it from the card, so no effect takes it
away. Another type than those the D&D cards print (Dragon, Fiend, Pirate), "counts as" a
die kind ("counts as a Sidekick": Ally's own line) or another player's die stays text only."""

from __future__ import annotations

from typing import Any

from cards.compiler.core import words
from cards.compiler.parts import SELF, Effect, NotRead

GRAMMAR = r"""
%extend effect: counts_as_type | not_adventurer | counts_as_affiliation
counts_as_affiliation: targets "also" "counts" "as" AFF counted_rider?  // (targets: self only)
counts_as_type: "self" "counts" "as" ("a" | "an") counted_type counted_rider?
!counted_type: "dragon" | "fiend" | "pirate"
not_adventurer: "self" _doesnt "count" "as" "an" "adventurer" counted_rider?
_doesnt: "doesn't" | "does't" | "does" "not"
counted_rider: "," ("this" | "this" "text" | "this" "effect") _cant "be" \
               "ignored" ("," "copied" ","? | ",")? ("or" "swapped")?
"""


def _counts(children: list[Any]) -> list[Effect]:
    kind = next(c for c in children if isinstance(c, str) and c != "rider")
    filters = {"creature_type": kind}
    return [{"op": "counts_as", "target": "$self", "filters": filters}]  # its card (lines.py)


def _affiliation(children: list[Any]) -> list[Effect]:
    if children[0] != [{"target": SELF}]:
        raise NotRead("target")  # another die's: not what a card is
    aff = str(next(c for c in children if getattr(c, "type", "") == "AFF"))[1:]
    return [{"op": "counts_as", "target": "$self", "filters": {"affiliation": aff}}]


def _not_adventurer(children: list[Any]) -> list[Effect]:
    filters = {"keyword": "experience"}  # an Adventurer (docs/rulings.md "Adventurers")
    return [{"op": "not_counted_as", "target": "$self", "filters": filters}]


RULES: dict[str, Any] = {
    "counts_as_type": _counts,
    "counted_type": words,
    "not_adventurer": _not_adventurer,
    "counts_as_affiliation": _affiliation,
    "counted_rider": lambda children: "rider",
}
