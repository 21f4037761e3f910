"""What both import commands share: fields -> checked records -> versions, with a progress
bar and the summary line. A bad card stops the import before anything is written."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any, TextIO

from django.core.management.base import CommandError
from tqdm import tqdm

from cards import services
from cards.records import RecordError, build

MAX_FILE_BYTES = 50 * 1024 * 1024


def read_text(path: str) -> str:
    """The file as text (UTF-8), refused when missing, too large or not text."""
    file = Path(path)
    try:
        if file.stat().st_size > MAX_FILE_BYTES:
            raise CommandError(f"{path} is larger than {MAX_FILE_BYTES // 1024 // 1024} MiB")
        data = file.read_text(encoding="utf-8-sig")
    except OSError as error:
        raise CommandError(f"cannot read {path}: {error.strerror or error}") from None
    except UnicodeDecodeError:
        raise CommandError(f"{path} is not UTF-8 text") from None
    if "\x00" in data:
        raise CommandError(f"{path} contains NUL characters: not a text file")
    return data


def records(parsed: Iterable[tuple[str, dict[str, Any]]]) -> list[services.Incoming]:
    """Checked records; CommandError names the card (or row) and the field."""
    found = []
    for where, fields in parsed:
        try:
            record = build(fields)
        except RecordError as error:
            raise CommandError(f"{where}: {error}") from None
        found.append(services.Incoming(record, record["set_code"], record["number"]))
    return found


def run_import(
    incoming: list[services.Incoming], source: str, out: TextIO, err: TextIO, quiet: bool = False
) -> services.ImportReport:
    """Import with a progress bar on stderr, then the summary (and what changed) on stdout."""
    with tqdm(total=len(incoming), unit="card", file=err, disable=quiet, leave=False) as bar:
        try:
            report = services.import_records(incoming, source, progress=bar.update)
        except services.CatalogError as error:
            raise CommandError(f"{error.code}: {error.message}") from None
    out.write(report.summary() + "\n")
    out.write(report.changes() + "\n")
    for line in report.differences:
        out.write(f"  changed {line}\n")
    return report
