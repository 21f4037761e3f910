"""The choice of one affiliation among those printed, for a die an earlier choice named
(issue 16, card text): "target character die gains (aff) or (aff) until end of turn". The
target kind `affiliation_of_choice` offers, as "<die>@aff:<name>", each affiliation the
filter `among` lists (space separated), while that die is a character die in the
Field Zone (energy_faces.chosen_character; the filter `of_choice` names the earlier choice);
`grant_affiliation` (effects/granting.py) gives the one picked. Offering the die with its
affiliation as one option keeps the decision a target choice the flow, the bots and the
pages already know (as either_way.py does for a level).

Registered in `FILTERS` here (the filter lists the options; it narrows no die)."""

from __future__ import annotations

from typing import Any

from games.engine.abilities.energy_faces import SEP, chosen_character
from games.engine.abilities.filters import FILTERS
from games.engine.model.state import Die, GameState

AFFILIATION_OF_CHOICE = "affiliation_of_choice"
MARK = "aff:"
AMONG = "among"


def _among(state: GameState, die: Die, value: Any) -> bool:
    return True  # (what it says is read by `affiliations_offered`)


FILTERS[AMONG] = _among


def affiliations_offered(state: GameState, filters: tuple[tuple[str, Any], ...]) -> tuple[str, ...]:
    """Each listed affiliation for the die the earlier choice named."""
    die = chosen_character(state, filters)
    if die is None:
        return ()
    among = str(dict(filters).get(AMONG, ""))
    return tuple(f"{die.id}{SEP}{MARK}{name}" for name in among.split())


def split(option: str) -> tuple[str, str] | None:
    """(die, affiliation) of an option, or None."""
    die, sep, rest = option.rpartition(SEP + MARK)
    return (die, rest) if sep and die and rest else None
