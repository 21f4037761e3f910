"""A card its dice may not be bought with Wild energy (DM-2.2 made narrower by card text):
"you may not use (wild) energy to purchase <self>", with or without the rider "this text may
not be ignored" (where its dice are bought no effect takes text away: engine
abilities/wild_bars.py). The engine's `no_wild_purchase` static on `this_card`, kept whether
or not the card is active. Another energy type ("(mask) energy": no rule reads it), another
deed ("to field") or dice other than its own stay text only. ("@wild" is a word of its own
in the grammar, not an ICON: constructs/counts.py.)"""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Effect

GRAMMAR = r"""
%extend effect: wild_bar
wild_bar: "you" _cant "use" "@wild" "energy" "to" "purchase" "self" wild_rider?
wild_rider: "," "this" "text" _cant "be" "ignored"
"""


def _bar(children: list[Any]) -> list[Effect]:
    return [{"op": "no_wild_purchase", "target": "$self"}]  # (its card: lines.py settles it)


RULES: dict[str, Any] = {"wild_bar": _bar, "wild_rider": lambda children: "rider"}
