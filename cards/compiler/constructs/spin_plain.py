"""Spinning with the direction first or no number of levels: "spin down target opposing
character die", "spin up each of your character dice one level", "spin target die down":
one level (DM-21.2: spinning down is moving to the next character face to the left), never
past the ends; "spin <dice> down to level 1", down two levels."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Effect, NotRead

GRAMMAR = r"""
%extend effect: spin_plain
spin_plain: "spin" spin_way targets (number "level")?
          | "spin" targets spin_way
          | "spin" targets "down" "to" "level" INT -> spin_down_to
!spin_way: "up" | "down"
"""


def _spin(children: list[Any]) -> list[Effect]:
    way = next(c for c in children if c in ("up", "down"))
    found = next(c for c in children if isinstance(c, list))
    amount = next((c for c in children if isinstance(c, int) and not isinstance(c, bool)), 1)
    if amount != 1:
        raise NotRead("unparsed")  # "spin up target die two level": not said so
    return [{"op": f"spin_{way}", "amount": 1, **t} for t in found]


def _down_to(children: list[Any]) -> list[Effect]:
    """ "Spin <dice> down to level 1": down 2 levels, never past level 1 (DM-21.2), as
    constructs/spin_to.py reads "to level 1"; another level depends on the die's own."""
    if int(children[-1]) != 1:
        raise NotRead("unparsed")
    return [{"op": "spin_down", "amount": 2, **t} for t in children[0]]


RULES = {"spin_plain": _spin, "spin_way": lambda c: str(c[0]), "spin_down_to": _down_to}
