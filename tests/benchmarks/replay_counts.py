"""Instructions (and, with `--cache`, cache misses and mispredicted branches) of the bench's
validated replays against decoding the same JSON Lines, per corpus, under valgrind's
callgrind (issue 18: figures a busy shared machine does not blur).

`python -m tests.benchmarks.replay_counts [N] [--cache] [--fold]` builds bench_engine's
corpora (demo, ocr, dm2014, doubles: the greedy games, the first N of each when N is
given), then runs itself under callgrind: each game replayed once to warm up, then, per
corpus, every game's
validated replay with its seed (what `*_replay_validated` times) and `json.loads` of every
line (what `*_decode_jsonl` times), each counted on its own (`--toggle-collect` on
`functools.reduce`: Django's start, the catalog and the warm-up are not counted).

Prints per corpus the instructions of both and their ratio. With `--cache` (about twice as
slow), per 1,000 instructions of each: first-level instruction and data misses, last-level
misses, mispredicted conditional and indirect branches, and the cycles a simple model makes
of them (`CYCLES`): its ratio is what `*_replay_vs_decode` measures on a quiet machine far
better than the instructions' (the replay's varied Python code mispredicts and misses more
per instruction than the JSON decoder's tight loop). Callgrind's caches and branch
predictor are simple models of the real ones: compare two versions with the same flags.

With `--fold`, each corpus's games are also folded without validation (`validate=False`:
decoding the records and applying every event, what `replay_fold` times) and counted apart:
the validated replay less the fold is what deciding every batch again costs (the flow),
the fold what decoding and `evolve` cost, a split no sampling profile gives exactly.
"""

from __future__ import annotations

import functools
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
CACHE = "--cache" in sys.argv
FOLD = "--fold" in sys.argv
CORPORA = ("demo", "ocr", "dm2014", "doubles")

# Cycles per event, a rough model of a current x86 core: a quarter-cycle an instruction
# retired, and the usual penalties of a miss or a mispredicted branch.
CYCLES = {"Ir": 0.3, "I1mr": 12, "D1mr": 10, "D1mw": 10, "ILmr": 100, "DLmr": 100,
          "DLmw": 100, "Bcm": 15, "Bim": 15}  # fmt: skip
SHOWN = ("I1mr", "D1mr", "D1mw", "ILmr", "DLmr", "DLmw", "Bcm", "Bim")


def _corpora(games: int | None) -> dict[str, list[tuple[str, list[str]]]]:
    """(seed, JSON lines) per game of each corpus, as bench_engine builds them."""
    from cards.catalog import catalog
    from tests.benchmarks import bench_engine as bench

    cards = catalog()
    demo, _, greedy = bench._corpus(cards)
    built = {
        "demo": demo[:greedy],
        "ocr": bench._ocr_corpus(cards),
        "dm2014": bench._2014_corpus(cards),
        "doubles": bench._doubles_corpus(cards),
    }
    return {name: [(s, lines) for s, lines, _ in found[:games]] for name, found in built.items()}


def _control(*args: str) -> None:
    subprocess.run(
        ["callgrind_control", *args, str(os.getpid())], check=True, capture_output=True, timeout=600
    )


def _inner(path: str) -> None:
    """Under callgrind: warm up, then count each corpus's replays and decoding apart."""
    from cards.catalog import catalog
    from games.engine.log.replay import replay

    cards = catalog()
    corpora = json.loads(Path(path).read_text())
    records = {
        name: [(seed, [json.loads(line) for line in lines]) for seed, lines in games]
        for name, games in corpora.items()
    }
    for games in records.values():
        for seed, game in games:
            replay(game, cards, seed=seed)

    def replayed(_: None, game: tuple[str, list[dict[str, Any]]]) -> None:
        replay(game[1], cards, seed=game[0])

    def decoded(_: None, lines: list[str]) -> None:
        for line in lines:
            json.loads(line)

    def folded(_: None, game: tuple[str, list[dict[str, Any]]]) -> None:
        replay(game[1], cards, validate=False)

    _control("-i", "on")  # (collected only inside functools.reduce: --toggle-collect)
    for name in CORPORA:
        functools.reduce(replayed, records[name], None)
        _control("-d", f"replay:{name}")
        if os.environ.get("REPLAY_COUNTS_FOLD"):
            functools.reduce(folded, records[name], None)
            _control("-d", f"fold:{name}")
        functools.reduce(decoded, [lines for _, lines in corpora[name]], None)
        _control("-d", f"decode:{name}")


def _totals(out: str) -> dict[str, dict[str, int]]:
    """Each dump's events (`events:` names, `totals:` counts), by its trigger's name."""
    found: dict[str, dict[str, int]] = {}
    for dump in sorted(Path(out).parent.glob(Path(out).name + ".*")):
        names: list[str] = []
        trigger = ""
        for line in dump.read_text().splitlines():
            if line.startswith("events:"):
                names = line.split()[1:]
            elif line.startswith("desc: Trigger: dump "):
                trigger = line.rsplit(" ", 1)[-1]
            elif line.startswith("totals:"):
                found[trigger] = dict(zip(names, map(int, line.split()[1:]), strict=False))
        dump.unlink()
    return found


def _report(totals: dict[str, dict[str, int]]) -> None:
    for name in CORPORA:
        replayed, decoded = totals.get(f"replay:{name}"), totals.get(f"decode:{name}")
        if not replayed or not decoded:
            print(f"{name}: no counts")
            continue
        ratio = replayed["Ir"] / decoded["Ir"]
        print(
            f"{name}: replay {replayed['Ir'] / 1e6:,.1f} M instructions, decoding "
            f"{decoded['Ir'] / 1e6:,.1f} M: {ratio:.2f}x"
        )
        folded = totals.get(f"fold:{name}")
        if folded:
            share = folded["Ir"] / replayed["Ir"]
            print(
                f"  fold (decoding and evolve) {folded['Ir'] / 1e6:,.1f} M, {share:.0%} of the "
                f"replay; deciding again {(replayed['Ir'] - folded['Ir']) / 1e6:,.1f} M, "
                f"{1 - share:.0%}"
            )
        if "Bcm" not in replayed:
            continue
        for label, counts in (("replay", replayed), ("decode", decoded)):
            per = ", ".join(f"{k} {1000 * counts[k] / counts['Ir']:.2f}" for k in SHOWN)
            print(f"  {label} per 1,000 instructions: {per}")
        cycles = [sum(w * c.get(k, 0) for k, w in CYCLES.items()) for c in (replayed, decoded)]
        print(f"  modelled cycles: {cycles[0] / cycles[1]:.2f}x")


def main() -> int:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    if "SECRET_KEY" not in os.environ:
        os.environ.setdefault("DEBUG", "1")  # (as `make bench` is run in development)
    import django

    django.setup()
    if os.environ.get("REPLAY_COUNTS_INNER"):
        _inner(os.environ["REPLAY_COUNTS_INNER"])
        return 0
    numbers = [int(a) for a in sys.argv[1:] if a.isdigit()]
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "corpora.json")
        Path(path).write_text(json.dumps(_corpora(numbers[0] if numbers else None)))
        out = os.path.join(folder, "callgrind.out")
        command = [
            "valgrind", "--tool=callgrind", "--instr-atstart=no", "--collect-atstart=no",
            "--toggle-collect=functools_reduce", f"--callgrind-out-file={out}",
            *(["--cache-sim=yes", "--branch-sim=yes"] if CACHE else []),
            sys.executable, "-m", "tests.benchmarks.replay_counts",
        ]  # fmt: skip
        env = {**os.environ, "REPLAY_COUNTS_INNER": path, "PYTHONHASHSEED": "0"}
        if FOLD:
            env["REPLAY_COUNTS_FOLD"] = "1"
        code = subprocess.run(command, cwd=ROOT, env=env, check=False, capture_output=True)
        if code.returncode:
            print(code.stderr.decode()[-2000:])
            return code.returncode
        _report(_totals(out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
