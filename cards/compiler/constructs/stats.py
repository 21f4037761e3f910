"""A and D (DM-14.1, DM-16.1): "<dice> get(s)/gain(s) +2A", "+1A and +1D", "+1A/+1D",
"-1A", "+2 attack", "give <dice> +2A"; until Cleanup, or with "until the start of your next
turn" persistent until then (DM-14.2)."""

from __future__ import annotations

from typing import Any

from cards.compiler.constructs.reroll import dice_only
from cards.compiler.core import duration_of
from cards.compiler.parts import Effect, NotRead

GRAMMAR = r"""
%extend effect: stat_change | stat_give
stat_change: targets ("gets" | "get" | "gains" | "gain" | "have" | "has") stat_mods duration?
stat_give: "give" targets stat_mods duration?
stat_mods: STAT (("and" | "/" | ",") STAT)?
"""
OPS = {"a": "modify_attack", "d": "modify_defense"}


def _mods(children: list[Any]) -> dict[str, int]:
    changes = {str(t)[-1]: int(str(t)[:-1]) for t in children}
    if len(changes) != len(children):
        raise NotRead("unparsed")  # "+1A and +2A"
    return changes


def _change(children: list[Any]) -> list[Effect]:
    found, changes = children[0], children[1]
    more = duration_of(children)
    if changes.get("a") is not None and changes.get("a") == changes.get("d"):
        ops = [("modify_stats", changes["a"])]
    else:
        ops = [(OPS[k], v) for k, v in changes.items()]
    # dice only: a player has no A or D ("you get +2D" is no stat change)
    return dice_only([{"op": op, "amount": n, **more, **t} for t in found for op, n in ops])


RULES = {"stat_change": _change, "stat_give": _change, "stat_mods": _mods}
