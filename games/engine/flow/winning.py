"""Winning (DM-11): the game ends when a side's life reaches 0, or when time is called and
the turns after it are played (organized-play.md). The turn structure (flow/turn.py) asks
these at every step."""

from __future__ import annotations

from games.engine.abilities import redirect_offers
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.rulesets import ruleset
from games.engine.model.state import GameState, Outcome, Termination


def check_life(b: Batch, state: GameState) -> bool:
    """End the game if a side's life is 0 or less (True: it ended)."""
    if state.triggers and state.triggers[0].kind == "reactive":
        return False  # a Reactive Global interrupts first: it may prevent the damage (DM-15.4)
    if state.triggers and redirect_offers.waiting(state):
        return False  # a redirection offered may still take the damage back
    # Seats 0 and 1 hold the two sides' life totals (a team shares one: model/changes.py).
    lives = [state.players[0].life, state.players[1].life]
    if lives[0] > 0 and lives[1] > 0:
        return False
    if lives[0] <= 0 and lives[1] <= 0:
        if not ruleset(b.state.options.rules).simultaneous_zero_is_tie:
            # 2014: no tie; "the player whose turn it is wins the tie" (001:L325-326, L728)
            b.emit(ev.GameEnded(b.state.active % 2, Termination.LIFE.value))
            return True
        b.emit(ev.GameEnded(None, Termination.TIE.value))  # DM-11.2
    else:
        b.emit(ev.GameEnded(0 if lives[1] <= 0 else 1, Termination.LIFE.value))  # DM-11.1
    return True


def outcome_at_time(state: GameState) -> Outcome:
    """Time called: more life wins; equal life is a draw (organized-play.md). The winner is
    a side (seats 0 and 1 hold the sides' life totals)."""
    a, b = state.players[0].life, state.players[1].life
    return Outcome(None if a == b else (0 if a > b else 1), Termination.TIME)
