"""A card file with per-level stats, in the columns of the community's card spreadsheet,
as CSV or JSON, read as catalog fields.

Columns (header names are matched without case, spaces or underscores; aliases in brackets):

    id [number, card id]          31, or 31xfc (then the set column may be empty)
    set [set code]                xfc
    name, subtitle
    type [kind]                   Character, Superstar, Action, Basic Action
    purchase cost [cost]
    energy type [energy]          Bolt, Fist/Mask, or empty (no type)
    die limit [max, max dice]
    rarity                        optional: common, uncommon, rare, super-rare, starter, promo
    level N fielding cost, level N attack, level N defense, level N bursts    N = 1..4
    energy faces                  optional: "bolt; bolt; bolt bolt" (else assumed, marked)
    ability text [text]           lines separated by newlines or " | "
    keywords                      "Overcrush; Corrupt 2"; found in the text when empty
    affiliations [affiliation]    "X-Men; Villain" (or "/")

JSON: a list of objects with those keys (or {"cards": [...]}); `levels` may also be a list of
{fielding cost, attack, defense, bursts} objects.
"""

from __future__ import annotations

import csv
import io
import json
import re
from collections.abc import Iterator, Mapping
from typing import Any

from cards.compiler import compile_card
from cards.records import (
    ACTION_STAND_IN,
    RecordError,
    assumed_action_faces,
    assumed_energy_faces,
    level_faces,
    split_code,
)
from cards.vocabulary import KEYWORDS, keyword_problem, keywords_in

ALIASES = {
    "number": "id", "cardid": "id", "setcode": "set", "kind": "type", "cost": "purchasecost",
    "energy": "energytype", "energytypes": "energytype", "max": "dielimit",
    "maxdice": "dielimit", "text": "abilitytext", "abilities": "abilitytext",
    "affiliation": "affiliations", "keyword": "keywords",
}  # fmt: skip
KINDS = {
    "character": "character", "superstar": "character", "action": "action",
    "basicaction": "basic_action", "basicactioncard": "basic_action", "bac": "basic_action",
}  # fmt: skip
LEVEL_KEY = re.compile(r"^(?:level|lvl|l)(\d)(fieldingcost|cost|attack|a|defense|d|bursts?)$")
STAT = {"fieldingcost": "cost", "cost": "cost", "attack": "attack", "a": "attack"}
STAT |= {"defense": "defense", "d": "defense", "burst": "bursts", "bursts": "bursts"}
MAX_ROWS = 20000
_KEYWORD_NAMES = {name.casefold().replace(" ", ""): key for key, name in KEYWORDS.items()}


def key_of(header: str) -> str:
    key = re.sub(r"[\s_\-]+", "", str(header).strip().lower())
    return ALIASES.get(key, key)


def rows(data: str, name: str = "") -> list[dict[str, Any]]:
    """The file's rows as {normalised column: value}, CSV or JSON (by content)."""
    stripped = data.lstrip("\ufeff").lstrip()
    if stripped[:1] in "[{":
        try:
            loaded = json.loads(stripped)
        except json.JSONDecodeError as error:
            raise RecordError(f"{name or 'file'} is not JSON: {error}") from None
        items = loaded.get("cards") if isinstance(loaded, dict) else loaded
        if not isinstance(items, list) or not all(isinstance(i, dict) for i in items):
            raise RecordError('JSON must be a list of card objects (or {"cards": [...]})')
        found = [{key_of(k): v for k, v in item.items()} for item in items]
    else:
        reader = csv.DictReader(io.StringIO(stripped))
        if not reader.fieldnames or "name" not in {key_of(f) for f in reader.fieldnames}:
            raise RecordError("CSV needs a header row with at least a name column")
        found = [{key_of(k): v for k, v in row.items() if k is not None} for row in reader]
    if len(found) > MAX_ROWS:
        raise RecordError(f"at most {MAX_ROWS} cards per file")
    return found


def read(data: str, name: str = "") -> Iterator[tuple[int, dict[str, Any] | RecordError]]:
    """(row number, catalog fields) per card, or the RecordError of a bad row (naming the
    column), so an import can leave that row out and go on; a bad file still raises."""
    for index, row in enumerate(rows(data, name), start=2 if not _is_json(data) else 1):
        try:
            yield index, card_fields(row)
        except RecordError as error:
            yield index, error


def parse(data: str, name: str = "") -> Iterator[tuple[int, dict[str, Any]]]:
    """(row number, catalog fields) per card; RecordError names the row and the column."""
    for index, fields in read(data, name):
        if isinstance(fields, RecordError):
            raise RecordError(f"row {index}: {fields}")
        yield index, fields


def _is_json(data: str) -> bool:
    return data.lstrip("\ufeff").lstrip()[:1] in "[{"


def _str(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, int | float) and not isinstance(value, bool):
        return str(int(value)) if float(value).is_integer() else str(value)
    if not isinstance(value, str):
        raise RecordError(f"{value!r} must be text")
    return value.strip()


def _split(value: Any, separators: str = ";/,") -> list[str]:
    if isinstance(value, list):
        return [_str(v) for v in value if _str(v)]
    text = _str(value)
    return [part.strip() for part in re.split(f"[{re.escape(separators)}]", text) if part.strip()]


def card_fields(row: Mapping[str, Any]) -> dict[str, Any]:
    ident = _str(row.get("id"))
    set_code = _str(row.get("set")).lower()
    if ident and not ident.isdigit():
        number, set_from_id = split_code(ident)
        set_code = set_code or set_from_id
        if set_code != set_from_id:
            raise RecordError(f"id {ident} is not of set {set_code}")
    else:
        number = ident
    kind_text = re.sub(r"[\s_\-]+", "", _str(row.get("type")).lower())
    if kind_text not in KINDS:
        raise RecordError(f"type {row.get('type')!r}: Character, Superstar, Action or Basic Action")
    kind = KINDS[kind_text]
    energy = [e.lower() for e in _split(row.get("energytype"), "/;,+ ")]
    energy = [e for e in energy if e not in ("generic", "none", "-")]
    text = row.get("abilitytext")
    lines = text if isinstance(text, list) else re.split(r"\n| \| ", _str(text))
    lines = [_str(line) for line in lines if _str(line)]
    keywords = [_keyword(k) for k in _split(row.get("keywords"), ";,")] or keywords_in(lines)
    fields: dict[str, Any] = {
        "set_code": set_code,
        "number": number,
        "name": _str(row.get("name")),
        "subtitle": _str(row.get("subtitle")),
        "kind": kind,
        "cost": _str(row.get("purchasecost")) or "0",
        "energy_types": energy,
        "affiliations": _split(row.get("affiliations"), ";/"),
        "rarity": _str(row.get("rarity")).lower(),
        "max_dice": _str(row.get("dielimit")) or ("3" if kind == "basic_action" else "4"),
        "text": lines,
        "keywords": keywords,
    }
    fields.update(
        compile_card(
            kind, fields["text"], fields["name"], keywords,
            code=f"{number}{set_code}", subtitle=fields["subtitle"],
        )
    )  # fmt: skip
    levels = _levels(row)
    energy_faces = _energy_faces(row.get("energyfaces"))
    if kind == "character" and levels:
        given = energy_faces is not None
        if not given:
            energy_faces = assumed_energy_faces(energy, 6 - len(levels))
            fields["stand_in"] = "energy faces assumed (the file gives levels only)"
        fields["faces"] = level_faces(levels) + (energy_faces or [])
    elif kind == "action" and energy_faces is not None:
        actions = [{"kind": "action", "bursts": b} for b in range(6 - len(energy_faces))]
        fields["faces"] = actions + energy_faces
    elif kind == "action":
        fields["faces"] = assumed_action_faces(energy)
        fields["stand_in"] = ACTION_STAND_IN
    return fields


def _keyword(label: str) -> str:
    match = re.match(r"^(.*?)\s*(\d+)?$", label.strip())
    assert match is not None
    key = _KEYWORD_NAMES.get(match.group(1).casefold().replace(" ", ""))
    if key is None:
        raise RecordError(f"keyword {label!r} is not one of the rulebooks' keywords")
    keyword = f"{key}:{match.group(2)}" if match.group(2) else key
    problem = keyword_problem(keyword)
    if problem is not None:
        raise RecordError(problem)
    return keyword


def _levels(row: Mapping[str, Any]) -> list[dict[str, int]]:
    found: dict[int, dict[str, int]] = {}
    if isinstance(row.get("levels"), list):
        for index, level in enumerate(row["levels"], start=1):
            if not isinstance(level, Mapping):
                raise RecordError("levels must be objects")
            for key, value in level.items():
                _put(found, index, STAT.get(key_of(key)), value)
    for key, value in row.items():
        match = LEVEL_KEY.match(key)
        if match:
            _put(found, int(match.group(1)), STAT[match.group(2)], value)
    levels = []
    for number in sorted(found):
        level = found[number]
        if "cost" not in level and "attack" not in level and "defense" not in level:
            continue
        missing = [stat for stat in ("cost", "attack", "defense") if stat not in level]
        if missing:
            raise RecordError(f"level {number} has no {missing[0]}")
        levels.append(level)
    if len(levels) > 4:
        raise RecordError("at most 4 levels")
    return levels


def _put(found: dict[int, dict[str, int]], level: int, stat: str | None, value: Any) -> None:
    text = _str(value)
    if stat is None or text == "":
        return
    if not text.isdigit() or int(text) > 30:
        raise RecordError(f"level {level} {stat} must be a whole number from 0 to 30")
    found.setdefault(level, {})[stat] = int(text)


def _energy_faces(value: Any) -> list[dict[str, Any]] | None:
    if value in (None, "", []):
        return None
    faces = []
    for face in _split(value, ";"):
        symbols = face.lower().replace("+", " ").split()
        faces.append({"kind": "energy", "symbols": symbols})
    return faces
