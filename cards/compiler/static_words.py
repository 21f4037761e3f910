"""The words of a static ability's line checked for a duration (cards/compiler/lines.py
`_static_checks`: "until end of turn" is no static's, DM-14.3), less those its condition
explains: "this turn" of a condition on the turn's record ("as long as you have not fielded
any character dice this turn"), and "(until end of turn)" after a condition on the dice a die
is engaged with ("while blocking (aff) character dice (until end of turn)": a die is engaged,
or attacks, only in a turn's Attack Step, so the reminder says no more than the static;
constructs/engaged_kinds.py, attacking_with.py), and the turn of a price paid to ignore the
static ("... may pay (1) to ignore this effect until end of turn": one payment a turn,
constructs/waivers.py; the grammar reads the phrase nowhere else)."""

from __future__ import annotations

import re
from typing import Any

# conditions on what happened this turn (constructs/turn_records.py: purchases, actions used)
_TURN_RECORDS = ("fielded", "damaged", "purchased", "used_action")
_WAIVED = re.compile(
    r"ignore this effect(?: for all \S+ dice)? (?:until (?:the )?end of (?:the )?turn"
    r"|for the turn|for this turn|for the rest of (?:the|this) turn)"
)


def on_turn_record(condition: dict[str, Any]) -> bool:
    """The condition (or one part of an `all`) is on the turn's record: its "this turn"."""
    parts = condition.get("of", []) if condition.get("kind") == "all" else [condition]
    return any(p.get("kind") in _TURN_RECORDS for p in parts)


def _in_combat(condition: dict[str, Any]) -> bool:
    """A condition on the die asked about being engaged, or attacking (attacking_with.py)."""
    parts = condition.get("of", []) if condition.get("kind") == "all" else [condition]
    return any(
        p.get("kind") == "engaged"
        or (p.get("kind") == "this_die" and p.get("filters", {}).get("zone") == "attack")
        for p in parts
    )


def said(words: str, condition: dict[str, Any]) -> list[str]:
    """The words of the line, those its condition explains left out."""
    if on_turn_record(condition):
        words = words.replace(" this turn", "", 1)
    if _in_combat(condition):
        words = words.replace(" (until end of turn)", "", 1)
    words = _WAIVED.sub("ignore this effect", words)
    return re.findall(r"[a-z']+", words.replace("must attack each turn", "must attack"))
