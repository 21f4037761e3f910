"""Capture (DM-23.1): "capture target opposing character die (return it at end of turn)",
"capture an opposing character until the start of your next turn", "capture all opposing
(fist) characters until <self> leaves the Field Zone". The dice are named as a move names
them (constructs/moves.py: "target" targets, "a"/"an" chooses, "all" takes every one); how
long it lasts is the end of the turn unless said (DM-23.1, DM-14.2)."""

from __future__ import annotations

from typing import Any

from cards.compiler.constructs.moves import picked
from cards.compiler.parts import Effect, NotRead

GRAMMAR = r"""
%extend effect: capture
capture: "capture" moved capture_from? capture_for?
capture_from: "from" move_whose move_zone | "in" move_whose move_zone
capture_for: _until_eot | "(" _until_eot ")" | "(" _return_eot ")"
           | "until" "the" "start" "of" "your" "next" "turn" -> capture_next
           | "until" "self" "leaves" "the" "field" "zone"? -> capture_while
_until_eot: "until" "the"? "end" "of" "the"? "turn"
_return_eot: "return" ("it" | "them") "at" "the"? "end" "of" "the"? "turn"
"""


def _capture(children: list[Any]) -> list[Effect]:
    moved = children[0]
    if moved.get("self"):
        raise NotRead("zone_move")  # this die captures; it is never captured by itself
    source = next((c for c in children if isinstance(c, tuple) and c[0] == "from"), None)
    duration = next((c for c in children if isinstance(c, str)), "")
    effect = picked(moved, source, "capture")
    return [{**effect, **({"duration": duration} if duration else {})}]


RULES = {
    "capture": _capture,
    "capture_from": lambda c: ("from", {"your": "your"}.get(c[0], "opposing"), c[1]),
    "capture_for": lambda c: "",
    "capture_next": lambda c: "next_turn",
    "capture_while": lambda c: "while_in_field",
}
