"""A die's two deeds as one trigger (issue 16): "When a (grv) character die is fielded or
KO'd," is the fielding of such a die and its KO, either player's: four of the engine's
deed triggers (you field / an opponent fields / a die of yours / an opposing die is KO'd),
one ability (DM-15.6), while this card is active (DM-18.1). The die phrase and its trigger
filters are constructs/deeds.py's; a phrase that names one side ("one of your ...", "an
opposing ...") keeps to that side's two. "Them" names no one player here."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import NotRead, Trigger

GRAMMAR = r"""
%extend deed: deed_fielded_or_kod
deed_fielded_or_kod: deed_die_phrase "is" "fielded" "or" ("ko'd" | "knocked" "out")
"""
YOURS = ("when_you_field", "when_your_die_is_kod")
OPPOSING = ("when_opponent_fields", "when_opposing_die_is_kod")


def _fielded_or_kod(children: list[Any]) -> Trigger:
    side, filters = children[0]
    if filters.pop("$each", False):
        raise NotRead("trigger:other")  # "your characters is fielded": no such sentence
    names = {"yours": YOURS, "opposing": OPPOSING}.get(side, YOURS + OPPOSING)
    extra = (("trigger_filters", filters),) if filters else ()
    return Trigger(names[0], also=names[1:], selves="deed", extra=extra)


RULES: dict[str, Any] = {"deed_fielded_or_kod": _fielded_or_kod}
