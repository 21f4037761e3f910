"""Catalog records the engine reads: figures and battle dice (MB-3, MB-4), frozen.

Their data is not in the rulebook (its reference card and the figures' labels are missing,
DIGEST §7.7): users enter or import it, and a game's first event carries the records it is
played with, so its log replays without any catalog.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

import msgspec

# MB-3: the six stats, in the order of a figure's label.
STATS = (
    "intelligence",
    "strength",
    "speed",
    "durability",
    "energy_projection",
    "fighting_skills",
)
ALWAYS = "always"  # a power that is always on, whatever the battle stat (004:L300)
# The powers the book's own text defines (004:L302, L458-460); the others are declared.
RANGED_WEAPON = "Ranged Weapon"
MAGIC = "Magic"
TELEPATHY = "Telepathy"
EXECUTED_POWERS = (RANGED_WEAPON, MAGIC, TELEPATHY)
# A declared effect, in the engine's terms (docs/rulings.md, Battle Dice).
EFFECTS = ("battle_total", "strike_total", "release", "none")
WHOM = ("self", "opponent")
MAX_AMOUNT = 6
MAX_TEXT = 300
ID = re.compile(r"^[a-z0-9][a-z0-9-]{0,63}$")  # a catalog id: a slug, no ":" (see sources)


class Suggestion(msgspec.Struct, frozen=True, gc=False):
    """A catalog's reading of a power or die rule in the engine's terms: what its
    controller would declare (players may still declare otherwise)."""

    effect: str = "none"
    amount: int = 0
    whom: str = "self"


class Power(msgspec.Struct, frozen=True, gc=False):
    """A coloured power icon: it is active when its figure battles with the stat of its
    colour (the colours are the stats' own, 004:L154), or always (`stat` "always")."""

    name: str
    stat: str
    suggests: Suggestion | None = None


class Figure(msgspec.Struct, frozen=True, gc=False):
    """A figure's battle gauge (MB-3). `stand_in` says what was made up, if anything."""

    id: str
    name: str
    stats: tuple[int, int, int, int, int, int]
    value: int
    powers: tuple[Power, ...] = ()
    nonunique: bool = False
    cosmic: bool = False
    number: str = ""
    faction: str = ""
    rarity: str = ""
    stand_in: str = ""

    def stat(self, name: str) -> int:
        return self.stats[STATS.index(name)]


class BattleDie(msgspec.Struct, frozen=True, gc=False):
    """A battle die (MB-4): faces 1 to 6 and a rule under its lid."""

    id: str
    name: str
    colour: str = ""
    rule: str = ""
    suggests: Suggestion | None = None
    number: str = ""
    stand_in: str = ""


class RecordError(ValueError):
    """A figure or die record that the engine cannot read."""


def _text(data: Mapping[str, Any], name: str, default: str | None = None, limit: int = 80) -> str:
    value = data.get(name, default)
    if not isinstance(value, str) or (default is None and not value) or len(value) > limit:
        raise RecordError(f"{name} is a string of at most {limit} characters")
    return value


def _id(data: Mapping[str, Any]) -> str:
    value = data.get("id")
    if not isinstance(value, str) or not ID.match(value):
        raise RecordError("id is a slug: lower-case letters, digits and dashes")
    return value


def source_parts(source: str) -> tuple[str, str, str]:
    """("die", die, "") or ("power", piece, power name) from a declaration's source:
    "die:<die>" or "power:<piece>:<power>" (ids are slugs, so the colons are separators)."""
    kind, _, rest = source.partition(":")
    if kind == "die":
        return kind, rest, ""
    team, _, rest = rest.partition(":")
    figure, _, power = rest.partition(":")
    return kind, f"{team}:{figure}", power


def _int(value: Any, name: str, low: int, high: int) -> int:
    if type(value) is not int or not low <= value <= high:
        raise RecordError(f"{name} is a whole number {low} to {high}")
    return value


def suggestion_from(data: Any) -> Suggestion | None:
    if data is None:
        return None
    if not isinstance(data, Mapping):
        raise RecordError("suggests is an object {effect, amount, whom}")
    effect = data.get("effect", "none")
    whom = data.get("whom", "self")
    if effect not in EFFECTS or whom not in WHOM:
        raise RecordError(f"suggests: effect is one of {EFFECTS}, whom one of {WHOM}")
    amount = _int(data.get("amount", 0), "suggests.amount", -MAX_AMOUNT, MAX_AMOUNT)
    return Suggestion(effect, amount, whom)


def figure_from(data: Any) -> Figure:
    """A figure from its JSON record; RecordError names the first bad field."""
    if not isinstance(data, Mapping):
        raise RecordError("a figure is an object")
    stats = data.get("stats")
    if isinstance(stats, Mapping):
        stats = [stats.get(name) for name in STATS]
    if not isinstance(stats, list | tuple) or len(stats) != len(STATS):
        raise RecordError(f"stats are six numbers ({', '.join(STATS)})")
    powers = []
    for entry in data.get("powers") or ():
        if not isinstance(entry, Mapping):
            raise RecordError("a power is an object {name, stat}")
        stat = entry.get("stat")
        if stat not in (*STATS, ALWAYS):
            raise RecordError(f"a power's stat is one of {STATS} or {ALWAYS!r}")
        name = _text(entry, "name")
        powers.append(Power(name, stat, suggestion_from(entry.get("suggests"))))
    for flag in ("nonunique", "cosmic"):
        if type(data.get(flag, False)) is not bool:
            raise RecordError(f"{flag} is true or false")
    return Figure(
        id=_id(data),
        name=_text(data, "name"),
        stats=tuple(_int(v, "a stat", 0, 6) for v in stats),  # type: ignore[arg-type]
        value=_int(data.get("value"), "value", 0, 99),
        powers=tuple(powers),
        nonunique=data.get("nonunique", False),
        cosmic=data.get("cosmic", False),
        number=_text(data, "number", ""),
        faction=_text(data, "faction", ""),
        rarity=_text(data, "rarity", ""),
        stand_in=_text(data, "stand_in", "", limit=MAX_TEXT),
    )


def die_from(data: Any) -> BattleDie:
    """A battle die from its JSON record; RecordError names the first bad field."""
    if not isinstance(data, Mapping):
        raise RecordError("a battle die is an object")
    return BattleDie(
        id=_id(data),
        name=_text(data, "name"),
        colour=_text(data, "colour", ""),
        rule=_text(data, "rule", "", limit=MAX_TEXT),
        suggests=suggestion_from(data.get("suggests")),
        number=_text(data, "number", ""),
        stand_in=_text(data, "stand_in", "", limit=MAX_TEXT),
    )


def _suggestion_dict(s: Suggestion | None) -> dict[str, Any] | None:
    return None if s is None else {"effect": s.effect, "amount": s.amount, "whom": s.whom}


def figure_dict(f: Figure) -> dict[str, Any]:
    """The JSON record of a figure (what `figure_from` reads back)."""
    data: dict[str, Any] = {"id": f.id, "name": f.name, "stats": list(f.stats), "value": f.value}
    if f.powers:
        data["powers"] = [
            {"name": p.name, "stat": p.stat}
            | ({"suggests": _suggestion_dict(p.suggests)} if p.suggests else {})
            for p in f.powers
        ]
    for name in ("nonunique", "cosmic"):
        if getattr(f, name):
            data[name] = True
    for name in ("number", "faction", "rarity", "stand_in"):
        if getattr(f, name):
            data[name] = getattr(f, name)
    return data


def die_dict(d: BattleDie) -> dict[str, Any]:
    data: dict[str, Any] = {"id": d.id, "name": d.name}
    for name in ("colour", "rule", "number", "stand_in"):
        if getattr(d, name):
            data[name] = getattr(d, name)
    if d.suggests:
        data["suggests"] = _suggestion_dict(d.suggests)
    return data
