"""An opponent's choice between two outcomes of an ability (DM-13.1; docs/rulings.md "Your
opponent chooses: either ... or ..."): "When <this> is KO'd, your opponent chooses: either
<this> deals 2 damage to them, or you gain 2 life".

The opponent (the one who plays next, as "your opponent" is: abilities/choosers.py) answers
one choice of the ability, the effect `choose` on target kind `opponent_either`, whose
options are `FIRST` and `SECOND` (no DECLINE: they must pick one). Each effect of the first
outcome carries the condition {"kind": "either_chosen", "option": 1}, of the second
{"option": 2} (with `choice`, the number of that answer, when the ability asks several,
abilities/answers.py): it happens only if that outcome was picked. An outcome that can do
nothing now may still be picked (DM-13.4: it then does nothing); the choice is the
opponent's, as printed.

Registered in `CONDITIONS` here, as abilities/main_step.py registers its condition
(abilities/targets.py imports this module)."""

from __future__ import annotations

from typing import Any

from games.engine.abilities.conditions import CONDITIONS, ConditionKind

EITHER = "opponent_either"  # the target kind of the answer: FIRST or SECOND
FIRST, SECOND = "either:1", "either:2"
OPTIONS = (FIRST, SECOND)


def chosen(ctx: Any, condition: Any) -> bool:
    """The outcome `option` (1 or 2) was picked: the answer to the ability's choice number
    `choice` (of several), or its only answer."""
    wanted = f"either:{int(condition.get('option', 1))}"
    choice = condition.get("choice")
    if choice is None:
        return bool(ctx.chosen == wanted)
    given = ctx.state.chosen
    return int(choice) < len(given) and given[int(choice)] == wanted


def outcome(effect: Any) -> int:
    """Which outcome an effect belongs to (1, 2), or 0 for one that happens either way."""
    condition = effect.condition
    if condition is None or condition.kind != "either_chosen":
        return 0
    return int(condition.get("option", 1))


# one of two outcomes the opponent picked (`option` 1 or 2; `choice`: that answer's number)
CONDITIONS["either_chosen"] = ConditionKind(
    chosen, frozenset({"option", "choice"}), needs_target=True
)

__all__ = ["EITHER", "FIRST", "OPTIONS", "SECOND", "chosen", "outcome"]
