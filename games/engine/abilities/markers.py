"""Markers on a character card: the tokens and counters texts put on a card (docs/rulings.md
"Markers on cards"; no rulebook we hold speaks of them: DM-24.1's tokens are character dice,
another thing). A marker is a persistent effect (DM-14.2) named for its kind, on the card's
id, for one player (`controller`), with `until` "game": no rule of the turn ends it, it stays
on the card when the card's dice leave the Field Zone. Its `amount` is how many it adds; a
removal is a record of the opposite sign, so a card's count is the sum (`held`).

`MARKERS` is the table of kinds: (A, D) each marker gives every die of that card its player
has (read by abilities/stats.py, DM-16.1); a kind that gives nothing is only counted ("costs 2
less for each Infinity counter on it"). A new kind is one row here; effects/card_tokens.py
makes its add and remove ops, `COUNTS` its counts, `FILTERS` (abilities/filters.py) reads
`card_marker`."""

from __future__ import annotations

from games.engine.model.state import Die, GameState

MARKERS: dict[str, tuple[int, int]] = {
    "experience_token": (1, 1),  # keywords/experience_tokens.py
    "loyalty_counter": (1, 1),  # The Dark Phoenix Saga's reminder
    "stat_token": (1, 1),  # "a +1A and +1D token (counter)" on a card
    "infinity_counter": (0, 0),  # counted only
    "inspiration_token": (0, 0),  # counted only
}
FOREVER = "game"  # a marker's `until`: no rule of the turn ends it


def held(state: GameState, card: str, player: int, kind: str | None = None) -> int:
    """How many markers of `kind` (None: of every kind) `player`'s card has, what was taken
    off subtracted."""
    return sum(
        x.amount
        for x in state.lasting
        if x.target == card
        and x.controller == player
        and (x.effect == kind if kind is not None else x.effect in MARKERS)
    )


def on_team(state: GameState, player: int, kind: str | None = None) -> int:
    """The markers of `kind` on all of `player`'s character cards together ("among the cards on
    your team you have 3 Loyalty Counters")."""
    return sum(
        x.amount
        for x in state.lasting
        if x.controller == player
        and (x.effect == kind if kind is not None else x.effect in MARKERS)
        and x.target in state.cards
    )


def die_card_has(state: GameState, die: Die, kind: str) -> bool:
    """Filter `card_marker`: the die's card has at least one marker of `kind` for the die's
    owner ("a character die with a Loyalty Counter", "each character whose card has one");
    "any": of any kind."""
    if die.owner is None:
        return False
    return held(state, die.card, die.owner, None if kind == "any" else kind) > 0
