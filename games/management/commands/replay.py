"""`manage.py replay LOG.jsonl`: validate a game log and show the state it leads to.

Exit status: 0 the log is valid (the state is printed), 1 an event does not follow (its seq,
reason code and message are printed), 2 the file cannot be read as a game log at all
(missing, not JSON Lines, no game system's first event at seq 0, unsupported format version)
or a bad argument, 3 an event does not follow under today's rules but the log was recorded
under another rules edition: it could not be re-validated (log/rules_edition_changed, both
editions and today's reason printed). The log format is described in docs/event-log.md.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import jsonschema
from django.core.management.base import BaseCommand, CommandParser

from cards.catalog import DATA
from games import systems
from games.declared import declared_share
from games.declared import describe as describe_declared
from games.systems.base import ReplayFailed

VALID, INVALID, UNREADABLE, NOT_REVALIDATED = 0, 1, 2, 3
SEED_MISMATCH = "random/seed_mismatch"
UNREADABLE_CODE = "log/unreadable"


class NotJsonLines(ValueError):
    """A line that is not JSON."""


class Command(BaseCommand):
    help = "Validate a game log (JSON Lines) and print the final state, or the first bad event."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("log", help="the game log, one JSON event per line")
        parser.add_argument("--to", type=int, default=None, metavar="SEQ", help="stop at SEQ")
        parser.add_argument("--json", action="store_true", help="print the judge view as JSON")
        parser.add_argument(
            "--seed", default=None, metavar="HEX", help="the revealed seed: check every outcome"
        )
        parser.add_argument(
            "--cards",
            default=None,
            metavar="DIR",
            help="Dice Masters card data directory (*.json); by default the definitions the"
            " catalog stored under the log's cards_digest, else the shipped files (a system"
            " whose logs carry their own catalog data ignores it)",
        )

    def handle(self, *args: Any, **options: Any) -> None:
        raise SystemExit(self.run(options))

    # -- the steps --------------------------------------------------------------------------

    def run(self, options: Mapping[str, Any]) -> int:
        to_seq = options["to"]
        seed = options["seed"]
        if to_seq is not None and to_seq < 0:
            return self.unreadable("--to must be 0 or more")
        if seed is not None:
            try:
                bytes.fromhex(seed)
            except ValueError:
                return self.unreadable("--seed must be hex")
        directory = Path(options["cards"] or DATA)
        if not directory.is_dir():
            return self.unreadable(f"no card directory {directory}")
        path = Path(options["log"])
        try:
            with path.open(encoding="utf-8") as handle:
                records = _read_jsonl(handle)
        except (OSError, UnicodeDecodeError) as error:
            return self.unreadable(f"cannot read {path}: {error}")
        except NotJsonLines as error:
            return self.unreadable(f"{path} is not JSON Lines: {error}")
        if not records:
            return self.unreadable(f"{path}: empty log")
        # The log's first event names its game system: a log is replayed by its own only.
        system = systems.for_log(records)
        if system is None:
            kinds = " or ".join(systems.genesis_types())
            return self.unreadable(f"{path}: the first line is not a {kinds} event")
        problem = system.first_event_problem(records[0])
        if problem is not None:
            return self.unreadable(f"{path}: {problem}")
        committed = records[0].get("seed_hash")
        if seed is not None and committed and _sha256(seed) != committed:
            message = "SHA-256 of the seed is not the log's seed_hash"
            return self.invalid(records, ReplayFailed(SEED_MISMATCH, message, 0))
        try:
            cards_dir = None if options["cards"] is None else str(directory.resolve())
            definitions = system.replay_definitions(records, cards_dir)
        except ReplayFailed as error:
            return self.invalid(records, error)
        # A record without the shape of its event type (the JSON Schema) ends the log there,
        # unless an earlier event already fails replay.
        malformed = _first_malformed(records, system.log_schema())
        if malformed is not None and (to_seq is None or malformed.seq <= to_seq):
            if malformed.seq:
                try:
                    system.replay(
                        records[: malformed.seq],
                        seed=seed,
                        to_seq=malformed.seq - 1,
                        definitions=definitions,
                    )
                except ReplayFailed as error:
                    return self.invalid(records, error)
            return self.invalid(records, malformed)
        try:
            state = system.replay(records, seed=seed, to_seq=to_seq, definitions=definitions)
        except ReplayFailed as error:
            return self.invalid(records, error)
        if options["json"]:
            judge_view = system.view(state, "judge")
            self.stdout.write(json.dumps(judge_view, indent=2, ensure_ascii=False))
        else:
            self.stdout.write(system.summary(state, len(records), to_seq, seed is not None))
            share = declared_share(records)
            if share["declarations"] or share["declined"]:
                self.stdout.write(f"declared: {describe_declared(share)}")
        return VALID

    def unreadable(self, message: str) -> int:
        self.stderr.write(f"unreadable: {message}")
        return UNREADABLE

    def invalid(self, records: Sequence[Any], error: ReplayFailed) -> int:
        seq = error.seq if error.seq is not None else len(records) - 1
        found = records[seq] if 0 <= seq < len(records) else None
        what = found.get("type", "?") if isinstance(found, Mapping) else type(found).__name__
        rule = f" ({error.rule})" if error.rule else ""
        if error.editions is not None:  # recorded under other rules: no verdict of invalidity
            self.stderr.write(
                f"not re-validated at seq {seq} ({what}): {error.code}: {error.message}{rule}"
            )
            return NOT_REVALIDATED
        self.stderr.write(f"invalid at seq {seq} ({what}): {error.code}: {error.message}{rule}")
        return INVALID


def _sha256(text: str) -> str:
    """The commitment scheme of every system's seed: SHA-256 of the seed's hex text."""
    return hashlib.sha256(text.encode()).hexdigest()


def _read_jsonl(lines: Any) -> list[Any]:
    records = []
    for number, line in enumerate(lines):
        if not line.strip():
            continue
        try:
            records.append(json.loads(line))
        except json.JSONDecodeError as error:
            raise NotJsonLines(f"line {number + 1}: {error}") from error
    return records


def _first_malformed(records: Sequence[Any], schema: Mapping[str, Any]) -> ReplayFailed | None:
    """The first record that does not match the log schema (and why), or None.

    The schema is discriminated on "type", so a record with a known type is checked against
    that type's part alone (the same verdict, many times faster than the whole oneOf)."""
    whole = jsonschema.Draft202012Validator(schema)
    by_type = {
        name: jsonschema.Draft202012Validator(part) for name, part in schema["$defs"].items()
    }
    for position, record in enumerate(records):
        kind = record.get("type") if isinstance(record, Mapping) else None
        validator = by_type.get(kind, whole) if isinstance(kind, str) else whole
        if validator.is_valid(record):
            continue
        error = jsonschema.exceptions.best_match(validator.iter_errors(record))
        message = "malformed record"
        if error is not None:
            where = "/".join(str(p) for p in error.absolute_path)
            message = f"{where}: {error.message}" if where else error.message
        return ReplayFailed(UNREADABLE_CODE, message, position)
    return None
