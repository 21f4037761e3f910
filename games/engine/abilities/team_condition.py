"""A condition on the cards a player brought, not on their dice: "if your opponent has a
(affiliation) character on their team", "if you have no Villain character dice on your
team" (kind `team`): the player's character cards (DM-3: a team is the cards a player may
purchase dice from, PlayerState.team), of `affiliation` if named, against the bound. A
card's printed affiliations are read: an effect gives its dice an affiliation, not the card.
`whose`: yours, opposing (the opponents') or any player's."""

from __future__ import annotations

from typing import Any

from games.engine.abilities.bounds import compare
from games.engine.model.cards import Condition


def team(ctx: Any, condition: Condition) -> bool:
    """The character cards of the players asked about that pass, against the bound (`ctx`:
    conditions.Context, not imported: conditions.py reads this)."""
    state = ctx.state
    whose = condition.get("whose", "yours")
    if whose == "yours":
        seats: tuple[int, ...] = (ctx.controller,)
    elif whose == "opposing":
        seats = state.opponents(ctx.controller)
    else:
        seats = tuple(range(state.seats))
    affiliation = condition.get("affiliation")
    n = 0
    for seat in seats:
        for card_id in sorted(set(state.players[seat].team)):
            card = state.cards.get(card_id)
            if card is None or card.kind != "character":
                continue
            if affiliation is None or affiliation in card.affiliations:
                n += 1
    return compare(n, condition)
