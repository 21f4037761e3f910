"""The Battle Dice catalog's services: read and import figure and die files, find the
records a game is created with, read team lists.

A file is JSON, {"figures": [...], "dice": [...]} with records as the engine reads them
(battledice/engine/records.py), or CSV (figures or dice, by their columns; see
docs/battle-dice.md). The file we ship (data/series1.json) has the book's checklist (names
and numbers; no stats) and a playable demo set whose stats are marked stand-ins.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from django.db import transaction

from battledice.engine import STATS, BattleDie, Figure, RecordError, Team, die_from, figure_from
from battledice.models import CatalogDie, CatalogFigure

DATA = Path(__file__).resolve().parent / "data"
SHIPPED = DATA / "series1.json"
FIGURE_COLUMNS = ("id", "name", "number", "faction", "rarity", "value", *STATS)
DIE_COLUMNS = ("id", "name", "number", "colour", "rule")
MAX_TEAM_ENTRIES = 24


class CatalogError(ValueError):
    """A file or a team list the catalog cannot take; the message says where."""


@dataclass
class ImportReport:
    figures: int = 0
    playable: int = 0
    dice: int = 0
    new: int = 0
    changed: int = 0
    unchanged: int = 0
    stand_ins: int = 0
    notes: list[str] = field(default_factory=list)

    def summary(self) -> str:
        return (
            f"{self.figures} figures ({self.playable} playable, {self.stand_ins} records with"
            f" stand-in data), {self.dice} battle dice: {self.new} new, {self.changed} changed,"
            f" {self.unchanged} unchanged"
        )


# --- reading files -----------------------------------------------------------------------------


@cache
def shipped() -> dict[str, Any]:
    return json.loads(SHIPPED.read_text(encoding="utf-8"))


def read_file(text: str, name: str) -> dict[str, list[dict[str, Any]]]:
    """{"figures": [...], "dice": [...]} from a JSON or CSV file's text."""
    if name.lower().endswith(".json"):
        try:
            data = json.loads(text)
        except json.JSONDecodeError as error:
            raise CatalogError(f"{name} is not JSON: {error}") from None
        if (
            not isinstance(data, dict)
            or not isinstance(data.get("figures", []), list)
            or (not isinstance(data.get("dice", []), list))
        ):
            raise CatalogError('a JSON file is {"figures": [...], "dice": [...]}')
        return {"figures": data.get("figures", []), "dice": data.get("dice", [])}
    rows = list(csv.DictReader(io.StringIO(text)))
    if not rows:
        raise CatalogError(f"{name} has no rows")
    columns = set(rows[0])
    if {"value", *STATS} & columns:
        return {"figures": [_figure_row(n, r) for n, r in enumerate(rows, start=2)], "dice": []}
    if "rule" in columns or "colour" in columns:
        return {"figures": [], "dice": [_die_row(n, r) for n, r in enumerate(rows, start=2)]}
    raise CatalogError(
        f"columns {sorted(columns)}: a figure file has {FIGURE_COLUMNS}, a die file {DIE_COLUMNS}"
    )


def _cell(row: Mapping[str, Any], name: str) -> str:
    return str(row.get(name) or "").strip()


def _number(row: Mapping[str, Any], name: str, line: int) -> int | None:
    text = _cell(row, name)
    if not text:
        return None
    try:
        return int(text)
    except ValueError:
        raise CatalogError(f"line {line}: {name} {text!r} is not a number") from None


def _figure_row(line: int, row: Mapping[str, Any]) -> dict[str, Any]:
    data: dict[str, Any] = {k: _cell(row, k) for k in ("id", "name", "number", "faction", "rarity")}
    stats = [_number(row, s, line) for s in STATS]
    value = _number(row, "value", line)
    if value is not None or any(s is not None for s in stats):
        data["stats"] = stats
        data["value"] = value
    powers = []
    for part in _cell(row, "powers").split(";"):
        if part.strip():
            name, _, stat = part.partition("@")
            powers.append({"name": name.strip(), "stat": stat.strip() or "always"})
    data["powers"] = powers
    for flag in ("nonunique", "cosmic"):
        data[flag] = _cell(row, flag).lower() in ("1", "yes", "true", "x")
    data["stand_in"] = _cell(row, "stand_in")
    return {k: v for k, v in data.items() if v not in ("", [], False)} | {"_line": line}


def _die_row(line: int, row: Mapping[str, Any]) -> dict[str, Any]:
    data: dict[str, Any] = {
        k: _cell(row, k) for k in ("id", "name", "number", "colour", "rule", "stand_in")
    }
    if _cell(row, "effect"):
        data["suggests"] = {
            "effect": _cell(row, "effect"),
            "amount": _number(row, "amount", line) or 0,
            "whom": _cell(row, "whom") or "self",
        }
    return {k: v for k, v in data.items() if v != ""} | {"_line": line}


# --- importing -----------------------------------------------------------------------------


def _where(position: int, data: Mapping[str, Any]) -> str:
    return f"line {data['_line']}" if "_line" in data else f"entry {position + 1}"


def import_data(data: Mapping[str, list[dict[str, Any]]], source: str) -> ImportReport:
    """Create or update figures and dice by id, all in one transaction or none."""
    report = ImportReport()
    figures, dice = [], []
    for position, raw in enumerate(data.get("figures", [])):
        if not isinstance(raw, dict):
            raise CatalogError(f"entry {position + 1}: a figure is an object")
        entry = {k: v for k, v in raw.items() if k != "_line"}
        try:
            if "stats" in entry or "value" in entry:
                figure_from(entry)
                report.playable += 1
            else:  # a checklist entry: name and number, its stats to come
                figure_from({**entry, "stats": [0] * 6, "value": 0})
        except RecordError as error:
            raise CatalogError(f"{_where(position, raw)}: {error}") from None
        figures.append(entry)
        report.stand_ins += bool(entry.get("stand_in"))
    for position, raw in enumerate(data.get("dice", [])):
        if not isinstance(raw, dict):
            raise CatalogError(f"entry {position + 1}: a battle die is an object")
        entry = {k: v for k, v in raw.items() if k != "_line"}
        try:
            die_from(entry)
        except RecordError as error:
            raise CatalogError(f"{_where(position, raw)}: {error}") from None
        dice.append(entry)
        report.stand_ins += bool(entry.get("stand_in"))
    ids = [f["id"] for f in figures]
    if len(set(ids)) != len(ids):
        raise CatalogError("a figure id is in the file twice")
    with transaction.atomic():
        for entry in figures:
            _save(CatalogFigure, entry, _figure_fields(entry), source, report)
        for entry in dice:
            _save(CatalogDie, entry, _die_fields(entry), source, report)
    report.figures, report.dice = len(figures), len(dice)
    return report


def _figure_fields(entry: Mapping[str, Any]) -> dict[str, Any]:
    stats = entry.get("stats")
    if isinstance(stats, Mapping):
        stats = [stats.get(s) for s in STATS]
    fields: dict[str, Any] = {
        "name": entry["name"],
        "number": entry.get("number", ""),
        "faction": entry.get("faction", ""),
        "rarity": entry.get("rarity", ""),
        "value": entry.get("value"),
        "powers": entry.get("powers", []),
        "nonunique": entry.get("nonunique", False),
        "cosmic": entry.get("cosmic", False),
        "stand_in": entry.get("stand_in", ""),
    }
    for name, value in zip(STATS, stats or [None] * 6, strict=True):
        fields[name] = value
    return fields


def _die_fields(entry: Mapping[str, Any]) -> dict[str, Any]:
    return {
        "name": entry["name"],
        "number": entry.get("number", ""),
        "colour": entry.get("colour", ""),
        "rule": entry.get("rule", ""),
        "suggests": entry.get("suggests"),
        "stand_in": entry.get("stand_in", ""),
    }


def _save(model: Any, entry: Mapping[str, Any], fields: dict[str, Any], source: str, report):
    row = model.objects.filter(slug=entry["id"]).first()
    if row is None:
        model.objects.create(slug=entry["id"], source=source[:120], **fields)
        report.new += 1
    elif all(getattr(row, k) == v for k, v in fields.items()):
        report.unchanged += 1
    else:
        for k, v in fields.items():
            setattr(row, k, v)
        row.source = source[:120]
        row.save()
        report.changed += 1
        report.notes.append(f"{entry['id']} changed")


def import_shipped() -> ImportReport:
    return import_data(shipped(), "shipped series1.json")


# --- games ----------------------------------------------------------------------------------


def records_for(
    figure_ids: Iterable[str], die_ids: Iterable[str]
) -> tuple[list[Figure], list[BattleDie]]:
    """The records of these ids: the database's, else the shipped file's. An id found
    nowhere (or a figure without its stats) is left out: the team check names it."""
    figure_ids, die_ids = set(figure_ids), set(die_ids)
    figures: dict[str, Figure] = {}
    for row in CatalogFigure.objects.filter(slug__in=figure_ids):
        if row.complete:
            figures[row.slug] = row.record()
    dice = {row.slug: row.record() for row in CatalogDie.objects.filter(slug__in=die_ids)}
    shipped_data = shipped()
    for entry in shipped_data["figures"]:
        if entry["id"] in figure_ids and entry["id"] not in figures and "stats" in entry:
            figures[entry["id"]] = figure_from(entry)
    for entry in shipped_data["dice"]:
        if entry["id"] in die_ids and entry["id"] not in dice:
            dice[entry["id"]] = die_from(entry)
    return list(figures.values()), list(dice.values())


def team_from(data: Any) -> Team:
    """A team list: {"figures": [ids], "dice": [ids]} or [[ids], [ids]]."""
    if isinstance(data, Mapping):
        figures, dice = data.get("figures"), data.get("dice")
    elif isinstance(data, list | tuple) and len(data) == 2:
        figures, dice = data
    else:
        raise CatalogError('a team is {"figures": [ids], "dice": [ids]}')
    for name, ids in (("figures", figures), ("dice", dice)):
        if not isinstance(ids, list | tuple) or not all(isinstance(i, str) for i in ids):
            raise CatalogError(f"{name} is a list of ids")
        if len(ids) > MAX_TEAM_ENTRIES:
            raise CatalogError(f"at most {MAX_TEAM_ENTRIES} {name}")
        if any(len(i) > 64 for i in ids):
            raise CatalogError("an id is at most 64 characters")
    return Team(tuple(figures), tuple(dice))  # type: ignore[arg-type]


def demo_teams(basic: bool = False) -> tuple[Team, Team]:
    """The shipped demo teams: the starter set's heroes and villains (basic game), or two
    teams of Value 30 (standard game)."""
    teams = shipped()["demo_teams"]["basic" if basic else "standard"]
    return team_from(teams[0]), team_from(teams[1])
