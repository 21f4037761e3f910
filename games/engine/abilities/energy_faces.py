"""The choice of an energy face of a die named by an earlier choice (issue 16, card text):
"spin target opposing character die to an energy face" its player picks, "... to an energy
face of your opponent's choice". The target kinds `energy_face_of_choice` (the ability's
controller chooses) and `energy_face_opponent_chooses` (their opponent, abilities/
choosers.py) offer, as "<die>@<face>", each energy face of the die the choice numbered by
the filter `of_choice` named (GameState.chosen, abilities/answers.py), one option per face
that shows different energy, while that die is a character die in the Field Zone; the
effect `spin_to_energy_face` (effects/energy_faces.py) spins it there.

Registered in `FILTERS` here (the filter names the choice; it narrows no die)."""

from __future__ import annotations

from typing import Any

from games.engine.abilities.filters import FILTERS
from games.engine.model.cards import EnergyFace
from games.engine.model.state import FIELD_ZONES, Die, GameState

SEP = "@"


def _of_choice(state: GameState, die: Die, value: Any) -> bool:
    return True  # (what it says is read by `faces_offered`)


FILTERS["of_choice"] = _of_choice


def chosen_character(state: GameState, filters: tuple[tuple[str, Any], ...]) -> Die | None:
    """The die the earlier choice `of_choice` named, while a character die in the Field Zone
    (the die whose face a later choice picks: an energy face here, a level either_way.py)."""
    which = int(dict(filters).get("of_choice", 0))
    if which >= len(state.chosen):
        return None
    die = state.dice.get(state.chosen[which])
    if die is None or die.zone not in FIELD_ZONES or not state.is_character(die):
        return None
    return die


def faces_offered(state: GameState, filters: tuple[tuple[str, Any], ...]) -> tuple[str, ...]:
    """The energy faces of the die the earlier choice named, one per energy shown."""
    die = chosen_character(state, filters)
    if die is None:
        return ()
    found: dict[tuple[str, ...], str] = {}
    for index, face in enumerate(state.cards[die.card].faces):
        if isinstance(face, EnergyFace):
            found.setdefault(face.symbols, f"{die.id}{SEP}{index}")
    return tuple(sorted(found.values()))


def split(option: str) -> tuple[str, int] | None:
    """(die, face) of an option, or None."""
    die, sep, face = option.rpartition(SEP)
    return (die, int(face)) if sep and face.isdigit() else None


def picked(state: GameState, option: str) -> tuple[Die, int] | None:
    """The die and face an answered option names, while that die is in a Field Zone (a die
    that left by the time its effect resolves is not spun, DM-13.4)."""
    named = split(option)
    die = state.dice.get(named[0]) if named else None
    if named is None or die is None or die.zone not in FIELD_ZONES:
        return None
    return die, named[1]
