"""Rerolls of your own dice in your Reserve Pool, and a count of the symbols they show: up to N
target dice of your Reserve Pool rerolled, then damage to a target opponent for each die showing
one of the named symbols. (DM-22.1: a die rerolled in the Reserve Pool stays there on its new
face; "up to N": 1 to N chosen, one roll of them all; "target": targeted, DM-13.1; "a die":
one of yours chosen, not targeted).

"For each (fist) or (mask) rolled[ this way], <effect>" is the reroll's outcome counted by
symbol (`symbols`, abilities/rolled_symbols.py): the effect once, its amount times the
symbols of those types the rerolled dice show. roll_outcomes.attach puts it into the
reroll just before; after anything else it is not read. A count of a (wild) or of dice
("for each die that rolled ...") is not this construct's."""

from __future__ import annotations

from typing import Any

from lark import Token

from cards.compiler.parts import Effect, NotRead

GRAMMAR = r"""
%extend effect: reserve_reroll | symbols_rolled
reserve_reroll: "reroll" reserve_which reserve_noun "in" "your" "reserve" "pool"
reserve_which: "up" "to" number reserve_target? -> reserve_upto
             | reserve_target
             | "all" "the"? -> reserve_all
             | "a" -> reserve_one
!reserve_target: "target"
!reserve_noun: "die" | "dice"
symbols_rolled: "for" "each" ICON ("or" ICON)? "rolled" ("this" "way")? ","? effect
"""
SYMBOLS = "$symbols"  # the symbols an outcome counts (roll_outcomes.py takes it off)
ROLLED = "$rolled"  # (roll_outcomes.ROLLED: the count of a roll's outcome)
COUNTED = frozenset({"deal_damage", "gain_life", "lose_life", "modify_attack", "modify_defense",
                     "modify_stats"})  # fmt: skip


def _reroll(children: list[Any]) -> list[Effect]:
    (pick, most), noun = children[0], str(children[1])
    if pick == "one":  # "a die": one of yours chosen, not targeted (DM-13.1)
        if noun != "die":
            raise NotRead("target")
        return [{"op": "reroll", "target": "choose_your_die", "filters": {"zone": "reserve"}}]
    if (noun == "dice") is (pick == "target"):
        raise NotRead("target")  # "target dice", "all die", "up to 2 target die"
    kind = {"target": "target_your_die", "all": "all_your_dice"}.get(pick, "choose_your_die")
    effect: Effect = {"op": "reroll", "target": kind, "filters": {"zone": "reserve"}}
    if pick.startswith("up_to"):
        if most < 2:
            raise NotRead("choice")
        effect["up_to"] = most
        if pick == "up_to_target":
            effect["target"] = "target_your_die"
    return [effect]


def _upto(children: list[Any]) -> tuple[str, int]:
    most = next(c for c in children if isinstance(c, int))
    targeted = any(c == "target" for c in children)
    return ("up_to_target" if targeted else "up_to", most)


def _symbols(children: list[Any]) -> list[Effect]:
    icons = [str(c)[1:] for c in children if isinstance(c, Token) and c.type == "ICON"]
    found = children[-1] if isinstance(children[-1], list) else [children[-1]]
    if "wild" in icons or len(set(icons)) != len(icons):
        raise NotRead("count")  # (a (wild) rolled: not a symbol of a type)
    if any(e.get("op") not in COUNTED or "per" in e or "condition" in e for e in found):
        raise NotRead("count")
    return [{**e, "per": ROLLED, SYMBOLS: " ".join(icons)} for e in found]


RULES = {
    "reserve_reroll": _reroll,
    "reserve_upto": _upto,
    "reserve_which": lambda c: ("target", 0),
    "reserve_all": lambda c: ("all", 0),
    "reserve_one": lambda c: ("one", 0),
    "reserve_target": lambda c: "target",
    "reserve_noun": lambda c: str(c[0]),
    "symbols_rolled": _symbols,
}
