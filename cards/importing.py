"""What both import commands share: fields -> checked records -> versions, with a progress
bar for each phase (parse, compile abilities, write rows) and the summary. A card that
cannot be a record (a bad field, or data the engine cannot read) is left out and reported
with its reason; the others are imported, in one transaction. A bad file (unreadable, no
cards, a card twice) stops the import before anything is written."""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from django.core.management.base import CommandError
from tqdm import tqdm

from cards import execution, services
from cards.import_report import ImportReport
from cards.records import RecordError, build, faces
from cards.services import Progress

MAX_FILE_BYTES = 50 * 1024 * 1024
# Known die faces by card code, over what an importer assumed (facts, not text): see the file.
FACES = Path(__file__).resolve().parent / "faces.json"


def known_faces(path: str | Path = FACES) -> dict[str, list[Any]]:
    """The faces table ({"faces": {"86gaf": [six faces], ...}}), each entry checked."""
    try:
        table = json.loads(Path(path).read_text(encoding="utf-8")).get("faces", {})
    except (OSError, ValueError, AttributeError) as error:
        raise CommandError(f"cannot read the faces table {path}: {error}") from None
    if not isinstance(table, dict):
        raise CommandError(f"{path}: 'faces' maps card codes to six faces")
    try:
        return {
            str(code).lower(): faces(value, f"faces of {code}") for code, value in table.items()
        }
    except RecordError as error:
        raise CommandError(f"{path}: {error}") from None


def with_known_faces(
    fields: Mapping[str, Any], table: Mapping[str, list[Any]]
) -> Mapping[str, Any]:
    """The card's fields with its known faces, if the table has them (no longer a stand-in)."""
    code = f"{fields.get('number', '')}{fields.get('set_code', '')}".lower()
    if code not in table:
        return fields
    return {**fields, "faces": table[code], "stand_in": ""}


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


@dataclass
class Records:
    """The checked records of a file, and the cards left out: (card or row, reason)."""

    incoming: list[services.Incoming] = field(default_factory=list)
    skipped: list[tuple[str, str]] = field(default_factory=list)


class Phases:
    """The import's phases (parse, compile abilities, write rows), each with its own progress
    bar on stderr and its seconds, so no phase of an import runs silently."""

    def __init__(self, err: TextIO, quiet: bool = False) -> None:
        self.err, self.quiet = err, quiet
        self.seconds: dict[str, float] = {}

    @contextmanager
    def phase(self, name: str, total: int, unit: str = "card") -> Iterator[Progress]:
        started = time.perf_counter()
        bar = tqdm(
            total=total, desc=name, unit=unit, file=self.err, disable=self.quiet, leave=True,
            unit_scale=unit == "char",
        )  # fmt: skip
        with bar:
            yield bar.update
        self.seconds[name] = time.perf_counter() - started


def records(
    parsed: Iterable[tuple[str, Mapping[str, Any] | RecordError]],
    known: Mapping[str, list[Any]] | None = None,
    *,
    compile_text: Callable[[Mapping[str, Any]], Mapping[str, Any]] | None = None,
    progress: Progress | None = None,
) -> Records:
    """Checked records; a card whose fields are not a record, or a record the engine cannot
    read, is left out with its reason (naming the card, or row, and the field). `known`:
    faces by card code that replace what the importer assumed (default: the FACES table);
    `compile_text`: the importer's step that turns a card's text into abilities, if its
    parse left that for now; `progress` is ticked once a card."""
    known = known_faces() if known is None else known
    tick = progress or (lambda n: None)
    found = Records()
    for where, fields in parsed:
        try:
            if isinstance(fields, RecordError):
                raise fields
            if compile_text is not None:
                fields = compile_text(fields)
            record = build(with_known_faces(fields, known))
            status = execution.status(record)
            if status.unreadable:
                raise RecordError(status.unreadable)
        except RecordError as error:
            name = fields.get("name") if isinstance(fields, Mapping) else ""
            found.skipped.append((f"{where} {name}".strip() if name else where, str(error)))
            continue
        finally:
            tick(1)
        found.incoming.append(
            services.Incoming(record, record["set_code"], record["number"], status)
        )
    return found


def run_import(
    found: Records, source: str, out: TextIO, err: TextIO, quiet: bool = False,
    phases: Phases | None = None,
) -> ImportReport:  # fmt: skip
    """Write the rows with a progress bar on stderr, then the summary (what changed, each
    set's counts, each card that cannot be rolled online and each card left out, with its
    reason, and each phase's seconds) on stdout."""
    if not found.incoming:
        reasons = "; ".join(f"{where}: {why}" for where, why in found.skipped[:5])
        raise CommandError(f"no card of this file can be imported ({reasons})")
    phases = phases or Phases(err, quiet)
    with phases.phase("write rows", len(found.incoming)) as tick:
        try:
            report = services.import_records(found.incoming, source, progress=tick)
        except services.CatalogError as error:
            raise CommandError(f"{error.code}: {error.message}") from None
    report.skipped = list(found.skipped)
    report.seconds = dict(phases.seconds)
    out.write(report.summary() + "\n")
    out.write(report.changes() + "\n")
    for line in report.differences:
        out.write(f"  changed {line}\n")
    for where, why in report.skipped:
        out.write(f"  skipped {where}: {why}\n")
    for line in report.by_set():
        out.write(line + "\n")
    out.write(report.timing() + "\n")
    return report
