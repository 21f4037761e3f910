"""The dice a player may buy, as targets of an effect that purchases one ("you may purchase
a Villain die for (1)", abilities/effects/buying.py): DM-8.5, from the player's own cards
and the Basic Action Cards, never from an opponent's cards nor a Sidekick's. One die is
offered per card, its lowest copy still on it (as a purchase takes, flow/main_step.py):
which copy is bought does not matter, and the choice stays short. A card with no die left
offers none (DM-3.3)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from games.engine.abilities.filters import FILTERS
from games.engine.model.state import GameState, Zone

_SUPPLY = Zone.SUPPLY
BUY = "purchase_die"  # (effects/buying.py)


def offered(
    state: GameState, player: int, filters: Iterable[tuple[str, Any]] = ()
) -> tuple[str, ...]:
    """The lowest copy of each card `player` may buy from, the filters holding, sorted."""
    filters = tuple(filters)
    team = set(state.players[player].team)
    lowest: dict[str, str] = {}
    for owner in (player, None):  # (None: the Basic Action Dice, no one's yet)
        for die_id in state.in_zone(owner, _SUPPLY):
            die = state.dice[die_id]
            card = state.cards.get(die.card)
            if card is None or card.kind == "sidekick":
                continue
            if card.kind != "basic_action" and die.card not in team:
                continue
            if not all(FILTERS[name](state, die, value) for name, value in filters):
                continue
            best = lowest.get(die.card)
            if best is None or die.copy < state.dice[best].copy:
                lowest[die.card] = die_id
    return tuple(sorted(lowest.values()))
