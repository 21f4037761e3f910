"""Teamwatch (a set keyword; docs/rulings.md "Teamwatch"): "Teamwatch - <effects>" and the
first printing's "Teamwatch - When you field a character who shares an affiliation with
<self>, <effects>" are one trigger: while this card is active (DM-18.1), when you field a
character die of another card that shares an affiliation with it. "it"/"that die" name the
fielded die; `self` this card's dice in the Field Zone (constructs/deeds.py's triggers)."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Opening, Trigger

GRAMMAR = r"""
%extend opening: teamwatch_opening
teamwatch_opening: "teamwatch" ("-" | ":") teamwatch_said?
teamwatch_said: "when" "you" "field" ("a" | "another") ("character" | "character" "die") \
                ("who" | "that") "shares" "an" "affiliation" "with" "self" ","
"""
FILTERS = {"shares_affiliation": "self", "other_card": "self"}


def _opening(children: list[Any]) -> Opening:
    trigger = Trigger("when_you_field", selves="deed", extra=(("trigger_filters", dict(FILTERS)),))
    return Opening("ability", trigger=trigger)


RULES = {"teamwatch_opening": _opening}
