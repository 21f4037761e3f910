"""Marvel Heroes Battle Dice: replay with full validation of seeded bot games (issue 8).

- battledice_replay_validated: median ms per game to replay the log with every batch decided
  again, every roll checked against the revealed seed and every sealed load read with it;
- battledice_replay_unsealed: the same without the seed (rolls and loads checked for
  legality only, as anyone may before the seed is revealed);
- battledice_decode_jsonl: median ms per game of `json.loads` on each line (the baseline);
- battledice.replay_vs_decode: median validated replay over median decoding (goal: at most 5x,
  issue 18);
- battledice_events_per_game: median events per game;
- battledice_games_per_s: greedy-vs-greedy games played (deciding, bots and seeded chance).

The corpus: 30 greedy-vs-greedy standard games of the demo teams (Value 30, six figures
each) and 10 basic games of the starter set. Times are CPU time of this process; each game is
timed a few times and its fastest run kept.
"""

from __future__ import annotations

import hashlib
import json
import random
import statistics
import time
from collections.abc import Callable, Iterator
from pathlib import Path

from battledice import engine as mb

GAMES = 30
BASIC_GAMES = 10
REPEATS = 5
DATA = json.loads((Path(mb.__file__).resolve().parent.parent / "data" / "series1.json").read_text())


def _best(fn: Callable[[], object]) -> float:
    best = float("inf")
    for _ in range(REPEATS):
        start = time.process_time()
        fn()
        best = min(best, time.process_time() - start)
    return best


def play(seed: str, rules: str) -> list[dict]:
    basic = rules == "mb-2006-basic"
    teams = tuple(
        mb.Team(tuple(t["figures"]), tuple(t["dice"]))
        for t in DATA["demo_teams"]["basic" if basic else "standard"]
    )
    figures = [mb.figure_from(f) for f in DATA["figures"] if "stats" in f]
    dice = [mb.die_from(d) for d in DATA["dice"]]
    options = mb.Options(
        rules=rules, game="basic" if basic else "standard", team_value=0 if basic else 30
    )
    state, events = mb.create_game(("A", "B"), teams, figures, dice, options, seed=seed)  # type: ignore[arg-type]
    more, state = mb.settle(state)
    events += more
    rng = random.Random(seed)
    while not state.over:
        pending = mb.waiting_for(state)
        assert pending is not None and pending.player is not None
        more, state = mb.step(state, mb.BOTS["greedy"](state, pending.player, rng))
        events += more
    return [{"seq": n, **e.to_dict()} for n, e in enumerate(events)]


def run() -> Iterator[tuple]:
    corpus = []
    started = time.process_time()
    for n in range(GAMES):
        seed = hashlib.sha256(f"bench-mb:{n}".encode()).hexdigest()
        corpus.append((seed, play(seed, "mb-2006")))
    played = time.process_time() - started
    for n in range(BASIC_GAMES):
        seed = hashlib.sha256(f"bench-mb-basic:{n}".encode()).hexdigest()
        corpus.append((seed, play(seed, "mb-2006-basic")))
    validated, unsealed, decoded = [], [], []
    for seed, records in corpus:
        lines = [json.dumps(r) for r in records]
        validated.append(_best(lambda r=records, s=seed: mb.replay(r, seed=s)) * 1000)
        unsealed.append(_best(lambda r=records: mb.replay(r)) * 1000)
        decoded.append(_best(lambda ls=lines: [json.loads(x) for x in ls]) * 1000)
    yield "battledice_replay_validated", statistics.median(validated), "ms/game"
    yield "battledice_replay_validated_max", max(validated), "ms/game"
    yield "battledice_replay_unsealed", statistics.median(unsealed), "ms/game"
    yield "battledice_decode_jsonl", statistics.median(decoded), "ms/game"
    ratio = statistics.median(validated) / statistics.median(decoded)
    yield "battledice.replay_vs_decode", ratio, "x", "<=5"
    yield "battledice_events_per_game", statistics.median(len(r) for _, r in corpus), "events"
    yield "battledice_games_per_s", GAMES / played, "games/s"
