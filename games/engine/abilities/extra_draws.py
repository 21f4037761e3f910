"""Extra dice drawn in the Clear and Draw Step (DM-6.3: "extra draws granted by cards or
abilities happen now", all one draw): `extra_draw`, a static of a card while it is active
(and its condition holds, DM-14.3), on its controller (target `you`: "draw an extra die
during your Clear and Draw Step") or on every player (`all_players`: "players draw an extra
die during their Clear and Draw Step"), `amount` dice more each.

The step draws its four dice (DM-6.2) and then these, into the Prep Area, refilling the bag
from the Used Pile as the four are (flow/turn.py). Being unable to draw them costs nothing:
DM-6.4's life loss counts the four required dice only (docs/rulings.md "Extra draws"). The
first player's first turn (DM-6.5) draws no extra die."""

from __future__ import annotations

from games.engine.abilities.static_entries import statics_of
from games.engine.abilities.targetability import static_holds
from games.engine.model.cards import CardPool
from games.engine.model.state import GameState

OP = "extra_draw"
WHO = frozenset({"you", "all_players"})


def extra_draws(state: GameState, player: int) -> int:
    """How many dice more than four `player` draws in this Clear and Draw Step."""
    cards = state.cards
    if isinstance(cards, CardPool) and OP not in cards.static_ops:
        return 0
    return _granted(state, player)


def _granted(state: GameState, player: int) -> int:
    """`extra_draws` in a game with such a static (apart: its generator would make the
    arguments closure cells at every call of the other, and every Clear and Draw asks)."""
    total = 0
    cards = state.cards
    for card, ability, effect in statics_of(cards, OP):
        if effect.target not in WHO:
            continue
        seats = range(state.seats) if effect.target == "all_players" else (player,)
        if any(static_holds(state, card, ability, seat) for seat in seats):
            total += effect.amount
    return total
