"""An action die's burst lines (DM-17): "(burst)" one burst, "(burst)(burst)" two,
"(burst)/(burst)(burst)" either; "Also," adds to the text, "Instead," replaces it (DM-17.3).
"Instead, deal 3 damage." after a text that deals damage once is that damage, new amount."""

from __future__ import annotations

from typing import Any

from cards.compiler.core import first, words
from cards.compiler.parts import Opening

GRAMMAR = r"""
%extend opening: burst_opening
%extend effect: damage_amount
burst_opening: burst_marks ":"? burst_mode?
burst_marks: burst_mark ("/" burst_mark)*
burst_mark: BURST+
BURST: "@burst"
!burst_mode: ("also" | "instead") ","?
damage_amount: "deal" number "damage"
"""


def _opening(children: list[Any]) -> Opening:
    counts = children[0]
    mode = next((c for c in children if isinstance(c, str)), "")
    return Opening("burst", extra={"bursts": counts, "mode": mode})


RULES = {
    "burst_opening": _opening,
    "burst_marks": lambda c: sorted(set(c)),
    "burst_mark": len,
    "burst_mode": lambda c: "instead" if "instead" in words(c) else "also",
    # only a burst's "Instead" reads it (cards/compiler/lines.py)
    "damage_amount": lambda c: [{"op": "deal_damage", "amount": first(c, int),
                                 "target": "$amount_only"}],
}  # fmt: skip
