"""Conditions comparing dice by their card's purchase cost, and counting a target's copies:
- while <self> is the Field Zone's character die of the highest purchase cost (kind
`highest_cost`, `holder` this_die): the die asked about costs more than every other
  character die in a Field Zone, any player's;
- "if you have the highest purchase cost die fielded" (`holder` yours): the player's costliest
  character die in a Field Zone costs more than every opponent's (and they have one);
- "if your opponent controls more than one copy of that character die" (kind `copies`): the
  character dice in a Field Zone of the chosen target's card (the target itself too) that
  the player(s) asked about control, against the bound.
"The die with the highest" is one die: a tie is no die with the highest (a card meaning ties
says "or tied for the highest", docs/rulings.md). A die's purchase cost is its card's
(DM-8.8; a Sidekick's card costs 0), the copied card's for a copy (filters.card_of);
the Field Zone is the Field and the Attack Zone (DM-9.1). `ctx` is conditions.Context (not
imported: conditions.py reads this)."""

from __future__ import annotations

from typing import Any

from games.engine.abilities.bounds import compare
from games.engine.abilities.filters import card_of
from games.engine.model.cards import Condition
from games.engine.model.state import FIELD_ZONES, GameState


def _fielded(state: GameState, seats: tuple[int, ...]) -> list[str]:
    return [
        die_id
        for seat in seats
        for zone in FIELD_ZONES
        for die_id in state.in_zone(seat, zone)
        if state.is_character(state.dice[die_id])
    ]


def _cost(state: GameState, die_id: str) -> int:
    return card_of(state, state.dice[die_id]).cost


def highest_cost(ctx: Any, condition: Condition) -> bool:
    state = ctx.state
    if condition.get("holder") == "this_die":
        mine = ctx.source_die
        if not mine or mine not in _fielded(state, tuple(range(state.seats))):
            return False
        others = [d for d in _fielded(state, tuple(range(state.seats))) if d != mine]
        return all(_cost(state, mine) > _cost(state, d) for d in others)
    yours = [_cost(state, d) for d in _fielded(state, (ctx.controller,))]
    theirs = [_cost(state, d) for d in _fielded(state, state.opponents(ctx.controller))]
    return bool(yours) and max(yours) > max(theirs, default=-1)


def copies(ctx: Any, condition: Condition) -> bool:
    """The dice of the chosen target's card the players asked about control in a Field Zone
    (none if nothing is chosen), against the bound."""
    state = ctx.state
    target = state.dice.get(ctx.chosen)
    if target is None:
        return False
    whose = condition.get("whose", "opposing")
    seats = (ctx.controller,) if whose == "yours" else state.opponents(ctx.controller)
    if whose == "any":
        seats = tuple(range(state.seats))
    return compare(
        sum(state.dice[d].card == target.card for d in _fielded(state, seats)), condition
    )
