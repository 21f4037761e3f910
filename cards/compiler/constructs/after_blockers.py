"""The moment after blockers are declared, for an attacking die (DM-9.4; the engine's
`after_blockers_declared`, abilities/after_blockers.py): "While <self> is attacking, after
blockers are declared," (or "... are assigned,", "When <self> is attacking, ..."), each
attacking die of the card its own trigger (DM-18.2). "Each blocking die" is every die
declared as a blocker (only dice can block, and only character dice: DM-9.3). The same
moment without an attacking die of the card ("While <self> is active, after blockers are
declared,") is no trigger the engine has and stays text only."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import NotRead, Trigger

GRAMMAR = r"""
%extend trigger: after_blockers
%extend target: each_blocking_die
after_blockers: ("while" | "when") "self" "is" "attacking" "," "after" "blockers" "are" \
                ("declared" | "assigned")
// "each blocking die": the core's determiner and combat word, then the bare noun
each_blocking_die: dice_det dice_combat "die"
"""


def _blocking(children: list[Any]) -> dict[str, Any]:
    (_, det), (_, combat) = children[0], children[1]
    if det not in ("each", "all") or combat != "blocking":
        raise NotRead("target")  # "target blocking die", "each attacking die": not these
    return {"target": "all_characters", "filters": {"blocker": True}}


RULES: dict[str, Any] = {
    "after_blockers": lambda c: Trigger("after_blockers_declared"),
    "each_blocking_die": _blocking,
}
