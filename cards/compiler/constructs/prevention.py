"""Prevention shields (DM-19.1, DM-14.2): "prevent (the next) N damage (dealt) to <dice or
players>" is the next N damage this turn; "prevent all damage to ..." stops every damage."""

from __future__ import annotations

from typing import Any

from cards.compiler.core import duration_of, first
from cards.compiler.parts import Effect

GRAMMAR = r"""
%extend effect: prevent_next | prevent_all
prevent_next: "prevent" ("the" "next")? number "damage" "dealt"? "to" targets duration?
prevent_all: "prevent" "all" "damage" "dealt"? "to" targets duration?
"""


def _shield(op: str) -> Any:
    def build(children: list[Any]) -> list[Effect]:
        amount = first(children, int) or 0
        found = next(c for c in children if isinstance(c, list))
        more = duration_of(children)
        return [{"op": op, "amount": amount, **more, **t} for t in found]

    return build


RULES = {"prevent_next": _shield("prevent_next"), "prevent_all": _shield("shield")}
