"""A character's burst text that is a static of its own dice (DM-17.1 to DM-17.3, DM-14.3):
"(burst) <self> can't be blocked.", "(burst)(burst) <self> gets +2A." on a card with no
triggered ability for it to add to. Its effects hold for this card's dice that show a face
with exactly that many bursts (filter `bursts`; DM-17.2: one burst matches only one-burst
text), read as the card's own static line is (cards/compiler/lines.py). "Instead" text, a
"*/**" line, or effects on other dice stay with burst_lines.burst (text only there)."""

from __future__ import annotations

import re
from typing import Any

from cards.compiler import lines
from cards.compiler.parts import Line, NotRead

_TURN = re.compile(r"\bturn\b")  # "this turn", "until end of turn": no static's (DM-14.3)
# and a die sent elsewhere than the Used Pile as it leaves the field (engine
# abilities/used_instead.py: a static of this card's dice)
_OPS = lines.STATIC_OPS | {"used_pile_to"}
# what a condition on the die itself may say as the static's filter (constructs/self_dealt.py)
_OWN_FILTERS = frozenset({"damaged_a_player", "dealt_at_least"})


def static(
    line: Line, text: str, kind: str, abilities: list[dict[str, Any]], code: str = ""
) -> dict[str, Any] | None:
    """The static ability record of a burst line, or None if it is not one."""
    counts = line.extra["bursts"]
    base = [a for a in abilities if a["trigger"] != "static" and "bursts" not in a]
    if kind != "character" or base or len(counts) != 1 or line.extra["mode"] == "instead":
        return None
    try:
        read = lines.effects_of(line.body, "card", code)
    except NotRead:
        return None
    effects = read.effects
    if not read.own or read.optional or read.refers or read.pay:
        return None
    if any(e["op"] not in _OPS or e.get("target") != "this_card" for e in effects):
        return None
    effects = [_own_condition(e) for e in effects]
    if any("duration" in e or "condition" in e for e in effects) or _TURN.search(text.lower()):
        raise NotRead("static")  # "this turn", "if ...": no static of a face
    faced = [{**e, "filters": {**e.get("filters", {}), "bursts": counts[0]}} for e in effects]
    return lines.ability("static", text, lines.Read(faced, own=True))


def _own_condition(effect: dict[str, Any]) -> dict[str, Any]:
    """ "(burst) If <self> damaged your opponent, return <self> to the Prep Area instead of
    the Used Pile": a condition on this card's die itself is a filter of the dice the static
    names (each asked as it leaves the field); any other condition stays (not read)."""
    condition = effect.get("condition") or {}
    filters = condition.get("filters", {})
    if condition.get("kind") != "this_die" or condition.get("unless") or not filters:
        return effect
    if not set(filters) <= _OWN_FILTERS or effect["op"] != "used_pile_to":
        return effect
    rest = {k: v for k, v in effect.items() if k != "condition"}
    return {**rest, "filters": {**effect.get("filters", {}), **filters}}
