"""Filters that compare a die's A or D with that of the ability's own die (issue 16, card
text): "KO all level 1 and 2 character dice" whose A is below <self>'s (`attack_below_own`),
"KO one opposing character with lower Defense than <self>" (`defense_below_own`), "capture
target character die with D less than or equal to <self>'s D" (`defense_at_most_own`). The own
die is the resolving trigger's source die, as for abilities/own_level.py; A and D are the
values now, with every bonus (DM-14, abilities/stats.py through counts.MEASURE); a die
that shows no character face, or an ability with no such die, matches nothing.

Registered in `FILTERS` here (abilities/targets.py imports this module)."""

from __future__ import annotations

from typing import Any

from games.engine.abilities.counts import MEASURE
from games.engine.abilities.filters import FILTERS
from games.engine.model.cards import CharacterFace
from games.engine.model.state import Die, GameState


def _stats(state: GameState, die: Die) -> tuple[int, int] | None:
    face = state.face_of(die)
    if not isinstance(face, CharacterFace):
        return None
    measure = MEASURE.get("stats")
    return measure(state, die) if measure else (face.attack, face.defense)


def _below(index: int, equal: bool = False):  # type: ignore[no-untyped-def]
    def check(state: GameState, die: Die, value: Any) -> bool:
        source = state.dice.get(state.triggers[0].source_die) if state.triggers else None
        own = _stats(state, source) if source is not None else None
        theirs = _stats(state, die)
        if own is None or theirs is None:
            return False
        return theirs[index] <= own[index] if equal else theirs[index] < own[index]

    return check


FILTERS["attack_below_own"] = _below(0)
FILTERS["defense_below_own"] = _below(1)
# "with D less than or equal to <self>'s D" (cards/compiler/constructs/own_stat_dice.py)
FILTERS["attack_at_most_own"] = _below(0, equal=True)
FILTERS["defense_at_most_own"] = _below(1, equal=True)
