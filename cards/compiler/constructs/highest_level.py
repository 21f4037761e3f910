"""Extra damage equal to the level of your highest-level character of a kind (DM-17 bursts,
DM-18.5 counts; docs/rulings.md "Adventurers"): a (burst)(burst) line adding damage to a
character as much as the level of its player's highest-level Adventurer in the field, after
a line dealing damage to a target character or player: the character the text chose takes that
much more
(the count `your_highest_level`, games/engine/abilities/counts.py), only if it is a
character die (a player chosen takes no extra damage: "to a character"). An Adventurer is a
character with Experience, as the cards themselves say ("an Adventurer die (any character
with Experience)"; "Adventurer" is no affiliation of the card file's table); an affiliation
icon names its own. The burst joins its text (cards/compiler/lines.py `burst`: "it" of the
text's choice). Read only after a text that chose one die or player ("extra" of no damage
before, or of a die not chosen, stays text only)."""

from __future__ import annotations

from typing import Any

from lark import Token

from cards.compiler.parts import Effect

GRAMMAR = r"""
%extend effect: extra_by_highest
extra_by_highest: "deal" "extra" "damage" "to" ("a" "character" "die"? | "that" "character") \
                  "equal" "to" "the" "level" "of" "your" "highest" "level" highest_kind \
                  "in" "the" "field" "zone"?
highest_kind: "adventurer" "character"? "die"? | AFF ("character" "die"?)?
"""
EXTRA = "$extra"  # the back reference's word: the text's chosen target (lines.py)
ADVENTURER = {"keyword": "experience"}  # docs/rulings.md "Adventurers"


def _kind(children: list[Any]) -> dict[str, Any]:
    icon = next((str(c) for c in children if isinstance(c, Token) and str(c).startswith("#")), "")
    return {"affiliation": icon[1:]} if icon else dict(ADVENTURER)


def _extra(children: list[Any]) -> list[Effect]:
    kind = next(c for c in children if isinstance(c, dict))
    return [{
        "op": "deal_damage", "amount": 1, "target": "$it", "word": EXTRA,
        "per": "your_highest_level", "per_filters": kind,
        "condition": {"kind": "target", "filters": {"die_kind": "character"}},
    }]  # fmt: skip


RULES: dict[str, Any] = {"extra_by_highest": _extra, "highest_kind": _kind}
