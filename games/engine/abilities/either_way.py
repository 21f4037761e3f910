"""The choice of which way to spin a die an earlier choice named (issue 16, card text):
"spin target character die up or down one level". The target kind `level_of_choice` offers,
as "<die>@<face>", the character face one level above and the one one level below the face
that die shows (only those that exist: DM-21.2, no spin past the ends), while it is a
character die in the Field Zone; the filter `of_choice` names the earlier choice, as for an
energy face (energy_faces.py). The effect `spin_to_level` (effects/spin_either.py) spins it
there. Offering the two faces as one choice keeps the decision a target choice the flow,
the bots and the pages already know."""

from __future__ import annotations

from typing import Any

from games.engine.abilities.energy_faces import SEP, chosen_character
from games.engine.model.state import GameState


def levels_offered(state: GameState, filters: tuple[tuple[str, Any], ...]) -> tuple[str, ...]:
    """The faces one level up and one level down of the die the earlier choice named."""
    die = chosen_character(state, filters)
    if die is None:
        return ()
    levels = state.cards[die.card].character_faces()
    if die.face not in levels:
        return ()
    at = levels.index(die.face)  # type: ignore[arg-type]
    return tuple(f"{die.id}{SEP}{levels[i]}" for i in (at - 1, at + 1) if 0 <= i < len(levels))
