"""Bot games over our own set (issue 7: "`simulate` over our own set plays every keyword in
1,000 games without an engine error"): 1,000 games of the `ocr` covering teams, each team
against the next, greedy and random bots in turn (games.engine.survey).

Figures: sim.ocr_games_per_s (games played per second of CPU time, not counting the
replays that count the keywords), sim.ocr_engine_errors (must be 0: an exception out of the
engine, or a log that does not replay), sim.ocr_keywords_fired (keywords of the set that
fired in at least one game) beside sim.ocr_keywords_implemented and sim.ocr_keywords_printed,
and sim.ocr_fired.<keyword>: in how many games each keyword fired (0 for an implemented one
that never did); sim.ocr_taken.<what>: in how many games a capture, a control, a copy, each
way of their ending happened (survey.taken).
"""

from __future__ import annotations

from collections.abc import Iterator

from cards.catalog import catalog
from games.engine import set_teams, survey

GAMES = 1000
SEED = "bench-sim"


def run() -> Iterator[tuple[str, float, str]]:
    cards = catalog()
    result = survey(cards, set_teams(cards, "ocr"), GAMES, seed=SEED)
    yield "sim.ocr_games", result.games, "games"
    yield "sim.ocr_games_per_s", result.games / result.seconds, "games/s"
    yield "sim.ocr_events_per_game", result.events / max(1, result.games), "events"
    yield "sim.ocr_engine_errors", len(result.errors), "errors"
    yield "sim.ocr_keywords_printed", len(result.keywords), "keywords"
    yield "sim.ocr_keywords_implemented", len(result.implemented), "keywords"
    yield "sim.ocr_keywords_fired", len(result.fired), "keywords"
    for keyword in sorted(result.implemented):
        yield f"sim.ocr_fired.{keyword}", result.fired[keyword], "games"
    for name in sorted(result.takeovers):  # capture, control, copy (DM-23)
        yield f"sim.ocr_taken.{name}", result.takeovers[name], "games"
