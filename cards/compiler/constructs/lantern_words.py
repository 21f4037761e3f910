"""Lantern words (Green Lantern sets): the "(wl)" icon is any Lantern Corps color, each an
affiliation of its own (docs/rulings.md "Lantern colors"). "your (wl) characters" and "if
another (wl) is active" name a die of any of them (filter `affiliation_any`, games/engine/
abilities/either_filters.py); "if you have three or more active (wl) colors" counts the
distinct colors among your active characters (engine count `your_lantern_colors`, DM-18.5).
"""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import NotRead

# The import's Lantern Corps affiliations (Violet is "purple"): the engine's
# abilities/counts.py LANTERN_COLORS, the same names (tests/cards/compiler/test_lantern_words.py)
LANTERN_ANY = (
    "blacklantern bluelantern greenlantern indigo orange purple redlantern whitelantern "
    "yellowlantern"
)
LANTERN = "#lantern"  # the icon as the grammar's parts carry it

GRAMMAR = r"""
%extend dice_icon: lantern_icon
// (as an affiliation's icon, only in the noun: "active (wl) colors", "another (wl)")
%extend cond_noun: lantern_icon lantern_noun?
lantern_icon: "(" "wl" ")"
!lantern_noun: "colors" | "characters" | "character" ("dice" | "die")?
"""


def colors(parts: dict[str, Any], mods: list[str]) -> dict[str, Any] | None:
    """ "you have three or more active (wl) colors": the count of yours (None: no colors
    said). Only yours, active, counted as a bound."""
    if parts.get("noun") != "colors":
        return None
    bound, another = parts["amount"]
    if LANTERN not in mods or set(mods) - {LANTERN, "active"} or another or "zone" in parts:
        raise NotRead("condition")
    if parts.get("who") != "yours":
        raise NotRead("condition")  # another player's colors: no such count
    return {"kind": "count", "count": "your_lantern_colors", **bound}


def any_color(filters: dict[str, Any]) -> dict[str, Any]:
    """The "(wl)" icon's affiliation filter as a filter of any Lantern color."""
    if filters.get("affiliation") == LANTERN[1:]:
        if "affiliation_any" in filters:
            raise NotRead("target")
        filters["affiliation_any"] = LANTERN_ANY
        del filters["affiliation"]
    return filters


RULES: dict[str, Any] = {
    "lantern_icon": lambda c: LANTERN,
    "lantern_noun": lambda c: " ".join(map(str, c)),
}
