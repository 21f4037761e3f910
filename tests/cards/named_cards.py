"""Cards with the names players misspell, for the search and typed-list tests: the names are
the characters' (facts), subtitles ours, and no card carries printed text."""

from __future__ import annotations

import csv
from io import StringIO
from pathlib import Path

from django.core.management import call_command

HEADER = ["id", "name", "subtitle", "type", "purchase cost", "energy type", "die limit",
          "rarity", "level 1 fielding cost", "level 1 attack", "level 1 defense",
          "level 2 fielding cost", "level 2 attack", "level 2 defense", "level 3 fielding cost",
          "level 3 attack", "level 3 defense", "affiliations", "set"]  # fmt: skip
CARDS = [
    ("Spider-Woman", "Jessica Drew", "Spidey Friends", "sws"),
    ("Spider-Man", "Webhead", "Spidey Friends", "sws"),
    ("Scarlet Witch", "Hex Power", "Avengers", "sws"),
    ("Wolverine", "Berserker", "X-Men", "sws"),
    ("Captain Cold™", "Cold Gun", "Villains", "sws"),
    ("Doctor Strange", "Sorcerer", "Mystic", "sws"),
    ("John Constantine", "Hellblazer", "Mystic", "sws"),
    ("Guy Gardner", "Red Lantern", "Villain", "sws"),
    ("Blink", "Transmutation", "X-Men", "sws"),
    ("Supernova", "Bright Star", "", "sws"),
]


def load(tmp_path: Path) -> None:
    """Import CARDS as set `sws` (a spreadsheet file written under tmp_path)."""
    out = StringIO()
    writer = csv.writer(out)
    writer.writerow(HEADER)
    for number, (name, subtitle, affiliation, set_code) in enumerate(CARDS, start=1):
        writer.writerow([number, name, subtitle, "Character", 3, "Fist", 4, "common",
                         1, 1, 1, 2, 2, 2, 3, 3, 3, affiliation, set_code])  # fmt: skip
    path = tmp_path / "cards.csv"
    path.write_text(out.getvalue())
    call_command("import_cards", str(path), "--quiet", stdout=StringIO())
