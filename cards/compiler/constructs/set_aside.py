"""A character die set aside until Cleanup (DM-14.2; the move Intimidate makes,
keywords/intimidate.py: `move_die` to the zone "removed", from which Cleanup returns it to
its owner's Field Zone on the same face): "remove one of your character dice from the Field
Zone until end of turn", "remove target opposing character die from the Field Zone until
the end of the turn". Without "until ... end of (the) turn" (removed for good, out of play)
the line is another effect and stays text only."""

from __future__ import annotations

from typing import Any

from cards.compiler.constructs.reroll import dice_only
from cards.compiler.parts import Effect, NotRead

GRAMMAR = r"""
%extend effect: set_aside
set_aside: "remove" (targets | one_of_yours) "from" "the" "field" "zone" duration
"""


def _set_aside(children: list[Any]) -> list[Effect]:
    found = next(c if isinstance(c, list) else [c] for c in children if isinstance(c, (list, dict)))
    said = [c for c in children if isinstance(c, tuple) and c[0] == "duration"]
    if [c[1] for c in said] != ["turn"]:
        raise NotRead("zone_move")  # "until the start of your next turn": not Cleanup's
    return dice_only([{"op": "move_die", "zone": "removed", **t} for t in found])


RULES = {"set_aside": _set_aside}
