"""`manage.py check_wording [-n 12] [--rules DIR] /path/to/cards.php [PATH ...]`: our files'
lines that share a run of N words with a card's printed text (cards/wording.py); exit status 1
if any. `--rules`: rulebook text files (or a directory of them) whose words we may quote, so
that a keyword test quoting a glossary line a card's reminder repeats is not listed.

Without paths it reads every file git tracks in this checkout (binary files skipped). The
card file is read at run time only: never commit it, nor any card's text."""

from __future__ import annotations

import subprocess
from pathlib import Path
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError, CommandParser

from cards import wording
from cards.importing import read_text


class Command(BaseCommand):
    help = "List our files' lines that share an N-word run with a card's printed text."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("cards", help="the Team Builder's cards.php (read, never kept)")
        parser.add_argument("paths", nargs="*", help="files to check (default: git ls-files)")
        parser.add_argument(
            "-n", "--words", type=int, default=wording.DEFAULT_RUN,
            help=f"words in a row that count as shared (default {wording.DEFAULT_RUN})",
        )  # fmt: skip
        parser.add_argument(
            "--rules", action="append", default=[],
            help="a rulebook text file or a directory of them: runs it prints may be quoted",
        )  # fmt: skip

    def handle(self, *args: Any, **options: Any) -> None:
        size = options["words"]
        if size < 1:
            raise CommandError("-n: at least 1 word")
        known = wording.runs(wording.card_lines(read_text(options["cards"])), size)
        if options["rules"]:
            known = wording.quotable(known, rulebooks(options["rules"]), size)
        root = Path(settings.BASE_DIR)
        paths = options["paths"] or tracked(root)
        found = 0
        for name in paths:
            path = Path(name) if Path(name).is_absolute() else root / name
            try:
                text = path.read_text(encoding="utf-8")
            except (UnicodeDecodeError, OSError):
                continue  # an image, a font, a file gone from the work tree
            for hit in wording.shared(name, text, known, size):
                found += 1
                self.stdout.write(f"{hit.path}:{hit.line}: {hit.card}: {hit.words}")
        if found:
            raise CommandError(f"{found} line(s) share a {size}-word run with a card's text")
        self.stdout.write(f"no line shares a {size}-word run with a card's text")


def tracked(root: Path) -> list[str]:
    out = subprocess.run(
        ["git", "ls-files", "-z"], cwd=root, capture_output=True, text=True, check=True
    ).stdout
    return [name for name in out.split("\0") if name]


def rulebooks(names: list[str]) -> list[str]:
    """The text of each rulebook file named, or of each `.txt`/`.md` file in a directory."""
    texts = []
    for name in names:
        path = Path(name)
        if not path.exists():
            raise CommandError(f"--rules: no such file or directory: {name}")
        files = (
            sorted(p for p in path.rglob("*") if p.suffix in (".txt", ".md"))
            if path.is_dir()
            else [path]
        )
        texts += [f.read_text(encoding="utf-8", errors="replace") for f in files]
    return texts
