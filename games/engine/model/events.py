"""Events: the facts a game log is made of. Each is a frozen msgspec Struct of a few fields
(event_base.py), a decision (decisions.py) or a consequence (facts.py); this module gathers
them, so the rest of the engine says `events.DiceMoved`.

A log line is `{"seq": N, "type": "...", ...fields}`. Sequences are tuples in Python and lists
in JSON; there are no mappings, so that the order of everything in a log is fixed.
Events that start a batch are decisions (a player's choice, or a random outcome); the rest
follow from them (see log/replay.py).

`type` is the Struct's tag: `msgspec` decodes a record straight into the right class
(`AnyEvent`, a tagged union) and `log/schema` derives the published JSON Schema from them.
"""

from __future__ import annotations

from typing import Any, Union

import msgspec

from games.engine.model.decisions import *  # noqa: F403 (every decision event)
from games.engine.model.effect_events import *  # noqa: F403 (effects' and reactions' events)
from games.engine.model.event_base import LOG_FORMAT_VERSION, REGISTRY, Event, Paid, event_type
from games.engine.model.facts import *  # noqa: F403 (every consequence)

# Every event type: a record decodes into the class its "type" names (msgspec tagged union).
AnyEvent: Any = Union[tuple(REGISTRY.values())]  # noqa: UP007 (a union built from a tuple)


def event_from_dict(data: dict[str, Any]) -> Event:
    """Build an event from a log line's dict (its seq, if any, is not part of the event).
    Raises ValueError (a msgspec.ValidationError) on an unknown type or wrong fields."""
    fields = {name: value for name, value in data.items() if name != "seq"}
    return msgspec.convert(fields, AnyEvent)  # type: ignore[no-any-return]


__all__ = [
    "LOG_FORMAT_VERSION",
    "REGISTRY",
    "AnyEvent",
    "Event",
    "Paid",
    "event_from_dict",
    "event_type",
]
