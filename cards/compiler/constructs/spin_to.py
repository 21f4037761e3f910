"""A level named (DM-21, engine effects/spin_to.py): "spin target opposing character die to
level 1", "spin all character dice in the Field Zone to level 1", "spin her (down) to level
3"."""

from __future__ import annotations

from typing import Any

from cards.compiler.constructs.reroll import dice_only
from cards.compiler.parts import Effect, NotRead

GRAMMAR = r"""
%extend effect: spin_to
spin_to: "spin" targets ("in" ("the" | "your") "field" "zone")? ("up" | "down")? "to" "level" INT
"""


def _spin_to(children: list[Any]) -> list[Effect]:
    level = int(children[-1])
    if not 1 <= level <= 3:
        raise NotRead("unparsed")  # dice have three levels (DM-1.6)
    return dice_only([{"op": "spin_to", "amount": level, **t} for t in children[0]])


RULES = {"spin_to": _spin_to}
