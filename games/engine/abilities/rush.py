"""Rush, a set keyword (docs/rulings.md "Rush"): a die whose card says `rush_draw` (a static
of the card, `filters` naming the dice it counts: an energy type), drawn in its player's
Clear and Draw Step, draws one extra die for each die of that draw the filters match (the
Rush die itself when it matches). The card need not be active: the die is read as it is
drawn, in the Prep Area (DM-6.2). The extra dice go to the Prep Area with the others of the
step's one draw (DM-6.3) and are rolled with them in the Roll and Reroll Step ("draw and
roll", as Swarm's, keywords/swarm.py); an extra Rush die drawn that way counts again, with
the extra dice it came with. Asked by the `drawn` hook point (abilities/hooks.py)."""

from __future__ import annotations

from collections.abc import Sequence

from games.engine.abilities.filters import FILTERS
from games.engine.model.cards import CardPool
from games.engine.model.state import GameState

OP = "rush_draw"


def rush_draws(state: GameState, dice: Sequence[str]) -> int:
    """How many extra dice the Rush dice among `dice` (one draw of the step) draw."""
    cards = state.cards
    if isinstance(cards, CardPool) and OP not in cards.static_ops:
        return 0  # (the usual game: no Rush card)
    return _counted(state, dice)


def _counted(state: GameState, dice: Sequence[str]) -> int:
    """`rush_draws` in a game with a Rush card (apart: its generators would make the
    arguments closure cells at every draw of every game)."""
    cards = state.cards
    total = 0
    for die_id in dice:
        for ability in cards[state.dice[die_id].card].statics:
            for effect in ability.effects:
                if effect.op != OP:
                    continue
                total += sum(
                    all(FILTERS[n](state, state.dice[d], v) for n, v in effect.filters)
                    for d in dice
                )
    return total
