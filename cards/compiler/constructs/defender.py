"""The defending player's life (DM-9: the inactive player while an attack is on, target
kind `defending_player`, a target phrase of constructs/targets.py): "the defending player
loses 2 life"."""

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
    return [{"op": op, "amount": first(children, int), "target": "defending_player"}]


RULES = {"defender_life": _life}
