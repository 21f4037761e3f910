"""Prevention shields (DM-19.1, DM-14.2): "prevent (the next) N damage (dealt) to <dice or
players>" is the next N damage this turn; "prevent all damage to ..." stops every damage.
Of one kind of damage (engine effects/kind_shields.py): "prevent the next N damage that you
(the player) take from an ability or action die this turn" (`prevent_next_ability`: every
damage but combat damage, DM-9.7; only "you", only "this turn"; another source, "from
Sidekick dice", stays text only). "Prevent all combat damage to ... until end of turn"
(`shield_combat`) is read by constructs/immunity.py, whose words it shares."""

from __future__ import annotations

from typing import Any

from cards.compiler.core import duration_of, first
from cards.compiler.parts import Effect

GRAMMAR = r"""
%extend effect: prevent_next | prevent_all | prevent_next_ability
prevent_next: "prevent" ("the" "next")? number "damage" "dealt"? "to" targets duration?
prevent_all: "prevent" "all" "damage" "dealt"? "to" targets duration?
prevent_next_ability: "prevent" "the" "next" number "damage" "that" "you" _the_player? "take" \
    "from" ("an" "ability" "or" "an"? "action" "die" | "abilities" "or" "action" "dice") \
    "this" "turn"
_the_player: "(" "the" "player" ")"
"""


def _shield(op: str) -> Any:
    def build(children: list[Any]) -> list[Effect]:
        amount = first(children, int) or 0
        found = next(c for c in children if isinstance(c, list))
        more = duration_of(children)
        return [{"op": op, "amount": amount, **more, **t} for t in found]

    return build


def _next_ability(children: list[Any]) -> list[Effect]:
    return [{"op": "prevent_next_ability", "amount": first(children, int) or 0, "target": "you"}]


RULES = {
    "prevent_next": _shield("prevent_next"),
    "prevent_all": _shield("shield"),
    "prevent_next_ability": _next_ability,
}
