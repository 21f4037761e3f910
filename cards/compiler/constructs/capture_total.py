"""A capture of several dice under a total fielding cost, lasting until its player damages
an opponent (DM-23.1: "The capture will end when specified in the card text"): a die
taking as many opposing characters as it likes whose fielding costs add up to 4 at most,
held until something cancels it or its player next damages the opponent (a bracket sending
the captured dice back to the field). The dice: opposing character dice in the Field Zone, chosen,
not targeted (DM-13.1),
as many as fit together (the filter `total_field_cost`, abilities/total_cost.py). How long:
`until_damage` (abilities/effects/capture.py), said in the sentence after the capture, which
`lasting` puts into it (cards/compiler/lines.py). "Until canceled": an action die cancelled
as it is used does nothing at all (constructs/cancel.py), so it says no more."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Effect, NotRead
from games.engine.abilities.total_cost import ANY_NUMBER

LASTS = "$capture_lasts"  # the sentence saying how long the capture before it lasts

GRAMMAR = r"""
%extend effect: capture_total | capture_lasts
capture_total: "self" "captures" "any" "number" "of" "opposing" \
    ("characters" | "character" "dice") "with" "a" "total" "fielding" "cost" "of" INT "or" "less"
capture_lasts: "this" ("effect" | "capture") "lasts" "until" ("canceled" "or")? "you" "damage" \
    "your" "opponent" ("(" "return" "the" "captured" ("die" | "dice") "to" "the" "field" ")")?
"""


def _total(children: list[Any]) -> list[Effect]:
    most = int(children[0])
    if most < 1:
        raise NotRead("zone_move")
    return [{"op": "capture", "target": "choose_opposing_die", "up_to": ANY_NUMBER,
             "filters": {"total_field_cost": most}}]  # fmt: skip


def lasting(effects: list[Effect], effect: Effect) -> bool:
    """Whether `effect` says how long the capture just before it lasts (which then lasts
    that long); NotRead after anything but this construct's capture, or one said twice."""
    if effect["op"] != LASTS:
        return False
    capture = effects[-1] if effects else {}
    if "total_field_cost" not in capture.get("filters", {}) or "duration" in capture:
        raise NotRead("zone_move")  # (another capture says its length in its own words)
    capture["duration"] = "until_damage"
    return True


RULES = {
    "capture_total": _total,
    "capture_lasts": lambda c: [{"op": LASTS}],
}
