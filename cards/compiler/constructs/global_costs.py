"""Globals that cost more (DM-8.17; the engine's abilities/costs.py `global_cost`): "your
opponents pay (1) more to use each Global Ability", "each player must pay (1) more to use
a Global Ability", "Global Abilities cost (1) more to use": `increase_global_cost` on
"opponent" or "all_players", read by a static while its card is active (DM-18.1). A limit
on when it holds ("during your turn") is not read: such a line stays text only."""

from __future__ import annotations

from typing import Any

from cards.compiler.core import words
from cards.compiler.parts import NotRead

GRAMMAR = r"""
%extend effect: global_more | globals_cost_more
// "Global Abilities cost (1) more to use": every player's (as printed)
globals_cost_more: "global" "abilities" "cost" COSTNUM "more" "energy"? "to" ("use" | "activate")
global_more: (targets | global_payers) "must"? ("pay" | "pays") COSTNUM "more" "energy"? \
             "to" ("use" | "activate") ("each" | "a") "global" ("ability" | "abilities")
!global_payers: "your" "opponents" | "players"
"""
_PAYERS = {"your opponents": "opponent", "players": "all_players"}


def _more(children: list[Any]) -> list[dict[str, Any]]:
    who = children[0]
    target = _PAYERS[who] if isinstance(who, str) else [t.get("target") for t in who]
    if isinstance(target, list):
        if target not in (["opponent"], ["all_players"]) or len(who[0]) != 1:
            raise NotRead("effect")
        target = target[0]
    amount = int(str(next(c for c in children if getattr(c, "type", "") == "COSTNUM"))[1:])
    return [{"op": "increase_global_cost", "amount": amount, "target": target}]


def _all_more(children: list[Any]) -> list[dict[str, Any]]:
    amount = int(str(next(c for c in children if getattr(c, "type", "") == "COSTNUM"))[1:])
    return [{"op": "increase_global_cost", "amount": amount, "target": "all_players"}]


RULES = {"global_more": _more, "global_payers": words, "globals_cost_more": _all_more}
