"""Damage from each source cut down to a number, said as what is left ("prevent all but 1
damage to you from each opposing action die"): the same cap as "... is reduced to 1"
(`cap_damage_taken`, engine abilities/damage_taken.py; DM-19.1), a static of the player
("you", while its card is active) or of the dice it names, its `by_filters` the sources
named (a blocker's words, constructs/immunity.py, or a kind of
ability, constructs/damage_sources.py). Without "from each <source>" (all the
damage of a moment, or each source's?), or a chosen die, the line stays text only."""

from __future__ import annotations

from typing import Any

from cards.compiler.core import first
from cards.compiler.parts import Effect, NotRead

GRAMMAR = r"""
%extend effect: all_but
all_but: "prevent" "all" "but" number "damage" ("dealt" | "done")? "to" targets "from" "each" \
         (blocker | dmg_sources)
"""

# whom a static's cap may name: its player, its own dice, the dice of a kind
_TAKERS = ("you", "$self", "all_", "this_")


def _all_but(children: list[Any]) -> list[Effect]:
    amount = first(children, int)
    found = next(c for c in children if isinstance(c, list))
    source = next(c for c in children if isinstance(c, dict))
    if (
        amount < 1
        or "only" in source
        or any(not str(t.get("target", "")).startswith(_TAKERS) for t in found)
    ):
        raise NotRead("target")  # "all but 0" is all; a negated source; a chosen die
    by = dict(source.get("by", {}))
    more: dict[str, Any] = {"by_filters": by} if by else {}
    return [{"op": "cap_damage_taken", "amount": amount, **more, **t} for t in found]


RULES = {"all_but": _all_but}
