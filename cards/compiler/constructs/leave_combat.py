"""Leaving combat (DM-9.5; Infiltrate's own move, keywords/infiltrate.py): "remove <self>
from the attack zone", "remove him from combat", "remove one attacker from the attack zone
to the field", "... from the attack zone (it stays in the field zone)": the die moves from
the Attack Zone to the Field Zone (`move_die`, zone "field", only a die in the Attack Zone:
filter zone "attack"; the words in brackets say only that). It deals and takes no combat
damage there; an attacker it blocked stays blocked (DM-9.5). And "prevent target character
from blocking this turn": it can't block (`cant_block`, DM-14.2)."""

from __future__ import annotations

from typing import Any

from cards.compiler.constructs.reroll import dice_only
from cards.compiler.core import duration_of
from cards.compiler.parts import Effect

GRAMMAR = r"""
%extend effect: leave_combat | kept_from_blocking
leave_combat: "remove" targets "from" ("combat" | "the" "attack" "zone") \
              ("to" "the" "field" "zone"? | "and" "return" "it" "to" "the" "field" "zone"
               | "(" "it" ("stays" | "remains") "in" "the" "field" "zone"? ")")?
kept_from_blocking: "prevent" targets "from" "blocking" duration?
"""


def _leave(children: list[Any]) -> list[Effect]:
    return dice_only([
        {"op": "move_die", "zone": "field", **t, "filters": {**t.get("filters", {}),
                                                            "zone": "attack"}}
        for t in children[0]
    ])  # fmt: skip


def _kept(children: list[Any]) -> list[Effect]:
    return dice_only([{"op": "cant_block", **duration_of(children), **t} for t in children[0]])


RULES = {"leave_combat": _leave, "kept_from_blocking": _kept}
