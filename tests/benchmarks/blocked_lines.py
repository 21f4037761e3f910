"""The lines that keep the community's cards text only, by reason (a compiler worker's list):
`python -m tests.benchmarks.blocked_lines /path/to/cards.php [category] [--all]`.

Prints per category the cards it alone blocks, then (for `category`, or every one) each
blocking line's normalised words with how many cards it blocks alone (`--all`: blocks at
all), most first. Reads the file through the importer's own steps; no database.
"""

from __future__ import annotations

import sys
from collections import Counter, defaultdict
from pathlib import Path


def main(argv: list[str]) -> int:
    import django

    django.setup()
    from cards.compiler.normalise import normalise
    from cards.importers.teambuilder import read

    args = [a for a in argv if not a.startswith("--")]
    if not args:
        print(__doc__)
        return 2
    wanted = args[1] if len(args) > 1 else None
    every = "--all" in argv
    alone: Counter[str] = Counter()
    lines: dict[str, Counter[str]] = defaultdict(Counter)
    for code, fields in read(Path(args[0]).read_text(encoding="utf-8")):
        if not isinstance(fields, dict) or fields.get("executed"):
            continue
        unread = fields.get("unread") or []
        why = sorted({u["why"] for u in unread})
        if len(why) == 1:
            alone[why[0]] += 1
        for u in unread:
            if (every or len(why) == 1) and (wanted is None or u["why"] == wanted):
                words = normalise(u["text"], fields["name"], fields.get("subtitle", ""))
                lines[u["why"]][f"{words}  [{code}]"] += 1
    for name, count in alone.most_common():
        print(f"{count:5d}  {name}")
    for name, counter in sorted(lines.items()):
        print(f"\n== {name}: {sum(counter.values())} lines")
        for text, _ in sorted(counter.items()):
            print(f"  {text}")
    return 0


if __name__ == "__main__":
    import os

    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings_test")
    sys.exit(main(sys.argv[1:]))
