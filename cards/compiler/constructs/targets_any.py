"""An opponent's targeting of your dice by any ability (issue 16; DM-13.1): "(While <self>
is active,) when an opponent targets one of your (grv) character dice," with no "with ..."
is their action die's, Global's or character ability's targeting alike (the engine's
`when_your_die_targeted_by_opposing_any`, abilities/targeted.py), while this card is active
(DM-18.1); "them" is that opponent, "it" the die targeted. constructs/targeted.py reads the
same words with "with <an action die / a Global Ability>"; "you target ..." stays text only."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import NotRead, Trigger

GRAMMAR = r"""
%extend deed: deed_targets_any
deed_targets_any: deed_player "targets" deed_die_phrase
"""


def _any(children: list[Any]) -> Trigger:
    player, (side, filters) = children[0], children[1]
    if player != "opponent" or side != "yours" or filters.pop("$each", False):
        raise NotRead("trigger:other")
    filters["die_kind"] = "character"  # (the die phrase's nouns are character dice)
    extra = (("trigger_filters", filters),)
    return Trigger("when_your_die_targeted_by_opposing_any", selves="deed", extra=extra,
                   theirs=True)  # fmt: skip


RULES: dict[str, Any] = {"deed_targets_any": _any}
