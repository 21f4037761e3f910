"""The defending player (DM-9.3: the player an attack is against, the attacker's opponent):
"the defending player loses 2 life", "deal 4 damage to the defending player" (a target
phrase, constructs/targets.py)."""

from __future__ import annotations

from typing import Any

from cards.compiler.core import first
from cards.compiler.parts import Effect

GRAMMAR = r"""
%extend effect: defender_life
!defender_life: "the" "defending" "player" ("loses" | "gains") number "life"
"""


def _life(children: list[Any]) -> list[Effect]:
    op = "lose_life" if "loses" in [str(c) for c in children] else "gain_life"
    return [{"op": op, "amount": first(children, int), "target": "opponent"}]


RULES = {"defender_life": _life}
