"""Another price for fielding <self>, printed on its own card (the engine's
abilities/field_instead.py): "you may pay 2 life to field <self> for free" (`field_for_life`)
and "you may KO every die in your Field Zone to field <self> for free"
(`field_for_ko_all`). Each is a permission of the card's own static, as "you may field <self>
for free" is (constructs/field_sidekick.py): its player chooses the price when fielding the
die, instead of the energy (DM-8.10). The life line is read by constructs/paid.py ("pay N
life to <effect>"), whose effect, the permission, is made this price here (`for_life`); any
other effect after "pay N life to" stays as paid.py reads it. Sacrificing one die, or a
choice of deeds ("... for free or spin him up"), is not this and stays text only."""

from __future__ import annotations

from typing import Any

from cards.compiler.constructs.field_sidekick import PERMISSION
from cards.compiler.parts import Effect

GRAMMAR = r"""
%extend effect: field_ko_all
field_ko_all: "ko" ("all" "of"? "the"? "dice" | "every" "die") "in" "your" "field" "zone" "to" \
              "field" "self" "for" "free"
"""


def for_life(amount: int, effects: list[Effect]) -> list[Effect] | None:
    """ "Pay N life to field <self> for free": the card's other price, or None if the effect
    paid for is anything else."""
    if [e.get("op") for e in effects] != ["free_field"] or not effects[0].get(PERMISSION):
        return None
    return [{"op": "field_for_life", "amount": amount, "target": "$self", PERMISSION: True}]


RULES: dict[str, Any] = {
    "field_ko_all": lambda c: [{"op": "field_for_ko_all", "target": "$self", PERMISSION: True}],
}
