"""A card definition as the catalog stores it: one dict the engine's loader reads, checked
field by field, with its content digest. Plain Python: the importers and tests use it.

A record holds what is printed (name, subtitle, kind, cost, energy, affiliations, rarity,
Max, text, keywords) and what the engine needs (faces, abilities as engine data). Text the
engine does not run stays in `text`; `execution.status` reads the record to say so.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Mapping, Sequence
from typing import Any

from cards.vocabulary import ALIGNMENTS, ENERGY_TYPES, KINDS, RARITIES, keyword_problem

SET_CODE = re.compile(r"^[a-z][a-z0-9_]{0,15}$")
NUMBER = re.compile(r"^[0-9]{1,5}$")
CODE = re.compile(r"^([0-9]{1,5})([a-z][a-z0-9_]{0,15})$")
SYMBOLS = (*ENERGY_TYPES, "wild", "generic")

# Limits on text users or import files bring (a card's text box is far shorter).
MAX_NAME = 200
MAX_LINE = 2000
MAX_LINES = 40
MAX_LIST = 20
MAX_LABEL = 60


class RecordError(ValueError):
    """A field that cannot be part of a card definition; the message names it."""


def canonical_json(data: Any) -> str:
    """The one serialisation digests are taken of (the engine's card_digest uses the same)."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def version_digest(record: Mapping[str, Any]) -> str:
    return hashlib.sha256(canonical_json(record).encode()).hexdigest()


def split_code(code: str) -> tuple[str, str]:
    """ "31xfc" -> ("31", "xfc"); RecordError if it is not <number><set>."""
    match = CODE.match(code.strip().lower())
    if not match:
        raise RecordError(f"{code!r} is not a card code like 31xfc")
    return str(int(match.group(1))), match.group(2)


def text(value: Any, field: str, limit: int = MAX_NAME, *, required: bool = False) -> str:
    """A clean one-line string: no NUL or control characters, at most `limit` long."""
    if value is None:
        value = ""
    if not isinstance(value, str):
        raise RecordError(f"{field} must be text")
    value = value.strip()
    if "\x00" in value:
        raise RecordError(f"{field} contains a NUL character")
    if any(ord(c) < 32 and c not in "\t" for c in value):
        raise RecordError(f"{field} contains a control character")
    if len(value) > limit:
        raise RecordError(f"{field} is longer than {limit} characters")
    if required and not value:
        raise RecordError(f"{field} is required")
    return value


def whole(value: Any, field: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int | str):
        raise RecordError(f"{field} must be a whole number")
    try:
        number = int(str(value).strip())
    except ValueError:
        raise RecordError(f"{field} must be a whole number, not {value!r}") from None
    if not low <= number <= high:
        raise RecordError(f"{field} must be between {low} and {high}")
    return number


def labels(values: Any, field: str) -> list[str]:
    if not isinstance(values, list | tuple) or len(values) > MAX_LIST:
        raise RecordError(f"{field} must be a list of at most {MAX_LIST}")
    found = [text(v, field, MAX_LABEL) for v in values]
    return [v for v in dict.fromkeys(found) if v]


def faces(values: Any, field: str = "faces") -> list[dict[str, Any]]:
    """Six faces in the engine's shape (energy, character, action)."""
    if not isinstance(values, list) or len(values) != 6:
        raise RecordError(f"{field} must be six faces")
    checked = []
    for index, face in enumerate(values):
        where = f"{field}[{index}]"
        if not isinstance(face, Mapping):
            raise RecordError(f"{where} must be an object")
        kind = face.get("kind")
        bursts = whole(face.get("bursts", 0), f"{where}.bursts", 0, 3)
        if kind == "energy":
            symbols = face.get("symbols")
            if not isinstance(symbols, list) or not 1 <= len(symbols) <= 3:
                raise RecordError(f"{where}.symbols must list 1 to 3 symbols")
            if any(s not in SYMBOLS for s in symbols):
                raise RecordError(f"{where}.symbols: known symbols are {', '.join(SYMBOLS)}")
            out: dict[str, Any] = {"kind": "energy", "symbols": list(symbols)}
        elif kind == "character":
            out = {
                "kind": "character",
                "level": whole(face.get("level"), f"{where}.level", 1, 5),
                "cost": whole(face.get("cost"), f"{where}.cost", 0, 20),
                "attack": whole(face.get("attack"), f"{where}.attack", 0, 30),
                "defense": whole(face.get("defense"), f"{where}.defense", 0, 30),
            }
        elif kind == "action":
            out = {"kind": "action"}
        else:
            raise RecordError(f"{where}.kind must be energy, character or action")
        if bursts:
            out["bursts"] = bursts
        checked.append(out)
    return checked


def level_faces(levels: Sequence[Mapping[str, int]]) -> list[dict[str, Any]]:
    """Character faces from per-level stats (fielding cost, A, D, bursts)."""
    out = []
    for index, level in enumerate(levels, start=1):
        face = {
            "kind": "character",
            "level": index,
            "cost": level["cost"],
            "attack": level["attack"],
            "defense": level["defense"],
        }
        if level.get("bursts"):
            face["bursts"] = level["bursts"]
        out.append(face)
    return out


def assumed_energy_faces(energy_types: Sequence[str], count: int) -> list[dict[str, Any]]:
    """The usual energy faces when a source gives none: singles, then one double, of the
    card's type(s) (generic for a card without type). Marked as a stand-in by the caller."""
    types = [t for t in energy_types if t in ENERGY_TYPES] or ["generic"]
    singles = [{"kind": "energy", "symbols": [types[i % len(types)]]} for i in range(count - 1)]
    double = [types[0], types[1] if len(types) > 1 else types[0]]
    return [*singles, {"kind": "energy", "symbols": double}][:count]


ACTION_STAND_IN = "action-die faces assumed (3 action faces with 0, 1, 2 bursts; 3 energy)"


def assumed_action_faces(energy_types: Sequence[str]) -> list[dict[str, Any]]:
    """The usual action-die layout when a source gives no faces: three action faces (no
    burst, one burst, two bursts: the "(burst)" and "(burst)(burst)" lines of a card, 000:L645)
    and three energy faces of the card's type(s), as assumed for characters (DM-1.5: every
    face that is not the action icon is energy). Marked as a stand-in by the caller."""
    actions = [{"kind": "action"}, {"kind": "action", "bursts": 1}, {"kind": "action", "bursts": 2}]
    return [*actions, *assumed_energy_faces(energy_types, 3)]


def build(fields: Mapping[str, Any]) -> dict[str, Any]:
    """A checked record from parsed fields; RecordError names the first bad field.

    `fields`: set_code, number, name, subtitle, kind, cost, energy_types, affiliations,
    rarity, max_dice, text (lines), keywords, and optionally alignment, faces, levels,
    stand_in, and the engine data `abilities`, `globals`, `templates` (our own cards), and
    `unread` (why each text-only line is so: the compiler's reason categories).
    """
    set_code = text(fields.get("set_code"), "set", 16, required=True).lower()
    if not SET_CODE.match(set_code):
        raise RecordError(f"set {set_code!r} must be letters, digits or _ (a letter first)")
    number = text(str(fields.get("number", "")), "number", 5, required=True)
    if not NUMBER.match(number):
        raise RecordError(f"number {number!r} must be a collector number like 31")
    number = str(int(number))
    kind = text(fields.get("kind"), "kind", 20, required=True)
    if kind not in KINDS:
        raise RecordError(f"kind {kind!r} must be one of {', '.join(KINDS)}")
    energy = [e.lower() for e in labels(fields.get("energy_types", []), "energy type")]
    unknown = [e for e in energy if e not in ENERGY_TYPES]
    if unknown:
        raise RecordError(f"energy type {unknown[0]!r}: known are {', '.join(ENERGY_TYPES)}")
    rarity = text(fields.get("rarity", ""), "rarity", 20).lower()
    if rarity and rarity not in RARITIES:
        raise RecordError(f"rarity {rarity!r}: known are {', '.join(RARITIES)}")
    alignment = text(fields.get("alignment", ""), "alignment", 20).lower()
    if alignment and alignment not in ALIGNMENTS:
        raise RecordError(f"alignment {alignment!r}: known are {', '.join(ALIGNMENTS)}")
    lines, keywords = _text_and_keywords(fields)
    record: dict[str, Any] = {
        "id": fields.get("id") or f"{number}{set_code}",
        "set_code": set_code,
        "number": number,
        "name": text(fields.get("name"), "name", required=True),
        "kind": kind,
        "cost": whole(fields.get("cost", 0), "purchase cost", 0, 30),
        "energy_types": energy,
        "affiliations": labels(fields.get("affiliations", []), "affiliations"),
        # Max 0: a card with no dice that still takes a place on a team (a Sidekick Card)
        "max_dice": whole(fields.get("max_dice", 3 if kind == "basic_action" else 4), "Max", 0, 20),
    }
    optional = {
        "subtitle": text(fields.get("subtitle", ""), "subtitle"),
        "rarity": rarity,
        # the Dungeons & Dragons sets' Good, Evil or Neutral (absent: a card with none)
        "alignment": alignment,
        "text": lines,
        "keywords": keywords,
        "stand_in": text(fields.get("stand_in", ""), "stand_in", 300),
        "templates": labels(fields.get("templates", []), "templates"),
    }
    record.update({key: value for key, value in optional.items() if value})
    if fields.get("faces") is not None:
        record["faces"] = faces(fields["faces"])
    record.update(_engine_data(fields))
    if fields.get("back") is not None:  # a flip card's other side (docs/rulings.md "Flip")
        back = fields["back"]
        if not isinstance(back, Mapping):
            raise RecordError("the other side must be a record")
        back_lines, back_keywords = _text_and_keywords(back)
        record["back"] = {"text": back_lines, "keywords": back_keywords, **_engine_data(back)}
    return record


def _text_and_keywords(fields: Mapping[str, Any]) -> tuple[list[str], list[str]]:
    """A side's checked lines of text and keywords."""
    lines = fields.get("text", [])
    if not isinstance(lines, list | tuple) or len(lines) > MAX_LINES:
        raise RecordError(f"ability text must be at most {MAX_LINES} lines")
    lines = [t for t in (text(line, "ability text", MAX_LINE) for line in lines) if t]
    keywords = []
    for keyword in labels(fields.get("keywords", []), "keywords"):
        keyword = keyword.lower().replace(" ", "_")
        problem = keyword_problem(keyword)
        if problem is not None:
            raise RecordError(problem)
        keywords.append(keyword)
    return lines, keywords


def _engine_data(fields: Mapping[str, Any]) -> dict[str, Any]:
    """A side's abilities, Globals and `unread` (why each text-only line is so)."""
    record: dict[str, Any] = {
        key: list(fields[key]) for key in ("abilities", "globals") if fields.get(key)
    }
    if fields.get("unread"):  # (cards/compiler, reasons.py)
        record["unread"] = [
            {"text": text(u.get("text"), "unread text", MAX_LINE, required=True),
             "why": text(u.get("why"), "unread why", 60, required=True)}
            for u in fields["unread"]
        ]  # fmt: skip
    return record
