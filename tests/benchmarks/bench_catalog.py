"""Catalog speed: importing a generated 3,500-card spreadsheet file (cards per second, the
whole `import_cards` command: read, check, write versions) and the latency of 100 catalog
searches on those cards (words and filters, first page and count), p50 and p95.

Runs on a fresh database made for it (`<name>_bench_catalog` on PostgreSQL, in memory on
SQLite) so nothing of yours is touched; the cards are invented here.
"""

from __future__ import annotations

import csv
import random
import statistics
import tempfile
import time
from collections.abc import Iterator
from io import StringIO
from pathlib import Path
from typing import Any

CARDS = 3500
SEARCHES = 100
WORDS = ("ember", "stone", "glass", "night", "river", "iron", "storm", "moss", "ash", "tide")
ENERGY = ("Fist", "Bolt", "Mask", "Shield")
TEXTS = (
    "When fielded, deal 4 damage to one target character die.",
    "While this card is active, your Sidekick dice get +1D.",
    "Overcrush",
    "Global: Pay 1. Target character die gets +1A.",
    "",
)


def generated_file(path: Path, rng: random.Random) -> None:
    """CARDS invented cards in seven sets, in the spreadsheet importer's columns."""
    header = ["id", "name", "subtitle", "type", "purchase cost", "energy type", "die limit",
              "ability text", "affiliations", "set"]  # fmt: skip
    for level in (1, 2, 3):
        header += [f"level {level} {stat}" for stat in ("fielding cost", "attack", "defense")]
    with path.open("w", newline="") as handle:
        writer = csv.writer(handle)
        writer.writerow(header)
        for index in range(CARDS):
            kind = "Basic Action" if index % 25 == 0 else "Character"
            name = f"{rng.choice(WORDS).title()} {rng.choice(WORDS).title()} {index:04d}"
            row = [
                index // 7 + 1, name, f"{rng.choice(WORDS).title()} Walker", kind,
                rng.randint(1, 7), "" if kind == "Basic Action" else rng.choice(ENERGY),
                3 if kind == "Basic Action" else rng.choice((1, 2, 4, 4)),
                rng.choice(TEXTS), rng.choice(("Guild", "Court", "Kin", "")), f"bc{index % 7}",
            ]  # fmt: skip
            for level in (1, 2, 3):
                stats = ("", "", "") if kind == "Basic Action" else (level, level + 1, level + 1)
                row += list(stats)
            writer.writerow(row)


def searches(rng: random.Random) -> list[tuple[str, dict[str, str]]]:
    found: list[tuple[str, dict[str, str]]] = []
    for index in range(SEARCHES):
        choice = index % 5
        if choice == 0:
            found.append((rng.choice(WORDS), {}))
        elif choice == 1:
            found.append((f"{rng.choice(WORDS)} {rng.choice(WORDS)}", {}))
        elif choice == 2:
            found.append(("", {"energy": rng.choice(ENERGY).lower(), "set": f"bc{index % 7}"}))
        elif choice == 3:
            found.append(("target character", {"kind": "character"}))
        else:
            found.append((f"{rng.randint(1, 500)}bc{rng.randint(0, 6)}", {}))
    return found


def run() -> Iterator[tuple[str, Any, str]]:
    from django.conf import settings
    from django.core.management import call_command
    from django.db import connection
    from django.test.utils import setup_databases, teardown_databases

    from cards import search

    default = settings.DATABASES["default"]
    vendor = connection.vendor
    if vendor == "postgresql":
        default.setdefault("TEST", {})["NAME"] = f"{default['NAME']}_bench_catalog"
    old = setup_databases(verbosity=0, interactive=False)
    rng = random.Random(2026)
    try:
        with tempfile.TemporaryDirectory() as directory:
            path = Path(directory) / "cards.csv"
            generated_file(path, rng)
            start = time.perf_counter()
            call_command("import_cards", str(path), "--quiet", stdout=StringIO())
            seconds = time.perf_counter() - start
        yield f"catalog.import.{CARDS}cards.{vendor}.cards_per_s", CARDS / seconds, "cards/s"
        timings = []
        for query, filters in searches(rng):
            start = time.perf_counter()
            found = search.search(query, filters).cards
            list(found[:50])
            found.count()
            timings.append((time.perf_counter() - start) * 1000)
        timings.sort()
        p95 = timings[int(len(timings) * 0.95) - 1]
        yield f"catalog.search.{SEARCHES}searches.{vendor}.p95_ms", p95, "ms"
        yield (
            f"catalog.search.{SEARCHES}searches.{vendor}.median_ms",
            statistics.median(timings),
            "ms",
        )
    finally:
        teardown_databases(old, verbosity=0)
