"""The log's JSON Lines codec: records (one dict per line) to events and back.

A record is `{"seq": N, "type": "...", ...fields}` (docs/event-log.md).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from typing import Any

from games.engine.model import errors as E
from games.engine.model import events as ev
from games.engine.model.errors import CorruptLog


def parse(records: Iterable[Mapping[str, Any]]) -> list[tuple[int, ev.Event]]:
    """Turn log records into (seq, event), refusing unknown types and malformed fields."""
    parsed = []
    append = parsed.append
    from_dict = ev.event_from_dict
    for position, record in enumerate(records):
        try:
            seq = int(record["seq"])
            append((seq, from_dict(record if type(record) is dict else dict(record))))
        except (KeyError, TypeError, ValueError) as error:
            seq = record.get("seq", position) if isinstance(record, Mapping) else position
            raise CorruptLog(E.LOG_UNREADABLE, f"unreadable event: {error}", seq) from error
    return parsed


_ACTION_MAKERS: dict[type[ev.Event], Any] = {}


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
    """Log records for events (seq first), e.g. to write JSON Lines."""
    return [{"seq": start + n, **e.to_dict()} for n, e in enumerate(events)]


def dumps_jsonl(records: Iterable[Mapping[str, Any]]) -> str:
    return "".join(json.dumps(r, separators=(",", ":"), ensure_ascii=False) + "\n" for r in records)
