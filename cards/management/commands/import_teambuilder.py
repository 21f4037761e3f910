"""`manage.py import_teambuilder cards.php`: the Dice Coalition Team Builder's card file.

Reads every set array of the file (see cards/importers/teambuilder.py for the format) and
imports its cards; a re-import adds versions for what changed and lists the differences.
"""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from cards.importers import teambuilder
from cards.importing import FACES, Phases, known_faces, read_text, records, run_import
from cards.records import split_code


class Command(BaseCommand):
    help = "Import the Team Builder's cards.php (names, text, cost, energy, Max; no faces)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("path", help="the cards.php file")
        parser.add_argument(
            "--set", action="append", default=[], metavar="ARRAY=CODE",
            help="the set code for an array of the file (default: the array's name)",
        )  # fmt: skip
        parser.add_argument("--only", action="append", default=[], metavar="CODE")
        parser.add_argument("--quiet", action="store_true", help="no progress bar")
        parser.add_argument(
            "--faces", default=str(FACES), metavar="FILE",
            help="known die faces by card code, over the assumed ones (default: cards/faces.json)",
        )  # fmt: skip

    def handle(self, *args: Any, **options: Any) -> None:
        codes = {}
        for pair in options["set"]:
            array, _, code = pair.partition("=")
            if not array or not code:
                raise CommandError(f"--set {pair!r}: write ARRAY=CODE")
            codes[array] = code.lower()
        source = read_text(options["path"])
        known = known_faces(options["faces"])
        phases = Phases(self.stderr, options["quiet"])
        with phases.phase("parse", len(source), unit="char") as tick:
            parsed = teambuilder.load(source, codes, progress=tick)
        cards = [
            (code, fields)
            for code, fields in parsed.cards
            if not options["only"] or split_code(code)[1] in options["only"]
        ]
        if not cards:
            raise CommandError("no card sets found in this file (is it the Team Builder's?)")
        names = parsed.names
        with phases.phase("compile abilities", len(cards)) as tick:
            found = records(
                cards,
                known,
                compile_text=lambda fields: teambuilder.compiled(fields, parsed.icons, names),
                progress=tick,
            )
        run_import(found, "teambuilder", self.stdout, self.stderr, options["quiet"], phases)
