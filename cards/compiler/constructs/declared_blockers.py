"""Dice named by their part in the combat (issue 16): "all character dice declared as
blockers" is every blocking character die (DM-9.3), as "all blocking character dice" reads
(constructs/targets.py: the filter `blocker`). Only with "all"/"each" dice: "target
character die declared as a blocker" stays text only."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Effect, NotRead

GRAMMAR = r"""
%extend target: declared_blockers
declared_blockers: dice "declared" "as" "blockers"
"""
_EACH = frozenset({"all_characters", "all_opposing_characters", "all_your_characters"})


def _blockers(children: list[Any]) -> Effect:
    dice = children[0]
    filters = dict(dice.get("filters", {}))
    if dice.get("target") not in _EACH or set(dice) - {"target", "filters"} or "blocker" in filters:
        raise NotRead("target")
    return {**dice, "filters": {**filters, "blocker": True}}


RULES: dict[str, Any] = {"declared_blockers": _blockers}
