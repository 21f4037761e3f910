"""A die KO'd by Range (issue 16, lane tr): "(While <self> is active,) when an opposing
character die is KO'd by Range," after constructs/deeds.py's first words, its die phrase
read as there: the engine's `when_opposing_die_is_kod_by_range` (or `when_your_die_...`,
both for "a character die"), a KO by the Range keyword's damage as it resolves
(games/engine/abilities/range_kos.py). KO'd "by" anything else stays text only."""

from __future__ import annotations

from typing import Any

from cards.compiler.constructs.deeds import _deed
from cards.compiler.parts import Trigger

GRAMMAR = r"""
%extend deed: deed_kod_by_range
deed_kod_by_range: deed_die_phrase "is" ("ko'd" | "knocked" "out") "by" "range"
"""


def _kod_by_range(children: list[Any]) -> Trigger:
    side, filters = children[0]
    return _deed(
        "when_your_die_is_kod_by_range", "when_opposing_die_is_kod_by_range", side, dict(filters)
    )


RULES: dict[str, Any] = {"deed_kod_by_range": _kod_by_range}
