"""Naming an energy type (issue 16, card text): "when fielded, name an energy type, replacing
all previous choices. While <self> is active, dice of that energy type cost 1 more to
purchase and field". The target kind `energy_type_of_choice` offers "energy:<type>" for
each energy type (DM-2.1: Fist, Bolt, Mask, Shield); the effect `name_energy`
(effects/naming.py) records the name as a persistent effect on that option (`NAMED`, for as
long as its duration says: "while_active", DM-18.1; `end_previous_choices` before it ends
an earlier name); the filter `named_energy`, whose value is the naming card's code, passes a
die of a card of an energy type that card named, so that a static cost change can say "dice
of that energy type". Registered in `FILTERS` here (abilities/targets.py imports this)."""

from __future__ import annotations

from typing import Any

from games.engine.abilities.filters import FILTERS, card_of
from games.engine.model.cards import ENERGY_TYPES
from games.engine.model.state import Die, GameState

NAMED = "named_energy"
PREFIX = "energy:"


def types_offered() -> tuple[str, ...]:
    """Every energy type a player may name."""
    return tuple(PREFIX + t for t in ENERGY_TYPES)


def _named(state: GameState, die: Die, value: Any) -> bool:
    """Is the die of a card of an energy type the card `value` has named?"""
    if not state.lasting:
        return False
    types = card_of(state, die).energy_types
    return any(
        x.effect == NAMED and x.source == value and x.target.removeprefix(PREFIX) in types
        for x in state.lasting
    )


FILTERS[NAMED] = _named
