"""Energy symbols a roll shows: Reserve Pool dice rerolled, then damage to a target opponent per
(fist) or (mask) they show (`Rolled.symbols`, abilities/outcomes.py).

A die counts for each symbol of the named types its new face shows (DM-2.6: a double face is
two symbols), so a face of two (fist) counts 2; a (wild) symbol is not a (fist) (it may be
spent as one, DM-7.3, but it is not what the card names), and a character or action face
shows no energy symbol (docs/rulings.md "Symbols rolled")."""

from __future__ import annotations

from collections.abc import Sequence

from games.engine.model.cards import EnergyFace, Rolled
from games.engine.model.state import GameState

TYPES = frozenset({"bolt", "fist", "mask", "shield", "generic"})  # what `symbols` may name


def symbols_rolled(state: GameState, rolled: Rolled, faces: Sequence[tuple[str, int]]) -> int:
    """How many symbols of `rolled.symbols`' types the rolled dice show on their new faces."""
    count = 0
    for die_id, index in faces:
        face = state.cards[state.dice[die_id].card].faces[index]
        if isinstance(face, EnergyFace):
            count += sum(symbol in rolled.symbols for symbol in face.symbols)
    return count
