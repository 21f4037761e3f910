"""Boomerang ("once this action die is used, roll it; an action face sends it to your Prep
Area"; docs/rulings.md "Boomerang"): its line is the keyword alone or with that reminder.
It is no ability of its own: read as one, its player could resolve it before the die's own
effect, and "after using" comes after. So the roll is appended as the last effect of the
card's one action ability (effect `boomerang`, engine abilities/effects/boomerang.py) and
the card lists the keyword (games/engine/keywords/boomerang.py), whose line then only names
it. A card with no action ability, or with more than one ability, stays text only."""

from __future__ import annotations

import re
from typing import Any

from cards.compiler.parts import NotRead

NAME = "boomerang"
_LINE = re.compile(
    r"^boomerang\.?(?: \(after using (?:self|this die), roll it\. if you roll an"
    r" (?:\(a\)|@action|action) face, add it to your prep area\.?\)\.?)?$"
)
# the die rolled where its use left it; on an action face to the Prep Area, else where a
# used die goes: Out of Play stays there; in use in the Reserve Pool (2014) to the Used Pile
EFFECT: dict[str, Any] = {
    "op": NAME,
    "target": "this_die",
    "rolled": {
        "face": "action",
        "effects": [{"op": "move_die", "target": "rolled_die", "zone": "prep"}],
        "otherwise": [
            {
                "op": "move_die",
                "target": "rolled_die",
                "zone": "used",
                "filters": {"zone": "reserve"},
            }
        ],
    },
}


def named(words: str) -> bool:
    """The normalised line only names Boomerang (with its reminder, if any)."""
    return bool(_LINE.match(words))


def appended(kind: str, abilities: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The card's abilities with the roll as its action ability's last effect; NotRead if
    the card is no action card, or has other abilities than that one (a burst's or a
    second line's would be ordered with it, and could come after the roll)."""
    if kind != "action" or len(abilities) != 1 or abilities[0].get("trigger") != "action":
        raise NotRead(f"keyword:{NAME}")
    ability = abilities[0]
    return [{**ability, "effects": [*ability.get("effects", ()), EFFECT]}]
