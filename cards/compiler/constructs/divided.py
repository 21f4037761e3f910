"""Damage divided among chosen dice (DM-16; Range's "you can choose multiple targets"):
an amount "divided as you choose among up to" N target opposing character dice, an amount
divided "any way you choose" to any number of opposing character dice, an amount "divided
among up to" N (aff) character dice (divided by its controller, "as you choose" or
not), "any number of target opposing character dice" (each one targeted, DM-13.1). The
whole amount is divided, at least 1 each (the engine's `split`), so "up to N" targets is read
only when N is at least the amount (N fewer than the amount would need a limit the engine
lacks)."""

from __future__ import annotations

from typing import Any

from cards.compiler.core import first
from cards.compiler.parts import Effect, NotRead

GRAMMAR = r"""
%extend effect: damage_divided
damage_divided: "deal" number "damage" _divided _among divided_whom
              | (self_ref ("deals" | "deal") | "deal") "damage" own_amount _divided _among \
                divided_whom -> damage_divided_equal
_among: "among" | "amongst" | "to"
divided_whom: targets | divided_any targets
!divided_any: "any" "number" "of" "target"?
_divided: ("divided" | "distributed") (("as" | "how" | "any" "way") "you" "choose")?
"""
# "any number of <dice>": each one the controller chooses (DM-13.3: not targeted)
ANY = {"all_opposing_characters": "choose_opposing_die", "all_your_characters": "choose_your_die",
       "all_characters": "choose_die"}  # fmt: skip
# "any number of target <dice>": each one targeted (DM-13.1), as many as its controller names
TARGETED = {"all_opposing_characters": "target_opposing_die",
            "all_your_characters": "target_your_die", "all_characters": "target_die"}  # fmt: skip
CHOSEN = frozenset({"target_die", "target_opposing_die", "target_your_die"})


def _whom(children: list[Any]) -> list[Effect]:
    found = next(c for c in children if isinstance(c, list))
    if len(found) != 1:
        raise NotRead("choice")
    (target,) = found
    if "any" in children or "any_target" in children:
        if target["target"] not in ANY or "up_to" in target:
            raise NotRead("choice")
        kinds = ANY if "any" in children else TARGETED  # "any number of target ...": targeted
        return [{**target, "target": kinds[target["target"]], "$any": True}]
    if target["target"] not in CHOSEN and target["target"] not in ANY.values():
        raise NotRead("choice")
    return [target]


def _divided(children: list[Any]) -> list[Effect]:
    amount = first(children, int)
    (target,) = next(c for c in children if isinstance(c, list))
    target = dict(target)
    most = target.pop("up_to", 0)
    if not target.pop("$any", False) and (not most or most < amount):
        raise NotRead("choice")  # one target, or fewer targets than the amount: no limit
    return [{"op": "deal_damage", "amount": amount, "split": True, **target}]


def _divided_equal(children: list[Any]) -> list[Effect]:
    """Damage "equal to" her D (or a count) divided among "any number of" target dice: the
    amount a count (constructs/equal_to.py's own_amount, this die's A or D for one), counted
    as the choice is made (the engine's `split` with `per`); "any number of" targets only,
    since "up to N" would need N at least an amount not known yet."""
    own = next(c[1] for c in children if isinstance(c, tuple) and c[0] == "own")
    (target,) = next(c for c in children if isinstance(c, list))
    target = dict(target)
    if not target.pop("$any", False):
        raise NotRead("choice")  # "up to N" or one target: no bound the count is sure to keep
    return [{"op": "deal_damage", "split": True, **target, **own}]  # (own: its die's marks)


RULES = {
    "damage_divided": _divided,
    "damage_divided_equal": _divided_equal,
    "divided_whom": _whom,
    "divided_any": lambda c: "any_target" if str(c[-1]) == "target" else "any",
}
