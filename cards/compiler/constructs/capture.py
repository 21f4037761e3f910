"""Capture (DM-23.1): "capture target opposing character die (return it at end of turn)",
"capture an opposing character until the start of your next turn", "capture all opposing
(fist) characters until <self> leaves the Field Zone". The dice are the dice phrase's
(constructs/targets.py: "target" targets, "a"/"an" chooses, "all" takes every one), in the
Field Zone; how long it lasts is the end of the turn unless said (DM-23.1, DM-14.2)."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Effect, NotRead

DICE = frozenset({
    "target_die", "target_opposing_die", "target_your_die", "choose_die", "choose_opposing_die",
    "choose_your_die", "all_characters", "all_opposing_characters", "all_your_characters",
})  # fmt: skip

GRAMMAR = r"""
%extend effect: capture
capture: "also"? "capture" targets capture_for?
capture_for: _until_eot | "(" _until_eot ")" | "(" _return_eot ")"
           | "until" "the" "start" "of" "your" "next" "turn" -> capture_next
           | "until" "self" "leaves" "the" "field" "zone"? -> capture_while
_until_eot: "until" "the"? "end" "of" "the"? "turn"
_return_eot: "return" ("it" | "them") _to_its_field? "at" "the"? "end" "of" "the"? "turn"
// where a captured die returns to is where it was captured from anyway (DM-23.1)
_to_its_field: "to" ("your" "opponent's" | "its" "owner's") "field" "zone"?
"""


def _capture(children: list[Any]) -> list[Effect]:
    found = children[0]
    duration = next((c for c in children if isinstance(c, str)), "")
    if any(t["target"] not in DICE for t in found):
        raise NotRead("zone_move")  # a player, this die (it captures, it is not captured)
    return [{"op": "capture", **t, **({"duration": duration} if duration else {})} for t in found]


RULES = {
    "capture": _capture,
    "capture_for": lambda c: "",
    "capture_next": lambda c: "next_turn",
    "capture_while": lambda c: "while_in_field",
}
