"""`manage.py import_cards FILE`: a CSV or JSON card file with per-level stats, in the
community spreadsheet's columns (see cards/importers/spreadsheet.py).

A re-import adds versions for what changed and lists the differences.
"""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from cards.importers import spreadsheet
from cards.importing import read_text, records, run_import
from cards.records import RecordError


class Command(BaseCommand):
    help = "Import a CSV/JSON card file with per-level stats (the spreadsheet's columns)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("path", help="the .csv or .json file")
        parser.add_argument("--quiet", action="store_true", help="no progress bar")

    def handle(self, *args: Any, **options: Any) -> None:
        data = read_text(options["path"])
        try:
            parsed = [(f"row {row}", fields) for row, fields in spreadsheet.read(data)]
        except RecordError as error:
            raise CommandError(str(error)) from None
        if not parsed:
            raise CommandError("no cards in this file")
        run_import(records(parsed), "spreadsheet", self.stdout, self.stderr, quiet=options["quiet"])
