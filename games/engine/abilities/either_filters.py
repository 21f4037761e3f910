"""Filters of a choice between kinds (DM-13.1, DM-13.2, issue 16): one target that may be a
die of one kind or of another ("target opposing level 1 character die or target opposing
(aff) character die", "target (aff) or (bolt) character die").

- `affiliation_any`: a die of a card with any of these affiliations (space separated, given
  ones counted too, as `affiliation` does);
- `any_of`: a die that passes one of these filters, written `name:value` and space separated
  ("level:1 affiliation:grovekin"); a value of digits is a number, `true`/`false` a truth.

Registered in `FILTERS` here, as abilities/attack_filters.py is (abilities/targets.py imports
this module); `either_problem` says what is wrong with an `any_of` value, for the loader
(`CHECKS`)."""

from __future__ import annotations

from typing import Any

from games.engine.abilities.filters import CHECKS, FILTERS
from games.engine.model.state import Die, GameState


def alternatives(value: Any) -> list[tuple[str, Any]]:
    """ "level:1 affiliation:grovekin" -> [("level", 1), ("affiliation", "grovekin")]."""
    found: list[tuple[str, Any]] = []
    for part in str(value).split():
        name, _, said = part.partition(":")
        one: Any = int(said) if said.isdigit() else {"true": True, "false": False}.get(said, said)
        found.append((name, one))
    return found


def either_problem(value: Any) -> str:
    """Why an `any_of` value is not two or more known filters with values ("" if it is)."""
    found = alternatives(value)
    if len(found) < 2:
        return "any_of needs two or more filters"
    for name, said in found:
        if name not in FILTERS or name in EITHER or said == "":
            return f"any_of: {name}:{said} is no filter with a value"
    return ""


def _any_of(state: GameState, die: Die, value: Any) -> bool:
    return any(FILTERS[name](state, die, said) for name, said in alternatives(value))


def _affiliation_any(state: GameState, die: Die, value: Any) -> bool:
    return any(FILTERS["affiliation"](state, die, a) for a in str(value).split())


EITHER = {"any_of": _any_of, "affiliation_any": _affiliation_any}
FILTERS.update(EITHER)
CHECKS["any_of"] = either_problem
