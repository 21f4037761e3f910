"""The base of every event: a frozen msgspec Struct tagged with its class name, registered
by `event_type` (the hub, events.py, gathers them all)."""

from __future__ import annotations

from typing import Any, ClassVar

import msgspec

LOG_FORMAT_VERSION = 1

Paid = tuple[tuple[str, tuple[str, ...]], ...]  # (die id, symbols spent from it)

_JSON = msgspec.json.Encoder()


class Event(
    msgspec.Struct, frozen=True, gc=False, tag_field="type", tag=True, forbid_unknown_fields=True
):
    """Base of every event. `type` (its class name, the record's tag) and `decision` (it
    starts a batch in the log) are class attributes set by `event_type`."""

    decision: ClassVar[bool] = False

    def to_dict(self) -> dict[str, Any]:
        """The record without its seq: `type` first, then the fields, tuples as lists."""
        return msgspec.json.decode(_JSON.encode(self))  # type: ignore[no-any-return]


REGISTRY: dict[str, type[Event]] = {}


Event.type = ""  # type: ignore[attr-defined]  (not an annotation: msgspec's tag field)


def event_type(decision: bool = False):
    """Register an event class under its name; `decision`: it may start a batch."""

    def register(cls: type[Event]) -> type[Event]:
        cls.type = cls.__name__  # type: ignore[attr-defined]
        cls.decision = decision
        REGISTRY[cls.type] = cls
        return cls

    return register
