"""Replacement sentences (DM-12.1: an effect's "instead"): "<effects>. If <condition>,
instead <effect>." and "... If <condition>, <effect> instead." replace the one effect of
the sentence before them when the condition holds as it resolves (the engine's `instead`
of an effect, abilities/conditions.py; games/engine/abilities/resolution.apply_effect).
"Instead deal 2 damage" after a damage effect is that damage with the new amount; "it" is
the die the effect before named. The condition is read by the grammar's `condition` slot
(constructs/conditions.py and others); this module adds "that character die is (aff)" and
"that character die has a purchase cost of N or more / less"."""

from __future__ import annotations

from typing import Any

from lark import Token

GRAMMAR = r"""
%extend condition: instead_that_is | instead_that_costs
!instead_that_is: "that" ("character" "die" | "die" | "character") "is" ("a" | "an")? AFF \
                  ("character" "die" | "die" | "character")?
instead_that_costs: "that" ("character" "die" | "die" | "character") "has" "a" "purchase" \
                    "cost" "of" cost_value cost_bound
"""


def _that_is(children: list[Any]) -> dict[str, Any]:
    """ "that character die is (aff)": the chosen target, of that affiliation."""
    icon = next(str(c) for c in children if isinstance(c, Token) and str(c).startswith("#"))
    return {"kind": "target", "filters": {"affiliation": icon[1:]}}


def _that_costs(children: list[Any]) -> dict[str, Any]:
    """ "that character die has a purchase cost of 4 or more" (DM-8.7: its card's cost): the
    chosen target, by constructs/cost_filters.py's bound."""
    value = next(c[1] for c in children if isinstance(c, tuple) and c[0] == "value")
    bound = next(c[1] for c in children if isinstance(c, tuple) and c[0] == "bound")
    name = "cost_at_most" if bound in ("less", "lower", "fewer") else "cost_at_least"
    return {"kind": "target", "filters": {name: value}}


RULES = {"instead_that_is": _that_is, "instead_that_costs": _that_costs}


def without_instead(values: list[str]) -> int | None:
    """Where the word "instead" is in a sentence "If <condition>, instead <effect>" or
    "If <condition>, <effect> instead" (its index), else None."""
    if values[:1] not in (["if"], ["unless"]) or "instead" not in values:
        return None
    comma = values.index(",") if "," in values else 0
    if "would" in values[1:comma]:
        return None  # "If <it> would ..., instead ...": a replacement read whole (ko_instead.py)
    if comma and values[comma + 1 : comma + 2] == ["instead"]:
        return comma + 1
    if values[-1] == "instead" and values.count("instead") == 1:
        return len(values) - 1
    return None
