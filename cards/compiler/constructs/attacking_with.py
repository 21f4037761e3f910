"""A character's own static while it attacks along with a die of a kind (DM-9.1: the attackers
are declared together, and stay attacking in the Attack Zone): "<self> gains +2A and +2D while
attacking with a (dcv) character die (until end of turn)". The condition is asked of each die
of the card (as constructs/own_combat.py's "while attacking"): that die is attacking, and
another attacking die of its player is of the kind (conditions `this_die` and `dice` with
`other`). "(until end of turn)" says no more than the static: the dice attack only in the
Attack Step (cards/compiler/static_words.py). "At least one", "two", or a phrase of no kind
stay text only."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import NotRead

GRAMMAR = r"""
%extend own_engaged: attacking_with
attacking_with: ("while" | "when") "attacking" "with" dice until_turn?
"""
ATTACKING = {"zone": "attack", "blocker": False}  # there to attack, not to block (DM-9.1)
_ONE = frozenset({"choose_die", "choose_your_die"})  # "a (dcv) character die"
_REFUSED = frozenset({"zone", "blocker", "blocked", "unblocked", "other_card"})


def _attacking_with(children: list[Any]) -> dict[str, Any]:
    dice = children[0]
    if set(dice) - {"target", "filters"} or dice["target"] not in _ONE:
        raise NotRead("condition")  # "attacking with target ...", "with up to 2 ..."
    filters = dict(dice.get("filters", {}))
    if not filters or set(filters) & _REFUSED:
        raise NotRead("condition")
    fellow = {"kind": "dice", "whose": "yours", "other": True, "at_least": 1,
              "filters": {**filters, **ATTACKING}}  # fmt: skip
    return {"kind": "all", "of": [{"kind": "this_die", "filters": dict(ATTACKING)}, fellow]}


RULES: dict[str, Any] = {"attacking_with": _attacking_with}
