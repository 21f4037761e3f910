"""Spinning a chosen die the way its controller likes (the engine's `spin_to_level`,
games/engine/abilities/either_way.py): "spin target character die up or down one level".
Two choices in turn: the die (targeted, DM-13.1), then the way, as the face one level up or
one level down (DM-21.2: never past the ends). One chosen die and one level only: "each"/
"all" dice (one way for all, or a way each?) and more levels stay text only."""

from __future__ import annotations

from typing import Any

from cards.compiler.core import first
from cards.compiler.parts import Effect, NotRead

GRAMMAR = r"""
%extend effect: spin_either
spin_either: "spin" targets "up" "or" "down" number ("level" | "levels")
"""
_CHOSEN = ("target_die", "target_opposing_die", "target_your_die")


def _spin(children: list[Any]) -> list[Effect]:
    found = next(c for c in children if isinstance(c, list))
    if first(children, int) != 1 or len(found) != 1 or found[0].get("target") not in _CHOSEN:
        raise NotRead("effect")
    if found[0].get("up_to") or found[0].get("exact"):
        raise NotRead("effect")  # several dice: a way for each is not what this reads
    return [
        {"op": "choose", **found[0]},
        {"op": "spin_to_level", "target": "level_of_choice", "filters": {"of_choice": 0},
         "choice": 1},
    ]  # fmt: skip


RULES = {"spin_either": _spin}
