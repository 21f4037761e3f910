"""Another die's damage it survives (issue 16): "When a character die is damaged and not
KO'd," ("... takes damage but isn't KO'd,") is the engine's `when_your_die_damaged_survives`
and `when_opposing_die_damaged_survives` (abilities/survival.py: its damage below its
defense as the occasion is announced, DM-16.1, DM-9.11), either player's die one ability
of two triggers (DM-15.6), while this card is active (DM-18.1). The die phrase and its
filters are constructs/deeds.py's; "it" / "that die" is the damaged die."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import NotRead, Trigger

GRAMMAR = r"""
%extend deed: deed_damaged_survives
deed_damaged_survives: deed_die_phrase ("is" "damaged" | "takes" "damage" | "is" "dealt" "damage") \
                       ("and" | "but") ("isn't" | "is" "not" | "not") ("ko'd" | "knocked" "out")
"""
NAMES = {"yours": ("when_your_die_damaged_survives",),
         "opposing": ("when_opposing_die_damaged_survives",)}  # fmt: skip
EITHER = ("when_your_die_damaged_survives", "when_opposing_die_damaged_survives")


def _survives(children: list[Any]) -> Trigger:
    side, filters = children[0]
    if filters.pop("$each", False):
        raise NotRead("trigger:other")  # "your characters is damaged": no such sentence
    names = NAMES.get(side, EITHER)
    extra = (("trigger_filters", filters),) if filters else ()
    return Trigger(names[0], also=names[1:], selves="deed", extra=extra)


RULES: dict[str, Any] = {"deed_damaged_survives": _survives}
