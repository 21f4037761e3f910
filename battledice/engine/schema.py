"""The JSON Schema of Battle Dice log records, built from the event records' fields.

One definition per event type (discriminated by "type"), each requiring `seq`, `type` and
every field. It is data: `python -m battledice.engine.schema` prints it.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from battledice.engine import events as ev
from battledice.engine.records import ALWAYS, EFFECTS, STATS, WHOM

_SUGGESTION = {
    "type": ["object", "null"],
    "properties": {
        "effect": {"enum": list(EFFECTS)},
        "amount": {"type": "integer"},
        "whom": {"enum": list(WHOM)},
    },
    "additionalProperties": False,
}
_TEXT = {"type": "string"}
FIGURE = {
    "type": "object",
    "required": ["id", "name", "stats", "value"],
    "properties": {
        "id": {"type": "string", "pattern": "^[a-z0-9][a-z0-9-]{0,63}$"},
        "name": _TEXT,
        "stats": {
            "type": "array",
            "items": {"type": "integer", "minimum": 0, "maximum": 6},
            "minItems": 6,
            "maxItems": 6,
            "description": "in the order " + ", ".join(STATS),
        },
        "value": {"type": "integer", "minimum": 0},
        "powers": {
            "type": "array",
            "items": {
                "type": "object",
                "required": ["name", "stat"],
                "properties": {
                    "name": _TEXT,
                    "stat": {"enum": [*STATS, ALWAYS]},
                    "suggests": _SUGGESTION,
                },
                "additionalProperties": False,
            },
        },
        "nonunique": {"type": "boolean"},
        "cosmic": {"type": "boolean"},
        "number": _TEXT,
        "faction": _TEXT,
        "rarity": _TEXT,
        "stand_in": _TEXT,
    },
    "additionalProperties": False,
}
DIE = {
    "type": "object",
    "required": ["id", "name"],
    "properties": {
        "id": {"type": "string", "pattern": "^[a-z0-9][a-z0-9-]{0,63}$"},
        "name": _TEXT,
        "colour": _TEXT,
        "rule": _TEXT,
        "suggests": _SUGGESTION,
        "number": _TEXT,
        "stand_in": _TEXT,
    },
    "additionalProperties": False,
}


def _array(items: Any, size: int | None = None) -> dict[str, Any]:
    schema: dict[str, Any] = {"type": "array", "items": items}
    if size is not None:
        schema.update(minItems=size, maxItems=size)
    return schema


def _pair(a: Any, b: Any) -> dict[str, Any]:
    return {"type": "array", "prefixItems": [a, b], "items": False, "minItems": 2}


_INT, _STR, _BOOL = {"type": "integer"}, {"type": "string"}, {"type": "boolean"}
TYPES: dict[str, Any] = {
    "int": _INT,
    "str": _STR,
    "bool": _BOOL,
    "int | None": {"type": ["integer", "null"]},
    "tuple[str, ...]": _array(_STR),
    "tuple[int, int]": _array(_INT, 2),
    "tuple[str, str]": _array(_STR, 2),
    "tuple[tuple[str, int], ...]": _array(_pair(_STR, _INT)),
    "tuple[tuple[str, str], ...]": _array(_pair(_STR, _STR)),
    "tuple[tuple[str, Any], ...]": _array(_pair(_STR, {})),
    "tuple[Figure, ...]": _array(FIGURE),
    "tuple[BattleDie, ...]": _array(DIE),
    "tuple[tuple[tuple[str, ...], tuple[str, ...]], tuple[tuple[str, ...], tuple[str, ...]]]": (
        _array(_pair(_array(_STR), _array(_STR)), 2)
    ),
}


@cache
def log_schema() -> dict[str, Any]:
    definitions = {}
    for name, cls in sorted(ev.REGISTRY.items()):
        properties: dict[str, Any] = {
            "seq": {"type": "integer", "minimum": 0},
            "type": {"const": name},
        }
        hints = cls.__annotations__  # the annotations as written (strings)
        for field in cls.__struct_fields__:
            properties[field] = TYPES[str(hints[field])]
        required = ["seq", "type", *cls.__struct_fields__]
        definitions[name] = {
            "type": "object",
            "required": required,
            "properties": properties,
            "additionalProperties": False,
        }
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "Marvel Heroes Battle Dice log record",
        "description": "One line of a Battle Dice game log (JSON Lines): an event with its seq.",
        "oneOf": [{"$ref": f"#/$defs/{name}"} for name in definitions],
        "$defs": definitions,
    }


if __name__ == "__main__":
    print(json.dumps(log_schema(), indent=2))
