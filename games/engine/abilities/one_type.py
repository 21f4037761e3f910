"""A condition on the energy types of a player's character dice (issue 16, lane conditions):
the opponent's fielded character dice all share a single energy type (kind
`one_energy_type`, `whose`: opposing by default). It holds when the player has one or more
character dice in a Field Zone (the Field or Attack Zone, DM-13.2) and one energy type is
a type of every one of them (DM-1.2: a card's energy types; a crossover card has two or
more, and shares each with the dice of that type). A Sidekick die has no energy type
(DM-1.7; the rulebook's card section: "Sidekick Dice ... have no energy type"), so a player
with a Sidekick character die beside others does not have dice of only one type
(docs/rulings.md "Character dice of one energy type")."""

from __future__ import annotations

from typing import Any

from games.engine.abilities.filters import card_of
from games.engine.model.state import FIELD_ZONES


def one_energy_type(ctx: Any, condition: Any) -> bool:
    """Do `whose` dice in the Field Zone share one energy type (and are there any)?
    (`ctx`: abilities/conditions.Context, not imported: conditions.py reads this.)"""
    state = ctx.state
    whose = condition.get("whose", "opposing")
    seats = (ctx.controller,) if whose == "yours" else state.opponents(ctx.controller)
    shared: set[str] | None = None
    for seat in seats:
        for zone in FIELD_ZONES:
            for die_id in state.in_zone(seat, zone):
                die = state.dice[die_id]
                if not state.is_character(die):
                    continue
                types = set(card_of(state, die).energy_types)  # (a Sidekick's: none)
                shared = types if shared is None else shared & types
    return bool(shared)
