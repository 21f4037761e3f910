"""Who may block a card's own dice, said of the blockers: "Sidekicks cannot block <self>",
"Opposing level 3 character dice can't block <self>" are "<self> can't be blocked by ..."
(constructs/block_limits.py `cant_be_blocked_by`, a static of its line, DM-14.3; the engine's
abilities/blocking.py). A blocker is always an opposing die (DM-9.3), so "opposing" adds
nothing; "your Sidekicks", a die chosen, or a filter the blockers' limit does not carry keep
the line text only."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import SELF, Effect, NotRead

GRAMMAR = r"""
%extend effect: cant_block_self
cant_block_self: targets _cant "block" "self"
"""
_ANY = ("all_characters", "all_opposing_characters")  # of either side, or opposing
_FILTERS = frozenset({"level", "sidekick", "energy_type", "affiliation"})


def _cant_block_self(children: list[Any]) -> list[Effect]:
    made: list[Effect] = []
    for blockers in children[0]:
        filters = blockers.get("filters", {})
        if blockers.get("target") not in _ANY or set(blockers) - {"target", "filters"}:
            raise NotRead("target")
        if not filters or set(filters) - _FILTERS:
            raise NotRead("target")  # "character dice cannot block <self>": unblockable
        made.append({"op": "cant_be_blocked_by", "by_filters": dict(filters), "target": SELF})
    return made


RULES = {"cant_block_self": _cant_block_self}
