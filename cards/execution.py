"""Does the engine execute a card's text, or is it shown as text only? One place decides.

The engine's ability framework (helper eng) is growing its vocabulary; until it exposes its
own check, this module asks the engine's card loader and the trigger names its code fires,
and lists every reason a card is text only. When the engine's function lands, `status` calls
it instead; nothing else in the project decides this.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from cards.vocabulary import KEYWORDS, keyword_base, keyword_label
from games.engine import card_from_dict

# The triggers games/engine fires today (decide.py, effects.py, flow.py).
ENGINE_TRIGGERS = frozenset(
    {
        "when_fielded", "when_attacks", "when_blocks", "when_blocked", "when_damaged",
        "when_kod", "start_of_turn", "end_of_turn", "action", "static",
    }
)  # fmt: skip
# A static ability changes its own card's A and D, nothing else yet (stats.py).
STATIC_OPS = frozenset({"modify_attack", "modify_defense"})
PLACEHOLDER_FACE = {"kind": "energy", "symbols": ["generic"]}
# Keywords with an engine module (games/engine/keywords/<name>.py); none yet.
ENGINE_KEYWORDS: frozenset[str] = frozenset()


@dataclass(frozen=True, slots=True)
class Execution:
    """`executed`: everything printed on the card is engine data the engine runs."""

    executed: bool
    has_faces: bool
    reasons: tuple[str, ...] = ()


def is_reminder(line: str, keywords: list[str]) -> bool:
    """A line that only names one of the card's keywords ("Overcrush (reminder text)."): the
    keyword's own check covers it. "Energize - <effect>" carries more, so it does not."""
    for key in keywords:
        name = re.escape(KEYWORDS.get(key, key))
        if re.match(rf"^\s*{name}(\s+\d+)?\s*(\(.*\))?\s*\.?\s*$", line, re.IGNORECASE):
            return True
    return False


def has_faces(raw: Mapping[str, Any]) -> bool:
    """All six faces known (a Basic Action Card uses the Basic Action Die's)."""
    faces = raw.get("faces")
    if faces is None:
        return raw.get("kind") == "basic_action"
    return isinstance(faces, list) and len(faces) == 6


def status(raw: Mapping[str, Any]) -> Execution:
    """Executed, or text only and why (each reason names the text or keyword)."""
    reasons: list[str] = []
    faces = has_faces(raw)
    keywords = [keyword_base(k) for k in raw.get("keywords", ()) or ()]
    for line in raw.get("text", ()) or ():
        if not is_reminder(line, keywords):
            reasons.append(f"text only: {line}")
    for keyword in raw.get("keywords", ()) or ():
        if keyword_base(keyword) not in ENGINE_KEYWORDS:
            reasons.append(f"keyword not executed yet: {keyword_label(keyword)}")
    for ability in raw.get("abilities", ()) or ():
        if ability.get("trigger") not in ENGINE_TRIGGERS:
            reasons.append(f"trigger not executed: {ability.get('trigger')}")
        elif not ability.get("effects"):
            reasons.append(f"text only: {ability.get('text', '')}")
        elif ability.get("trigger") == "static" and not all(
            effect.get("op") in STATIC_OPS and effect.get("target") == "this_card"
            for effect in ability["effects"]
        ):
            reasons.append(f"static effect not executed: {ability.get('text', '')}")
    for ability in raw.get("globals", ()) or ():
        if not ability.get("effects"):
            reasons.append(f"text only: {ability.get('text', '')}")
    try:
        # Without faces, stand-in faces let the loader check the abilities all the same.
        card_from_dict(raw if faces else {**raw, "faces": [PLACEHOLDER_FACE] * 6})
    except (KeyError, TypeError, ValueError) as error:
        reasons.append(f"the engine cannot read it: {error}")
    return Execution(executed=not reasons, has_faces=faces, reasons=tuple(reasons))
