"""Dice by the energy their face shows (DM-2.2, DM-2.3, DM-4.1, issue 16): every die of the
opposing Reserve Pool showing generic or (wild) energy moved to the Used Pile, or "all (wild)
energy" moved. The filter `energy_shown` names symbols, space separated
("generic wild"); a die passes when it shows an energy face bearing one of them. It is what
the die shows now, not the energy types of its card (`energy_type`): a character face or an
action face shows no energy, nor does an unrolled die.

Registered in `FILTERS` here, as abilities/either_filters.py is (abilities/targets.py imports
this module); `shown_problem` says what is wrong with a value, for the loader (`CHECKS`)."""

from __future__ import annotations

from typing import Any

from games.engine.abilities.filters import CHECKS, FILTERS
from games.engine.model.cards import SYMBOLS, EnergyFace
from games.engine.model.state import Die, GameState


def shown_problem(value: Any) -> str:
    """Why a value is not one or more energy symbols ("" if it is)."""
    said = str(value).split()
    if not said or any(s not in SYMBOLS for s in said):
        return f"energy_shown: {value!r} is no list of energy symbols"
    return ""


def _shown(state: GameState, die: Die, value: Any) -> bool:
    if die.face is None:
        return False
    face = state.cards[die.card].faces[die.face]
    return isinstance(face, EnergyFace) and bool(set(face.symbols) & set(str(value).split()))


FILTERS["energy_shown"] = _shown
CHECKS["energy_shown"] = shown_problem
