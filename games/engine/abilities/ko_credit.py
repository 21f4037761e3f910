"""Who KO'd a die (issue 16, docs/rulings.md "Experience tokens"): "if you KO'd an opposing
Monster". The rulebooks tie a KO to no player; the engine knows it where the KO comes from:

- a KO by an effect (effects/ko.py): the player whose ability it is (the trigger's
  controller, DM-15);
- a KO by damage (DM-16.1, DM-9.11): the source of the latest damage dealt to the die this
  turn (model/hits.py, DM-19.1): a die's player (its combat damage, its ability, an action
  die's effect), or, for a card's Global (the source is the card), the player who used that
  card's Global last this turn, else the one player whose team the card is on;
- anything else: not known (None), and no one KO'd it."""

from __future__ import annotations

from games.engine.model.state import GameState


def holder(state: GameState, die_id: str) -> int | None:
    """The seat whose zone holds the die now (its controller), else its owner."""
    die = state.dice.get(die_id)
    if die is None:
        return None
    for seat in range(state.seats):
        if die_id in state.in_zone(seat, die.zone):
            return seat
    return die.owner


def kod_by(state: GameState, die_id: str, by: int | None = None) -> int | None:
    """The player who KO'd `die_id` as it is KO'd now (`by`: the effect's controller)."""
    if by is not None:
        return by
    source = next((h.source for h in reversed(state.hits) if h.target == die_id), "")
    if not source:
        return None
    if source in state.dice:
        return holder(state, source)
    used = [p for p, card, _ in state.globals_used if card == source]
    if used:
        return used[-1]
    teams = [seat for seat, player in enumerate(state.players) if source in player.team]
    return teams[0] if len(teams) == 1 else None
