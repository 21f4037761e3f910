"""The JSON Schema of one game-log record, generated from the event Structs.

`event.schema.json` beside this file is the committed copy; `build_schema()` derives the same
document from `games.engine.events` (tests/engine/test_schema.py checks they are equal, so the
file cannot drift). Regenerate it with `python -m games.engine.log.schema`.
"""

from __future__ import annotations

import json
import types
import typing
from pathlib import Path
from typing import Any

import msgspec

from games.engine.abilities.effects.draw_sort import NAME as DRAW_SORT
from games.engine.keywords import KEYWORDS
from games.engine.model import events as ev
from games.engine.model.edition import FIRST_RULES_EDITION
from games.engine.model.state import Step, Termination, Zone

SCHEMA_PATH = Path(__file__).resolve().parent / "event.schema.json"
SCHEMA_ID = "https://overcrush.example/schemas/event.schema.json"

DIE_ID = {
    "type": "string",
    "pattern": "^(p[1-4]|bac):[^:]+:[1-9][0-9]*$",
    "description": "p1:<card>:<copy> (seat 0's die; p2 to p4: seats 1 to 3, Doubles) or"
    " bac:<card>:<copy>",
}

# Fields whose values come from a closed set the engine defines (the rest follow the types).
# A keyword's name when it says what follows a draw (a look into the bag: Corrupt).
_PEEKS = sorted(k for k, rules in KEYWORDS.items() if "after_draw" in rules.hooks)
_PEEKS.append(DRAW_SORT)  # an effect that looks at the dice drawn (effects/draw_sort.py)
ENUMS: dict[tuple[str, str], list[Any]] = {
    # "outcome": a draw whose text says what follows (dice looked at: abilities/outcomes.py)
    ("DiceDrawn", "to"): [*ev.DRAW_DESTINATIONS, "outcome", *_PEEKS],
    ("ChanceRequested", "kind"): ["draw", "roll"],
    # "" for a reroll where the dice are; a keyword's name when it says what follows a roll
    ("ChanceRequested", "to"): [
        "",
        "outcome",  # a reroll whose text says what its roll does (abilities/outcomes.py)
        *ev.DRAW_DESTINATIONS,
        *sorted(k for k, rules in KEYWORDS.items() if "after_roll" in rules.hooks),
        *_PEEKS,
    ],
    # Continuous: the Field; dm-2014: the Reserve Pool while its effect applies (then the
    # Used Pile, effects/in_use.py), the Used Pile at once in logs of rules editions before 10
    ("ActionDieUsed", "to"): [z.value for z in (Zone.OOP, Zone.FIELD, Zone.RESERVE, Zone.USED)],
    ("DiceMoved", "to"): [z.value for z in Zone],
    ("StepBegan", "step"): [s.value for s in Step],
    ("GameEnded", "termination"): [t.value for t in Termination],
    ("AbilityTriggered", "kind"): ["ability", "global", "action", "reactive"],
    ("AbilityResolved", "kind"): ["ability", "global", "action", "reactive"],
}
DIE_FIELDS = {"die", "dice"}  # always die ids, wherever they appear
SHA256_OR_EMPTY = "^([0-9a-f]{64})?$"
PATTERNS: dict[tuple[str, str], str] = {
    ("GameCreated", "cards_digest"): SHA256_OR_EMPTY,
    ("GameCreated", "seed_hash"): SHA256_OR_EMPTY,
}
CONSTS: dict[tuple[str, str], Any] = {("GameCreated", "version"): ev.LOG_FORMAT_VERSION}
# Whole numbers with a floor (a rules edition is 1 or more: model/edition.py).
MINIMUMS: dict[tuple[str, str], int] = {("GameCreated", "rules_edition"): FIRST_RULES_EDITION}


def _type_schema(hint: Any) -> dict[str, Any]:
    """JSON Schema for a field's Python type: tuples are arrays (fixed or `...` length)."""
    if hint is typing.Any:
        return {}
    if hint is bool:
        return {"type": "boolean"}
    if hint is int:
        return {"type": "integer"}
    if hint is str:
        return {"type": "string"}
    if hint is type(None):
        return {"type": "null"}
    if isinstance(hint, type) and issubclass(hint, msgspec.Struct):  # a record in a field
        fields = msgspec.structs.fields(hint)
        return {
            "type": "object",
            "properties": {f.name: _type_schema(f.type) for f in fields},
            "required": [f.name for f in fields if f.required],
            "additionalProperties": False,
        }
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        parts = [_type_schema(a) for a in args]
        if all(set(p) == {"type"} for p in parts):
            return {"type": [p["type"] for p in parts]}
        return {"anyOf": parts}
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            return {"type": "array", "items": _type_schema(args[0])}
        return {
            "type": "array",
            "prefixItems": [_type_schema(a) for a in args],
            "items": False,
            "minItems": len(args),
        }
    raise TypeError(f"no JSON Schema for {hint!r}")


def _die_ids(schema: dict[str, Any]) -> dict[str, Any]:
    if schema.get("type") == "string":
        return dict(DIE_ID)
    if schema.get("type") == "array" and "items" in schema:
        return {**schema, "items": _die_ids(schema["items"])}
    return schema


def event_schema(cls: type[ev.Event]) -> dict[str, Any]:
    """The schema of one event type's record: seq, its type name, its fields, nothing else."""
    genesis = cls is ev.GameCreated
    properties: dict[str, Any] = {
        "seq": {"const": 0} if genesis else {"type": "integer", "minimum": 1},
        "type": {"const": cls.type},
    }
    required = ["seq", "type"]
    for f in msgspec.structs.fields(cls):
        schema = _type_schema(f.type)
        if f.name in DIE_FIELDS:
            schema = _die_ids(schema)
        if (cls.type, f.name) in ENUMS:
            schema = {**schema, "enum": ENUMS[(cls.type, f.name)]}
        if (cls.type, f.name) in PATTERNS:
            schema = {**schema, "pattern": PATTERNS[(cls.type, f.name)]}
        if (cls.type, f.name) in MINIMUMS:
            schema = {**schema, "minimum": MINIMUMS[(cls.type, f.name)]}
        if (cls.type, f.name) in CONSTS:
            schema = {**schema, "const": CONSTS[(cls.type, f.name)]}
        if f.required:
            required.append(f.name)
        else:
            schema = {**schema, "default": msgspec.json.decode(msgspec.json.encode(f.default))}
        properties[f.name] = schema
    doc = (cls.__doc__ or "").strip()
    return {
        "title": cls.type,
        **({"description": " ".join(doc.split())} if doc else {}),
        "x-decision": cls.decision,
        "type": "object",
        "properties": properties,
        "required": required,
        "additionalProperties": False,
    }


def build_schema() -> dict[str, Any]:
    names = sorted(ev.REGISTRY)
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": SCHEMA_ID,
        "title": "Overcrush game-log record",
        "description": (
            f"One line of a game log (JSON Lines, log format version {ev.LOG_FORMAT_VERSION}):"
            " seq, type and the fields of that event type. Generated from"
            " games/engine/model/events.py by `python -m games.engine.log.schema`;"
            " see docs/event-log.md."
        ),
        "type": "object",
        "required": ["seq", "type"],
        "properties": {"seq": {"type": "integer", "minimum": 0}, "type": {"enum": names}},
        # Discriminated on "type": a branch whose type does not match fails at once.
        "oneOf": [
            {
                "if": {"properties": {"type": {"const": name}}, "required": ["type"]},
                "then": {"$ref": f"#/$defs/{name}"},
                "else": False,
            }
            for name in names
        ],
        "$defs": {name: event_schema(ev.REGISTRY[name]) for name in names},
    }


def dumps_schema(schema: dict[str, Any]) -> str:
    return json.dumps(schema, indent=2, ensure_ascii=False) + "\n"


def load_schema() -> dict[str, Any]:
    return json.loads(SCHEMA_PATH.read_text())


__all__ = ["SCHEMA_PATH", "build_schema", "dumps_schema", "event_schema", "load_schema"]
