"""`manage.py replay LOG.jsonl`: validate a game log and show the state it leads to.

Exit status: 0 the log is valid (the state is printed), 1 an event does not follow (its seq,
reason code and message are printed), 2 the file cannot be read as a game log at all
(missing, not JSON Lines, no GameCreated at seq 0, unsupported format version) or a bad
argument. The log format is described in docs/event-log.md.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import jsonschema
from django.core.management.base import BaseCommand, CommandParser
from django.db import DatabaseError

from cards import services as card_services
from cards.catalog import DATA, catalog, digest_for
from games.engine import (
    CorruptLog,
    GameState,
    Zone,
    awaiting,
    load_schema,
    read_jsonl,
    replay,
    seed_hash,
    view,
)
from games.engine import errors as E
from games.engine import events as ev

VALID, INVALID, UNREADABLE = 0, 1, 2


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
            help="card data directory (*.json); by default the definitions the catalog stored"
            " under the log's cards_digest, else the shipped files",
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
                records = read_jsonl(handle)
        except (OSError, UnicodeDecodeError) as error:
            return self.unreadable(f"cannot read {path}: {error}")
        except CorruptLog as error:
            return self.unreadable(f"{path} is not JSON Lines: {error.message}")
        genesis = _genesis(records)
        if isinstance(genesis, str):
            return self.unreadable(f"{path}: {genesis}")

        stored = None if options["cards"] else _stored_definitions(genesis.cards_digest)
        checked = _check_genesis(genesis, seed, None if stored else str(directory.resolve()))
        if checked is not None:
            return self.invalid(records, checked)
        cards = stored or catalog(str(directory.resolve()))
        # A record without the shape of its event type (the JSON Schema) ends the log there,
        # unless an earlier event already fails replay.
        malformed = _first_malformed(records)
        if malformed is not None and (to_seq is None or malformed.seq <= to_seq):
            if malformed.seq > 0:
                try:
                    replay(records[: malformed.seq], cards, seed=seed, to_seq=malformed.seq - 1)
                except CorruptLog as error:
                    return self.invalid(records, error)
            return self.invalid(records, malformed)
        try:
            state = replay(records, cards, seed=seed, to_seq=to_seq)
        except CorruptLog as error:
            return self.invalid(records, error)
        if options["json"]:
            self.stdout.write(json.dumps(view(state, "judge"), indent=2, ensure_ascii=False))
        else:
            self.stdout.write(summary(state, len(records), to_seq, seed is not None))
        return VALID

    def unreadable(self, message: str) -> int:
        self.stderr.write(f"unreadable: {message}")
        return UNREADABLE

    def invalid(self, records: Sequence[Any], error: CorruptLog) -> int:
        found = records[error.seq] if 0 <= error.seq < len(records) else None
        what = found.get("type", "?") if isinstance(found, Mapping) else type(found).__name__
        rule = f" ({error.rule})" if error.rule else ""
        self.stderr.write(
            f"invalid at seq {error.seq} ({what}): {error.code}: {error.message}{rule}"
        )
        return INVALID


def _genesis(records: Sequence[Any]) -> ev.GameCreated | str:
    """The log's GameCreated, or why there is none (then the file is not a game log)."""
    if not records:
        return "empty log"
    first = records[0]
    if not isinstance(first, Mapping) or first.get("type") != "GameCreated":
        return "the first line is not a GameCreated event"
    if first.get("seq") != 0:
        return "GameCreated must have seq 0"
    try:
        genesis = ev.event_from_dict(dict(first))
    except (KeyError, TypeError, ValueError) as error:
        return f"unreadable GameCreated: {error}"
    assert isinstance(genesis, ev.GameCreated)
    if genesis.version != ev.LOG_FORMAT_VERSION:
        return f"log format version {genesis.version} is not supported"
    return genesis


def _stored_definitions(digest: str) -> Mapping[str, Any] | None:
    """The exact definitions the catalog recorded for a game with this cards_digest (they
    are content-addressed, so they match it by construction), or None."""
    if not digest:
        return None
    try:
        return card_services.definitions_for_digest(digest)
    except DatabaseError:  # no database here: the files will do
        return None


def _check_genesis(
    genesis: ev.GameCreated, seed: str | None, directory: str | None
) -> CorruptLog | None:
    """The commitments of seq 0: the revealed seed and (from files) the card definitions."""
    if seed is not None and genesis.seed_hash and seed_hash(seed) != genesis.seed_hash:
        return CorruptLog(
            E.RANDOM_SEED_MISMATCH, "SHA-256 of the seed is not the log's seed_hash", 0
        )
    if genesis.cards_digest and directory is not None:
        used = [c for team in genesis.teams for c, _ in team]
        used += [c for chosen in genesis.basic_actions for c in chosen]
        if digest_for(used, directory) != genesis.cards_digest:
            return CorruptLog(
                E.LOG_CARDS, "these card definitions are not the ones the game used", 0
            )
    return None


def _first_malformed(records: Sequence[Any]) -> CorruptLog | None:
    """The first record that does not match the log schema (and why), or None.

    The schema is discriminated on "type", so a record with a known type is checked against
    that type's part alone (the same verdict, many times faster than the whole oneOf)."""
    schema = load_schema()
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
        return CorruptLog(E.LOG_UNREADABLE, message, position)
    return None


def summary(state: GameState, events: int, to_seq: int | None, seeded: bool) -> str:
    names = [p.name for p in state.players]
    last = state.seq - 1
    lines = [
        f"valid: {events} events" if to_seq is None else f"state at seq {last} (of {events})",
        f"players: {names[0]} (0) vs {names[1]} (1)",
        f"turn {state.turn}, step {state.step.value}, active player {state.active}",
        "life: " + ", ".join(f"{p.name} {p.life}" for p in state.players),
    ]
    if state.outcome is not None:
        winner = state.outcome.winner
        who = "draw" if winner is None else f"{names[winner]} ({winner}) wins"
        lines.append(f"outcome: {who} by {state.outcome.termination.value}")
    else:
        pending = awaiting(state)
        if pending is not None:
            lines.append(f"waiting for: {pending.kind} (player {pending.player})")
    for index, player in enumerate(state.players):
        zones = ", ".join(f"{z.value} {len(state.in_zone(index, z))}" for z in Zone)
        lines.append(f"{player.name} dice: {zones}")
    if not seeded and state.seed_hash:
        lines.append("random outcomes were checked for legality only (no --seed given)")
    return "\n".join(lines)
