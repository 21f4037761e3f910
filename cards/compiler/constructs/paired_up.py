"""A Heroic card's pairing-up benefit (the Uncanny X-Men book's "Pairing Up", 001:L696-711;
keywords/heroic.py): "While <self> is paired up, he and his partner each get +3A." The
benefit is the card's ability of the trigger `heroic`, which nothing announces: the engine's
pair_up (abilities/effects/pairing.py) gives it to this die and its partner when they pair,
until the start of their controller's next turn (DM-14.2: the effect states its duration).

`phrased` says each benefit about <self> alone, with that duration, so the grammar reads it
as any other effect on this die (the engine gives it to both partners):
- "<he/she> and <his/her> partner each get/gain <stats>" -> "<self> gets <stats> until the
  start of your next turn";
- "<he/she> and <his/her> partner can't be targeted by <kind>" -> "<self> can't be targeted
  by <kind> until ...";
- "prevent the first N damage dealt to <self> and <his/her> partner" -> "prevent the next N
  damage to <self> until ..." (a shield of N on each partner, effects/shields.py).
Anything else a paired die does ("when he and/or his partner attack", "at the end of your
turn", a choice) is not a benefit pair_up can give: its words stay as they are, and no rule
reads them (text only).
"""

from __future__ import annotations

import re
from typing import Any

from cards.compiler.parts import Opening, Trigger

NAME = "heroic"  # keywords/heroic.py's trigger: the benefit
_OPENING = "while self is paired up, "
_AS_IF = "if self is paired up, "  # (while_named.py reads a one-sentence "while" as an "if")
_NEXT = " until the start of your next turn."
_BOTH = r"(?:he|she|self) and (?:his|her) partner"
_BENEFITS = (
    (re.compile(rf"^{_BOTH} each (?:get|gets|gain|gains) ([^.;,]+)\.$"), r"self gets \1" + _NEXT),
    (
        re.compile(rf"^{_BOTH} (can't|cannot) be targeted by ([^.;,]+)\.$"),
        r"self \1 be targeted by \2" + _NEXT,
    ),
    (
        re.compile(r"^prevent the first (\d+) damage dealt to self and (?:his|her) partner\.$"),
        r"prevent the next \1 damage to self" + _NEXT,
    ),
)

GRAMMAR = r"""
%extend opening: paired_opening
paired_opening: "while" "self" "is" "paired" "up" ","
"""


def phrased(words: str) -> str:
    """A pairing-up benefit said of <self> with its duration; other words unchanged."""
    opening = next((o for o in (_OPENING, _AS_IF) if words.startswith(o)), None)
    if opening is None:
        return words
    rest = words[len(opening) :]
    for pattern, said in _BENEFITS:
        if pattern.match(rest):
            return _OPENING + pattern.sub(said, rest)
    return words


def _opening(children: list[Any]) -> Opening:
    return Opening("ability", Trigger(NAME))


RULES = {"paired_opening": _opening}
