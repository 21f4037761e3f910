"""The community card file through our importer and compiler (issue 16): `make bench-cards
CARDS=/path/to/cards.php` (the Dice Coalition Team Builder's file; never in the repository).

Figures: cards imported, how many the engine executes and their share, the import's
seconds, a second import's new versions (must be 0), and per reason category the cards
that category alone blocks (`cards.blocked.<category>`: the card's only reason, so
handling that category would make it executed), plus the cards blocked by several.

Runs on a fresh database made for it (`<name>_bench_cards` on PostgreSQL, in memory on
SQLite). Without CARDS it measures nothing (`make bench` runs every module).
"""

from __future__ import annotations

import os
import time
from collections import Counter
from collections.abc import Iterator
from io import StringIO
from typing import Any


def run() -> Iterator[tuple[str, Any, str]]:
    path = os.environ.get("CARDS", "")
    if not path:
        return
    from django.conf import settings
    from django.core.management import call_command
    from django.db import connection
    from django.test.utils import setup_databases, teardown_databases

    from cards.models import Card, CardVersion

    default = settings.DATABASES["default"]
    if connection.vendor == "postgresql":
        default.setdefault("TEST", {})["NAME"] = f"{default['NAME']}_bench_cards"
    old = setup_databases(verbosity=0, interactive=False)
    try:
        start = time.perf_counter()
        call_command("import_teambuilder", path, "--quiet", stdout=StringIO())
        seconds = time.perf_counter() - start
        # the file's cards (not the sets we ship, synced after migrate)
        imported = Card.objects.filter(current_version__source="teambuilder")
        cards = list(imported.values_list("executed", "text_only_why"))
        executed = sum(done for done, _ in cards)
        yield "cards.imported", len(cards), "cards"
        yield "cards.executed", executed, "cards"
        yield "cards.executed_share", round(100 * executed / max(len(cards), 1), 2), "%"
        yield "cards.import_seconds", round(seconds, 1), "s"
        alone: Counter[str] = Counter()
        several = 0
        for done, why in cards:
            if done:
                continue
            if len(why) == 1:
                alone[why[0]] += 1
            else:
                several += 1
        for category, count in alone.most_common():
            yield f"cards.blocked.{category}", count, "cards"
        yield "cards.blocked_by_several", several, "cards"
        before = CardVersion.objects.count()
        call_command("import_teambuilder", path, "--quiet", stdout=StringIO())
        yield "cards.reimport_new_versions", CardVersion.objects.count() - before, "versions"
    finally:
        teardown_databases(old, verbosity=0)
