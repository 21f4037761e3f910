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
(sim/teams.py covering_teams): ocr_replay_validated, ocr_replay_vs_decode, ocr_events_per_game;
`dm2014_*`: 15 greedy games of the demo teams under the 2014 rulebook; `doubles_*`: 15
four-seat Doubles games (greedy and random sides, as bench_doubles). Every *replay_vs_decode
has the goal of at most 4x (issue 18: the margin must survive faster decoding).

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
from games.engine import FORMATS
from games.engine.log.codec import dumps_jsonl, parse, to_records
from games.engine.log.replay import replay
from games.engine.model.state import GameOptions
from games.engine.sim.simulate import DEMO_FORMAT, game_seed, play
from games.engine.sim.teams import covering_teams
from games.systems.ocr_teams import team_for

GREEDY_GAMES = 30
RANDOM_GAMES = 5
REPEATS = 7
SEED = "bench"
OCR_GAMES = 20
OTHER_GAMES = 15  # the 2014 and Doubles corpora
RATIO_GOAL = "<=4"  # validated replay within 4x of decoding, on every corpus (issue 18)


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


def _2014_corpus(cards) -> list[tuple[str, list[str], int]]:
    """Greedy games of the demo teams under the 2014 rulebook (rules "dm-2014")."""
    options = GameOptions(team_format=DEMO_FORMAT, rules="dm-2014")
    games = []
    for i in range(OTHER_GAMES):
        seed = game_seed(SEED + "-2014", i)
        events, _ = play(cards, seed, options=options)
        games.append((seed, dumps_jsonl(to_records(events)).splitlines(), len(events)))
    return games


def _doubles_corpus(cards) -> list[tuple[str, list[str], int]]:
    """Four-seat Doubles games of our own set's stand-in teams (as bench_doubles plays)."""
    rules = FORMATS["doubles"]
    options = GameOptions(starting_life=rules.starting_life, team_format="doubles")
    games = []
    for i in range(OTHER_GAMES):
        teams, bacs = zip(*(team_for(i + seat, rules) for seat in range(4)), strict=True)
        seed = game_seed(SEED + "-doubles", i)
        events, _ = play(cards, seed, ("greedy", "random"), options, teams, bacs)
        games.append((seed, dumps_jsonl(to_records(events)).splitlines(), len(events)))
    return games


def _corpus_figures(cards, name: str, corpus) -> Iterator[tuple]:
    """A corpus's validated replay against its decoding (goal: at most 4x, issue 18)."""
    validated, decode, events = [], [], []
    for seed, lines, count in corpus:
        records = [json.loads(line) for line in lines]
        decode.append(_best(lambda lines=lines: [json.loads(line) for line in lines]))
        validated.append(_best(lambda r=records, s=seed: replay(r, cards, seed=s)))
        events.append(count)
    yield f"engine.{name}_events_per_game", float(statistics.median(events)), "events"
    yield f"engine.{name}_replay_validated", statistics.median(validated) * 1000, "ms/game"
    ratio = statistics.median(validated) / statistics.median(decode)
    yield f"engine.{name}_replay_vs_decode", ratio, "x", RATIO_GOAL


def run() -> Iterator[tuple]:
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
    yield "engine.replay_vs_decode", median_replay / median_decode, "x", RATIO_GOAL
    yield "engine.decode_typed", statistics.median(typed[g]) * 1000, "ms/game"
    yield "engine.replay_vs_typed_decode", median_replay / statistics.median(typed[g]), "x"
    yield "engine.replay_validated_worst", max(validated[g]) * 1000, "ms/game"
    r = slice(greedy, None)
    yield "engine.random_bot_events_per_game", float(statistics.median(events[r])), "events"
    yield "engine.random_bot_replay_validated", statistics.median(validated[r]) * 1000, "ms/game"
    yield from _corpus_figures(cards, "ocr", _ocr_corpus(cards))
    yield from _corpus_figures(cards, "dm2014", _2014_corpus(cards))
    yield from _corpus_figures(cards, "doubles", _doubles_corpus(cards))
