"""`manage.py import_battledice FILE`: Battle Dice figures and dice from JSON or CSV.

A JSON file is {"figures": [...], "dice": [...]}; a CSV file holds figures (columns id,
name, number, faction, rarity, value, the six stats, powers as "Name@stat; ...", nonunique,
cosmic, stand_in) or dice (id, name, number, colour, rule, effect, amount, whom, stand_in).
`--shipped` imports the file we ship: the book's checklist and the stand-in demo set.
Records are created or updated by id, all in one transaction or none.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from battledice import catalog


class Command(BaseCommand):
    help = "Import Battle Dice figures and battle dice (JSON or CSV)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("path", nargs="?", help="the .json or .csv file")
        parser.add_argument("--shipped", action="store_true", help="the file we ship")

    def handle(self, *args: Any, **options: Any) -> None:
        try:
            if options["shipped"]:
                report = catalog.import_shipped()
            elif options["path"]:
                path = Path(options["path"])
                try:
                    text = path.read_text(encoding="utf-8")
                except (OSError, UnicodeDecodeError) as error:
                    raise CommandError(f"cannot read {path}: {error}") from None
                report = catalog.import_data(catalog.read_file(text, path.name), path.name)
            else:
                raise CommandError("give a file, or --shipped")
        except catalog.CatalogError as error:
            raise CommandError(str(error)) from None
        self.stdout.write(report.summary())
        for note in report.notes:
            self.stdout.write(f"  {note}")
