"""Doubles bot games (issue 8): four-seat games of our own set's stand-in teams in the Doubles
format (games/systems/ocr_teams.py, each fitted to four cards and one Basic Action Card), the
greedy bot on one side and the random bot on the other, sides swapped every other game.

Figures: doubles.games_per_s (games played per second, not counting the replays),
doubles.events_per_game, doubles.turns_per_game, doubles.engine_errors (must be 0: an
exception out of the engine, a game that does not end, or a log that does not replay to the
same state), doubles.greedy_win_share (the greedy side's share of the games won).
"""

from __future__ import annotations

import time
from collections.abc import Iterator

from cards.catalog import catalog
from games.engine import FORMATS, GameOptions, replay, to_records
from games.engine.sim.simulate import game_seed, play
from games.systems.ocr_teams import team_for

GAMES = 100
SEED = "bench-doubles"


def run() -> Iterator[tuple[str, float, str]]:
    cards = catalog()
    rules = FORMATS["doubles"]
    options = GameOptions(starting_life=rules.starting_life, team_format="doubles")
    played = events = turns = errors = greedy_wins = decided = 0
    seconds = 0.0
    for index in range(GAMES):
        teams, bacs = zip(*(team_for(index + seat, rules) for seat in range(4)), strict=True)
        bots = ("greedy", "random") if index % 2 == 0 else ("random", "greedy")
        seed = game_seed(SEED, index)
        started = time.process_time()
        try:
            log, final = play(cards, seed, bots, options, teams, bacs)
        except Exception:  # counted: the figure that must stay 0
            errors += 1
            continue
        seconds += time.process_time() - started
        played += 1
        events += len(log)
        turns += final.turn
        if final.outcome is None or replay(to_records(log), cards, seed=seed) != final:
            errors += 1
        elif final.outcome.winner is not None:
            decided += 1
            greedy_wins += bots[final.outcome.winner] == "greedy"
    yield "doubles.games", played, "games"
    yield "doubles.games_per_s", played / max(seconds, 1e-9), "games/s"
    yield "doubles.events_per_game", events / max(1, played), "events"
    yield "doubles.turns_per_game", turns / max(1, played), "turns"
    yield "doubles.engine_errors", errors, "errors"
    yield "doubles.greedy_win_share", greedy_wins / max(1, decided), "share"
