"""The log's JSON Lines codec: records (one dict per line) to events and back.

A record is `{"seq": N, "type": "...", ...fields}` (docs/event-log.md).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from itertools import repeat
from typing import Any

import msgspec

from games.engine.model import errors as E
from games.engine.model import events as ev
from games.engine.model.errors import CorruptLog

_JSON = msgspec.json.Encoder()


class _Events(msgspec.Struct, frozen=True, gc=False):
    """A log's events, for one `msgspec.convert`: msgspec works out how to decode a Struct
    type once, but a `list[...]` of the union of every event type at every call (a fixed
    cost of about 0.2 ms, most of what decoding a whole game's records costs)."""

    events: list[ev.AnyEvent]  # type: ignore[valid-type]


def parse(records: Iterable[Mapping[str, Any]]) -> list[tuple[int, ev.Event]]:
    """Turn log records into (seq, event), refusing unknown types, missing, unknown and
    ill-typed fields (msgspec decodes every record into its event type at once)."""
    seqs, events = parse_columns(records)
    return list(zip(seqs, events, strict=True))


def parse_columns(records: Iterable[Mapping[str, Any]]) -> tuple[list[int], list[ev.Event]]:
    """`parse` as two lists, the seqs and the events (what replay reads: no pairs to build
    and take apart again)."""
    records = records if isinstance(records, list) else list(records)
    if set(map(type, records)) <= {dict}:  # the usual case: JSON objects (no loop of ours)
        fields = list(map(dict, records))
        seqs = list(map(dict.pop, fields, repeat("seq"), repeat(None)))
        if set(map(type, seqs)) <= {int}:
            return seqs, _events(seqs, fields)
    seqs = []
    fields = []
    for position, record in enumerate(records):
        # (`type(record) is dict` first: an isinstance check against the Mapping ABC is slow)
        is_mapping = type(record) is dict or isinstance(record, Mapping)
        event_fields = dict(record) if is_mapping else {}
        seq = event_fields.pop("seq", None)
        if type(seq) is not int:
            raise CorruptLog(
                E.LOG_UNREADABLE, "a record is an object with an integer seq", position
            )
        seqs.append(seq)
        fields.append(event_fields)
    return seqs, _events(seqs, fields)


def _events(seqs: list[int], fields: list[dict[str, Any]]) -> list[ev.Event]:
    try:
        return msgspec.convert({"events": fields}, _Events).events
    except msgspec.ValidationError:
        return [_one(seq, data) for seq, data in zip(seqs, fields, strict=True)]


def _one(seq: int, data: dict[str, Any]) -> ev.Event:
    """One record, for the message and the seq of the first that does not decode."""
    try:
        return msgspec.convert(data, ev.AnyEvent)  # type: ignore[no-any-return]
    except msgspec.ValidationError as error:
        raise CorruptLog(E.LOG_UNREADABLE, f"unreadable event: {error}", seq) from None


def read_jsonl(lines: Iterable[str]) -> list[dict[str, Any]]:
    records = []
    for number, line in enumerate(lines):
        if not line.strip():
            continue
        try:
            records.append(json.loads(line))
        except json.JSONDecodeError as error:
            raise CorruptLog(E.LOG_UNREADABLE, f"line {number + 1}: {error}", number) from error
    return records


def to_records(events: Iterable[ev.Event], start: int = 0) -> list[dict[str, Any]]:
    """Log records for events (seq first, then type and fields; tuples become lists)."""
    plain = msgspec.json.decode(_JSON.encode(list(events)))
    for record in plain:  # a game that is no draft records no pool (logs stay as they were)
        if record.get("type") == "GameCreated":
            for field in ("draft_pool", "draft_offered"):
                if record.get(field) == []:
                    del record[field]
    return [{"seq": start + n, **record} for n, record in enumerate(plain)]


def dumps_jsonl(records: Iterable[Mapping[str, Any]]) -> str:
    return "".join(json.dumps(r, separators=(",", ":"), ensure_ascii=False) + "\n" for r in records)
