"""`manage.py import_cards FILE`: a CSV or JSON card file with per-level stats, in the
community spreadsheet's columns (see cards/importers/spreadsheet.py).

A re-import adds versions for what changed and lists the differences.
"""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from cards.importers import spreadsheet
from cards.importing import FACES, Phases, known_faces, read_text, records, run_import
from cards.records import RecordError


class Command(BaseCommand):
    help = "Import a CSV/JSON card file with per-level stats (the spreadsheet's columns)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("path", help="the .csv or .json file")
        parser.add_argument("--quiet", action="store_true", help="no progress bar")
        parser.add_argument(
            "--faces", default=str(FACES), metavar="FILE",
            help="known die faces by card code, over the assumed ones (default: cards/faces.json)",
        )  # fmt: skip

    def handle(self, *args: Any, **options: Any) -> None:
        data = read_text(options["path"])
        known = known_faces(options["faces"])
        phases = Phases(self.stderr, options["quiet"])
        # a row's text is compiled as it is read (cards/importers/spreadsheet.py)
        with phases.phase("parse and compile abilities", len(data), unit="char") as tick:
            try:
                parsed = [(f"row {row}", fields) for row, fields in spreadsheet.read(data)]
            except RecordError as error:
                raise CommandError(str(error)) from None
            tick(len(data))
        if not parsed:
            raise CommandError("no cards in this file")
        with phases.phase("check records", len(parsed)) as tick:
            found = records(parsed, known, progress=tick)
        run_import(found, "spreadsheet", self.stdout, self.stderr, options["quiet"], phases)
