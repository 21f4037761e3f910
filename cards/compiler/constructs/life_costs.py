"""Additional costs paid in life (DM-12.2; engine games/engine/abilities/life_costs.py):
"your opponent must pay 3 life to declare blockers", "... 2 life to use an action die or a
Global Ability", "players must pay 2 life to activate a Global Ability (until end of turn)",
"your opponents must pay 3 life to block with a (mask) character die", "... 1 life per
character to block". The payer is "your opponent(s)" or "players"; a static ability holds
while its card is active, a trigger's lasts its duration on those players (DM-14.2). Other
deeds (fielding a named character, a target chosen) stay text only."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Effect, NotRead

GRAMMAR = r"""
%extend effect: life_cost
life_cost: (targets | global_payers) "must" ("pay" | "pays") number "life" life_deed duration?
life_deed: "to" ("use" | "activate") life_use ("or" life_use)? -> life_use_deed
         | "to" "declare" "blockers" -> life_block_deed
         | "to" "block" "with" blocker -> life_block_with
         | "per" ("character" | "character" "die" | "blocker") "to" "block" -> life_per_block
!life_use: ("a" | "an" | "each")? ("action" "die" | "global" "ability")
"""
_PAYERS = {"your opponents": "opponent", "players": "all_players"}


def _payer(who: Any) -> str:
    if isinstance(who, str):
        return _PAYERS[who]
    kinds = [t.get("target") for t in who] if isinstance(who, list) else []
    if kinds not in (["opponent"], ["all_players"]):
        raise NotRead("effect")  # "target opponent", "you": not this shape
    return str(kinds[0])


def _cost(children: list[Any]) -> list[Effect]:
    target = _payer(children[0])
    amount = next(c for c in children[1:] if isinstance(c, int))
    deed = next(c for c in children if isinstance(c, tuple) and c[0] == "deed")[1]
    more = dict(c for c in children if isinstance(c, tuple) and c[0] == "duration")
    return [{**d, "amount": amount, "target": target, **more} for d in deed]


def _uses(children: list[Any]) -> tuple[str, list[Effect]]:
    said = {str(c) for c in children}
    ops = [("life_to_use_action" if "action die" in s else "life_to_use_global") for s in said]
    return ("deed", [{"op": op} for op in sorted(set(ops))])


def _with(children: list[Any]) -> tuple[str, list[Effect]]:
    blocker = children[0]
    if "by" not in blocker:
        raise NotRead("effect")  # "a non-(mask) character die"
    by = blocker["by"]
    return ("deed", [{"op": "life_to_block", **({"by_filters": by} if by else {})}])


RULES: dict[str, Any] = {
    "life_cost": _cost,
    "life_use": lambda c: " ".join(str(x) for x in c if str(x) not in ("a", "an", "each")),
    "life_use_deed": _uses,
    "life_block_deed": lambda c: ("deed", [{"op": "life_to_block"}]),
    "life_block_with": _with,
    "life_per_block": lambda c: ("deed", [{"op": "life_per_blocker"}]),
}
