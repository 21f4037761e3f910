"""Rules engine: replay with full validation of a corpus of seeded bot games.

Figures (issue: "a full 20-life game replays in under 10 ms, within 5x of decoding it"):

- replay_validated: median ms per game to replay the decoded log with every batch decided
  again and every random outcome checked against the revealed seed (and its events/s, and
  the slowest game);
- replay_fold: the same log folded with `validate=False` (evolve only);
- decode_jsonl: median ms per game of `json.loads` on each line (the baseline);
- replay_vs_decode: median validated replay / median decode;
- decode_typed: median ms per game of decoding the JSON Lines into checked event records
  (msgspec: each line to a dict, then `codec.parse`: every record into its event type, fields
  and types checked), and replay_vs_typed_decode;
- bot_games_per_s: greedy-vs-greedy games played (deciding, bots and seeded chance);
- random_bot_*: the same for a few random-vs-random games (longer, more varied).

The corpus: 30 greedy-vs-greedy and 5 random-vs-random 20-life games of the demo teams (no
keyword), and `ocr_*`: 20 greedy-vs-greedy 20-life games of standard teams that between them
bring every card of the catalog, our own set's keywords and abilities included
(sim/teams.py covering_teams): ocr_replay_validated, ocr_replay_vs_decode, ocr_events_per_game.

Each game is timed a few times and its fastest run kept; the figure is the median over games.
Times are CPU time of this process (`time.process_time`), so that other work on a shared
machine inflates them less; on an idle machine they equal wall-clock time.
"""

from __future__ import annotations

import json
import statistics
import time
from collections.abc import Callable, Iterator

import msgspec

from cards.catalog import catalog
from games.engine.log.codec import dumps_jsonl, parse, to_records
from games.engine.log.replay import replay
from games.engine.model.state import GameOptions
from games.engine.sim.simulate import game_seed, play
from games.engine.sim.teams import covering_teams

GREEDY_GAMES = 30
RANDOM_GAMES = 5
REPEATS = 7
SEED = "bench"
OCR_GAMES = 20


def _best(fn: Callable[[], object], repeats: int = REPEATS) -> float:
    best = float("inf")
    for _ in range(repeats):
        start = time.process_time()
        fn()
        best = min(best, time.process_time() - start)
    return best


def _corpus(cards) -> tuple[list[tuple[str, list[str], int]], float, int]:
    """(seed, JSON lines, events) per game, the seconds the greedy games took to play, and
    how many greedy games there are (they come first)."""
    games = []
    started = time.process_time()
    for i in range(GREEDY_GAMES):
        seed = game_seed(SEED, i)
        events, _ = play(cards, seed)
        games.append((seed, dumps_jsonl(to_records(events)).splitlines(), len(events)))
    played = time.process_time() - started
    for i in range(RANDOM_GAMES):
        seed = game_seed(SEED, GREEDY_GAMES + i)
        events, _ = play(cards, seed, bots=("random", "random"))
        games.append((seed, dumps_jsonl(to_records(events)).splitlines(), len(events)))
    return games, played, GREEDY_GAMES


def _ocr_corpus(cards) -> list[tuple[str, list[str], int]]:
    """Greedy games of each covering team against the next (every card of the catalog)."""
    teams = covering_teams(cards)
    options = GameOptions()
    games = []
    for i in range(OCR_GAMES):
        one, two = teams[i % len(teams)], teams[(i + 1) % len(teams)]
        seed = game_seed(SEED + "-ocr", i)
        events, _ = play(
            cards, seed, options=options, teams=(one[0], two[0]), basic_actions=(one[1], two[1])
        )
        games.append((seed, dumps_jsonl(to_records(events)).splitlines(), len(events)))
    return games


def _ocr_figures(cards) -> Iterator[tuple[str, float, str]]:
    validated, decode, events = [], [], []
    for seed, lines, count in _ocr_corpus(cards):
        records = [json.loads(line) for line in lines]
        decode.append(_best(lambda lines=lines: [json.loads(line) for line in lines]))
        validated.append(_best(lambda r=records, s=seed: replay(r, cards, seed=s)))
        events.append(count)
    yield "engine.ocr_events_per_game", float(statistics.median(events)), "events"
    yield "engine.ocr_replay_validated", statistics.median(validated) * 1000, "ms/game"
    ratio = statistics.median(validated) / statistics.median(decode)
    yield "engine.ocr_replay_vs_decode", ratio, "x"


def run() -> Iterator[tuple[str, float, str]]:
    cards = catalog()
    games, played, greedy = _corpus(cards)
    yield "engine.bot_games_per_s", greedy / played, "games/s"

    decode: list[float] = []
    typed: list[float] = []
    validated: list[float] = []
    fold: list[float] = []
    events: list[int] = []
    for seed, lines, count in games:
        records = [json.loads(line) for line in lines]
        decode.append(_best(lambda lines=lines: [json.loads(line) for line in lines]))
        encoded = [line.encode() for line in lines]
        typed.append(_best(lambda b=encoded: parse([msgspec.json.decode(line) for line in b])))
        validated.append(_best(lambda r=records, s=seed: replay(r, cards, seed=s)))
        fold.append(_best(lambda r=records: replay(r, cards, validate=False)))
        events.append(count)

    g = slice(0, greedy)
    median_replay = statistics.median(validated[g])
    median_decode = statistics.median(decode[g])
    yield "engine.events_per_game", float(statistics.median(events[g])), "events"
    yield "engine.replay_validated", median_replay * 1000, "ms/game"
    yield "engine.replay_validated_events", sum(events[g]) / sum(validated[g]), "events/s"
    yield "engine.replay_fold", statistics.median(fold[g]) * 1000, "ms/game"
    yield "engine.decode_jsonl", median_decode * 1000, "ms/game"
    yield "engine.replay_vs_decode", median_replay / median_decode, "x"
    yield "engine.decode_typed", statistics.median(typed[g]) * 1000, "ms/game"
    yield "engine.replay_vs_typed_decode", median_replay / statistics.median(typed[g]), "x"
    yield "engine.replay_validated_worst", max(validated[g]) * 1000, "ms/game"
    r = slice(greedy, None)
    yield "engine.random_bot_events_per_game", float(statistics.median(events[r])), "events"
    yield "engine.random_bot_replay_validated", statistics.median(validated[r]) * 1000, "ms/game"
    yield from _ocr_figures(cards)
