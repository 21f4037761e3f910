"""One stat made equal to the other, and two dice fighting (DM-14.1, DM-16.1; the engine's
d_equals_a / a_equals_d, abilities/effects/swap_stats.py, and fight, effects/fight.py):
"target character die has D equal to its A (until end of turn)", "your Fist character dice
have A equal to their D", "target character die you control and target opposing character
die deal damage to each other equal to their A".

A stat made equal to the other is an applied effect: until Cleanup whatever the text adds
(docs/rulings.md "A stat equal to the other"). The fight names exactly two target dice: the
first is a choice the second's effect reads (the filter `of_choice`); any other number of
dice, a player, or a stat other than A stays text only."""

from __future__ import annotations

from typing import Any

from lark import Token

from cards.compiler.constructs.reroll import dice_only
from cards.compiler.parts import Effect, NotRead

GRAMMAR = r"""
%extend effect: stat_equal | fight
stat_equal: targets ("has" | "have") equal_stat "equal" "to" _stat_whose equal_stat duration?
!equal_stat: "a" | "d"
_stat_whose: "its" | "their" | "his" | "her"
fight: targets "deal" "damage" "to" "each" "other" "equal" "to" "their" "a"
"""
_OPS = {("d", "a"): "d_equals_a", ("a", "d"): "a_equals_d"}
# the target kinds that name one die each (cards/compiler/several.py)
_ONE_DIE = frozenset({"target_die", "target_opposing_die", "target_your_die"})


def _stat_equal(children: list[Any]) -> list[Effect]:
    stats = [c for c in children if isinstance(c, str) and c in ("a", "d")]
    op = _OPS.get((stats[0], stats[1])) if len(stats) == 2 else None
    if op is None:
        raise NotRead("count")  # "A equal to its A": nothing to read
    return dice_only([{"op": op, **t} for t in children[0]])


def _fight(children: list[Any]) -> list[Effect]:
    named = dice_only(list(children[0]))
    if len(named) != 2 or any(t["target"] not in _ONE_DIE or "up_to" in t for t in named):
        raise NotRead("choice")  # two target dice, one each
    first, second = named
    if first["target"] == second["target"] and first.get("filters") == second.get("filters"):
        raise NotRead("choice")  # two choices the engine could not tell apart
    filters = {**second.get("filters", {}), "of_choice": 0}
    return [{"op": "choose", **first}, {"op": "fight", **second, "filters": filters}]


def _word(children: list[Any]) -> str:
    return str(next(c for c in children if isinstance(c, Token)))


RULES = {"stat_equal": _stat_equal, "fight": _fight, "equal_stat": _word}
