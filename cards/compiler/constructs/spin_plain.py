"""Spinning with the direction first or no number of levels: "spin down target opposing
character die", "spin up each of your character dice one level", "spin target die down":
one level (DM-21.2: spinning down is moving to the next character face to the left), never
past the ends."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Effect, NotRead

GRAMMAR = r"""
%extend effect: spin_plain
spin_plain: "spin" spin_way targets (number "level")?
          | "spin" targets spin_way
!spin_way: "up" | "down"
"""


def _spin(children: list[Any]) -> list[Effect]:
    way = next(c for c in children if c in ("up", "down"))
    found = next(c for c in children if isinstance(c, list))
    amount = next((c for c in children if isinstance(c, int) and not isinstance(c, bool)), 1)
    if amount != 1:
        raise NotRead("unparsed")  # "spin up target die two level": not said so
    return [{"op": f"spin_{way}", "amount": 1, **t} for t in found]


RULES = {"spin_plain": _spin, "spin_way": lambda c: str(c[0])}
