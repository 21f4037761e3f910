"""Filters that compare a die's level with the level of the ability's own die (issue 16,
card text): "KO target (bolt) character die of equal or lower level" (`level_at_most_own`),
"KO an opposing character that is the same level as <self>" (`level_same_as_own`), "a
character die with a higher level than <self>" (`level_above_own`). The
ability's own die is the source die of the trigger resolving now, the head of the queue
(DM-15.3: one resolves fully before the next; flow/decide.py resolves `triggers[0]`), at
the level of the character face it shows now (a die KO'd keeps its last one); with no such
die or face no die matches. Only a triggered ability of the die itself has them (the
compiler's constructs/own_level.py).

Registered in `FILTERS` here, as abilities/creature_types.py is (abilities/targets.py
imports this module)."""

from __future__ import annotations

from typing import Any

from games.engine.abilities.filters import FILTERS
from games.engine.model.cards import CharacterFace
from games.engine.model.state import Die, GameState


def own_level(state: GameState) -> int:
    """The level of the resolving ability's own die, 0 if it shows no character face."""
    if not state.triggers:
        return 0
    source = state.dice.get(state.triggers[0].source_die)
    face = state.face_of(source) if source is not None else None
    return face.level if isinstance(face, CharacterFace) else 0


def _level(state: GameState, die: Die) -> int:
    face = state.face_of(die)
    return face.level if isinstance(face, CharacterFace) else 0


def _at_most(state: GameState, die: Die, value: Any) -> bool:
    own = own_level(state)
    return bool(own) and 0 < _level(state, die) <= own


def _same(state: GameState, die: Die, value: Any) -> bool:
    own = own_level(state)
    return bool(own) and _level(state, die) == own


def _above(state: GameState, die: Die, value: Any) -> bool:
    own = own_level(state)
    return bool(own) and _level(state, die) > own


FILTERS["level_at_most_own"] = _at_most
FILTERS["level_above_own"] = _above
FILTERS["level_same_as_own"] = _same
