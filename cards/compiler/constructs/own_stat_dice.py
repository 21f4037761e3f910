"""Dice named by their A or D against this die's (games/engine/abilities/own_stats.py): "target
character die with D less than or equal to <self>'s D" (`defense_at_most_own`), "... with A
less than <self>'s A" (`attack_below_own`). The same stat on both sides only; the values
now, with every bonus; read only in a trigger whose die is in the Field Zone (`_settle`)."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Context, Effect, NotRead

GRAMMAR = r"""
%extend target: own_stat_dice
own_stat_dice: dice "with" self_stat "less" "than" own_or_equal? "self's" self_stat
!self_stat: "a" | "d"
own_or_equal: "or" "equal" "to"
"""
MARK = "$own_stat"
IN_FIELD = frozenset({"when_fielded", "when_attacks", "when_blocks", "when_blocked"})
NAMES = {("a", False): "attack_below_own", ("d", False): "defense_below_own",
         ("a", True): "attack_at_most_own", ("d", True): "defense_at_most_own"}  # fmt: skip


def _own_stat(children: list[Any]) -> Effect:
    dice: Effect = children[0]
    stats = [c for c in children if isinstance(c, str) and c != "equal"]
    equal = any(c == "equal" for c in children)
    if len(stats) != 2 or stats[0] != stats[1]:
        raise NotRead("target")  # "A less than <self>'s D": not a filter the engine has
    name = NAMES[(stats[0], equal)]
    filters = dict(dice.get("filters", {}))
    if name in filters:
        raise NotRead("target")
    return {**dice, "filters": {**filters, name: True}, MARK: True}


def _settle(effect: Effect, value: Any, context: Context) -> None:
    """Only where this die is in the Field Zone as the ability resolves (a trigger of its
    own fielding, attack or block): after "When <self> is KO'd" it shows no face to compare
    (its last A or D is not kept), so the line stays text only."""
    if context.selves != "die" or context.trigger not in IN_FIELD:
        raise NotRead("target")


MARKS = {MARK: _settle}
RULES = {
    "own_stat_dice": _own_stat,
    "self_stat": lambda c: str(c[0]),
    "own_or_equal": lambda c: "equal",
}
