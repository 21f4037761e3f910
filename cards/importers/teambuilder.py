"""The Dice Coalition Team Builder's card file (`cards.php`) read as catalog fields.

The file declares one JavaScript array per set; each entry is a packed string:

    R C E A M Name|Subtitle|text line|text line...

one character each for rarity (0 starter, 1 common, 2 uncommon, 3 rare, 4 super-rare,
5 promo), purchase cost (hex), energy type (0 none, 1 mask, 2 fist, 3 bolt, 4 shield, 5-B the
two- and four-type combinations), affiliation (a code the set's `<set>_aff` table turns into
the icon codes of `affiliation_map`) and Max dice; the Dungeons & Dragons sets carry two
more characters, the card's alignment (`g` Good, `e` or `b` Evil, `n` Neutral: the file's
GOOD/EVIL/NEUTRAL icons; `alignment`) and an equipment mark. An entry's position in its
array, from 1, is its collector number. A `dice` table gives per-level stats by character
name (fielding cost, A, D in hex, then a burst mark), which also tells characters from action
cards. Energy faces are not in the file, nor
are action dice's faces: both are assumed and marked (`stand_in`), and a table of known faces
(cards/importing.py `FACES`) overrides them per card.

This module reads the format; it holds none of the file's content.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from cards.compiler import compile_card, declared_abilities
from cards.importers.jsvalues import declarations
from cards.records import (
    ACTION_STAND_IN,
    RecordError,
    assumed_action_faces,
    assumed_energy_faces,
    level_faces,
)
from cards.vocabulary import keywords_in

ENTRY = re.compile(r"^([0-9])([0-9A-Fa-f])([0-9AB])(.)([0-9])")
ENERGY = {
    "0": [], "1": ["mask"], "2": ["fist"], "3": ["bolt"], "4": ["shield"],
    "5": ["bolt", "fist"], "6": ["bolt", "mask"], "7": ["bolt", "shield"],
    "8": ["fist", "mask"], "9": ["fist", "shield"], "A": ["mask", "shield"],
    "B": ["bolt", "fist", "mask", "shield"],
}  # fmt: skip
# The Dungeons & Dragons sets' alignment character (the one after Max dice): `b` is the first
# set's mark for Evil (its cards "evil characters cost 1 more" name them), `e` the later sets'.
ALIGNMENT = {"g": "good", "e": "evil", "b": "evil", "n": "neutral"}
RARITY = {"0": "starter", "1": "common", "2": "uncommon", "3": "rare", "4": "super-rare"}
BASIC_ACTION_SUBTITLES = {"basic action card", "basic action", "epic basic action"}
# Arrays whose cards without dice are all Basic Action Cards (the Team Builder's own reading).
BASIC_ACTION_ARRAYS = {"dctw"}
# Sets whose entries carry two extra characters (class and equipment icons).
DND_SETS = {"bff", "bff_promo", "bff_op", "fus", "toa", "tiw", "aiw", "zhn", "dd_op2016"}
DND_SETS |= {"wkop_2016_dd"}
# The set codes Team Builder links use where they differ from the array's name.
LINK_CODES = {
    "bff_promo": "bffpr", "bff_op": "bffop", "dcjl": "jl", "dctw": "jlop", "wol_op": "wolop",
    "aou_op": "m2015", "dd_op2016": "d2016", "dc_wf": "wf", "wkop_2016_dc": "wko16dc",
    "wkop_2016_m": "wko16m", "wkop_2016_dd": "wko16dd", "m_op2016": "m2016",
    "dc_op2016": "dc2016", "m_op2017": "m2017", "dc_op2017": "dc2017", "sk_op2017": "sk2017",
    "wd_op2018": "wd2018", "m_op2019": "m2019", "m_op2020": "m2020", "m_op2022": "m2022",
}  # fmt: skip
# Sets that borrow another set's affiliation table.
SHARED_AFFILIATIONS = {"hhs": "tmnt", "sww": "bat", "smc": "asm", "m_op2016": "asm"}
ICON_WORDS = {
    "M": "mask", "F": "fist", "B": "bolt", "S": "shield", "Q": "wild", "PAWN": "sidekick",
    "2B": "bolt bolt", "2F": "fist fist", "2M": "mask mask", "2S": "shield shield",
}  # fmt: skip
ICON = re.compile(r"\[([0-9A-Za-z]+)\]")
LEVEL = re.compile(r"([0-9A-Fa-f])([0-9A-Fa-f])([0-9A-Fa-f])([*0-9]?)\s*")


def is_entry(value: Any) -> bool:
    return isinstance(value, str) and bool(ENTRY.match(value)) and "|" in value


def parse(source: str, codes: Mapping[str, str] | None = None) -> Iterator[dict[str, Any]]:
    """Catalog fields of every card of every set array in the file, in file order.

    `codes` overrides the set code of an array (its variable name by default)."""
    for code, fields in read(source, codes):
        if isinstance(fields, RecordError):
            raise RecordError(f"{code}: {fields}")
        yield fields


@dataclass
class Parsed:
    """A file read but not compiled: (card code, fields or why not) in file order, and the
    affiliation icons its text uses (for the compile step)."""

    cards: list[tuple[str, dict[str, Any] | RecordError]] = field(default_factory=list)
    icons: dict[str, str] = field(default_factory=dict)

    @property
    def names(self) -> frozenset[str]:
        """The character cards' names (a card's text may name another: "if Robin is active")."""
        return frozenset(
            f["name"] for _, f in self.cards if isinstance(f, dict) and f["kind"] == "character"
        )


def read(
    source: str, codes: Mapping[str, str] | None = None
) -> Iterator[tuple[str, dict[str, Any] | RecordError]]:
    """(card code, catalog fields) of every card, in file order; an entry that cannot be read
    gives its RecordError instead, so an import can leave it out and go on."""
    parsed = load(source, codes)
    names = parsed.names
    for code, fields in parsed.cards:
        yield (
            code,
            fields if isinstance(fields, RecordError) else compiled(fields, parsed.icons, names),
        )


def load(
    source: str,
    codes: Mapping[str, str] | None = None,
    progress: Callable[[int], None] | None = None,
) -> Parsed:
    """The file's cards with their printed fields, abilities not yet compiled (`compiled`);
    `progress` is told how many characters of the source each declaration took."""
    values = dict(declarations(source, progress))
    affiliation_names = values.get("affiliation_map", {})
    dice = {str(k).casefold(): v for k, v in values.get("dice", {}).items()}
    icons = affiliation_icons(
        values.get("iconname", {}), affiliation_names, values.get("iconid", {})
    )
    parsed = Parsed(icons=icons)
    for name, value in values.items():
        if not isinstance(value, list) or not value or not all(is_entry(v) for v in value):
            continue
        code = (codes or {}).get(name) or LINK_CODES.get(name, name.lower())
        table = values.get(f"{SHARED_AFFILIATIONS.get(name, name)}_aff")
        for index, entry in enumerate(value, start=1):
            try:
                fields: dict[str, Any] | RecordError = card_fields(
                    entry, index, code, name in DND_SETS, table, affiliation_names, dice,
                    basic_actions=name in BASIC_ACTION_ARRAYS,
                )  # fmt: skip
            except RecordError as error:
                fields = error
            except (ValueError, KeyError, TypeError) as error:
                fields = RecordError(f"cannot be read ({error})")
            parsed.cards.append((f"{index}{code}", fields))
    return parsed


def compiled(
    fields: Mapping[str, Any],
    icons: Mapping[str, str] | None = None,
    names: Iterable[str] = (),
) -> dict[str, Any]:
    """The card's fields with its text compiled into abilities (the import's second step);
    `names`: the file's character names its text may name."""
    out = dict(fields)
    kind = out["kind"]
    sides = [out, *([out["back"]] if out.get("back") else [])]
    for index, side in enumerate(sides):  # a flip card's other side: its own text, read alike
        if index:
            side = out["back"] = dict(side)
        lines, words = side["text"], side["keywords"]
        if out["max_dice"]:
            side.update(
                compile_card(
                    kind, lines, out["name"], words, icons,
                    # the other side is the same card: "<self>" there names it too
                    code=f"{out['number']}{out['set_code']}",
                    subtitle=out["subtitle"], names=names, back=bool(index),
                )
            )  # fmt: skip
        else:  # a card with no dice (a Sidekick Card): its text is no die's, never executed
            side.update(declared_abilities(kind, lines))
    return out


def card_fields(
    entry: str,
    number: int,
    set_code: str,
    dnd: bool,
    table: Mapping[str, Any] | None,
    affiliation_names: Mapping[str, Any],
    dice: Mapping[str, str],
    *,
    basic_actions: bool = False,
) -> dict[str, Any]:
    """The printed fields of one entry, faces assumed where the file gives none (`compiled`
    adds the abilities)."""
    match = ENTRY.match(entry)
    assert match is not None
    rarity, cost, energy, affiliation, max_dice = match.groups()
    # "||" parts a flip card's two sides: the other side prints its own lines (no name)
    front, sides, other = entry[7 if dnd else 5 :].partition("||")
    parts = front.split("|")
    raw_name = parts[0]
    name = raw_name.split("@")[0].replace("™", "").strip()
    subtitle = parts[1].lstrip("~").strip() if len(parts) > 1 else ""
    lines = [_words(line) for line in parts[2:]]
    # The dice table names a character without its trademark sign (the Team Builder's lookup)
    die = raw_name.replace("™", "").strip()
    levels = _levels(dice.get(f"{set_code}@{die}".casefold()) or dice.get(die.casefold()))
    if subtitle.casefold() in BASIC_ACTION_SUBTITLES or (basic_actions and not levels):
        kind, subtitle = "basic_action", ""
    else:
        kind = "character" if levels else "action"
        subtitle = "" if subtitle.casefold() in ("action", "action card") else subtitle
    fields: dict[str, Any] = {
        "set_code": set_code,
        "number": str(number),
        "name": name,
        "subtitle": subtitle,
        "kind": kind,
        "cost": int(cost, 16),
        "energy_types": ENERGY[energy.upper()],
        "affiliations": _affiliations(affiliation, table, affiliation_names),
        "rarity": RARITY.get(rarity, "promo"),
        "max_dice": int(max_dice),
        "text": [line for line in lines if line],
        "keywords": keywords_in(lines, set_code),
    }
    if sides:  # a flip card (docs/rulings.md "Flip"): its other side's text and keywords
        back = [_words(line) for line in other.replace("||", "|").split("|")]
        fields["back"] = {
            "text": [line for line in back if line],
            "keywords": keywords_in(back, set_code),
        }
    if dnd and ALIGNMENT.get(entry[5:6]):
        fields["alignment"] = ALIGNMENT[entry[5:6]]
    if kind == "character" and levels:
        energy_faces = assumed_energy_faces(fields["energy_types"], 6 - len(levels))
        fields["faces"] = level_faces(levels) + energy_faces
        fields["stand_in"] = "energy faces assumed (the Team Builder file gives levels only)"
    elif kind == "action":
        fields["faces"] = assumed_action_faces(fields["energy_types"])
        fields["stand_in"] = ACTION_STAND_IN
    return fields


def affiliation_icons(
    icon_names: Any, affiliation_names: Mapping[str, Any], icon_images: Any = None
) -> dict[str, str]:
    """The affiliation icons of the text ("[XMEN]", written "(xmen)") -> the affiliation cards
    carry: an icon whose code or whose name in the file's `iconname` table is, but for case,
    spaces and signs, one of `affiliation_map`'s names ("x-men" -> "xmen") or whose name's
    initials are ("guardians of the galaxy" -> "gotg"), or whose picture in the `iconid`
    table is an affiliation's own ("a" + its code, or its code + "bw": the picture a card of
    that affiliation shows, "[DCB]" -> "aWFB" -> "batman"). Other icons (an energy type, a
    class, a name that differs) stand for nothing the engine's filter reads."""

    def plain(text: Any) -> str:
        return re.sub(r"[^a-z0-9]", "", str(text).casefold())

    names: dict[str, str] = {}
    for value in affiliation_names.values():
        for name in value if isinstance(value, list) else [value]:
            if name and str(name) != "none":
                names.setdefault(plain(name), str(name))
    labels = icon_names if isinstance(icon_names, Mapping) else {}
    found = {}
    for code, label in labels.items():
        if str(code) in ICON_WORDS:
            continue
        # "spidey friend" is the icon of "spideyfriends": a plural is the same affiliation;
        # "guardians of the galaxy" is the icon of "gotg": the name's initials
        initials = "".join(w[0] for w in re.findall(r"[a-z0-9]+", str(label).casefold()))
        spelled = (plain(label), plain(label) + "s", plain(code), initials)
        name = next((names[k] for k in spelled if len(k) > 1 and k in names), None)
        if name:
            found[str(code).lower()] = name
    # An icon of `affiliation_map` the icon table does not name is that affiliation (one name,
    # a code of two letters or more: single letters are energy and other icons in the text).
    for code, value in affiliation_names.items():
        code = str(code)
        single = isinstance(value, str) and value != "none"
        if single and code not in labels and code not in ICON_WORDS and len(code) > 1:
            found.setdefault(code.lower(), value)
    # The icon's picture is an affiliation's: "aMBOM" or "WYbw" is the icon of MBOM or WY.
    for code, image in (icon_images if isinstance(icon_images, Mapping) else {}).items():
        picture = re.fullmatch(r"a([0-9A-Za-z]+)|([0-9A-Za-z]+)bw", str(image))
        value = affiliation_names.get(picture.group(1) or picture.group(2)) if picture else None
        single = isinstance(value, str) and value != "none"
        if single and str(code) not in ICON_WORDS and len(str(code)) > 1:
            found.setdefault(str(code).lower(), value)
    return found


def _words(line: str) -> str:
    """Icons as words in brackets ("[M]" -> "(mask)"), bursts as "(burst)", no HTML."""
    line = ICON.sub(lambda m: f"({ICON_WORDS.get(m.group(1), m.group(1).lower())})", line)
    line = line.replace("*", "(burst)")
    line = re.sub(r"<[^>]*>", "", html.unescape(line))
    return " ".join(line.split())


def _levels(stats: Any) -> list[dict[str, int]]:
    """ "022 133 134" -> three levels of (fielding cost, A, D, bursts); [] if unknown."""
    if not isinstance(stats, str):
        return []
    levels = []
    for cost, attack, defense, burst in LEVEL.findall(stats):
        bursts = 1 if burst == "*" else int(burst) if burst else 0
        levels.append(
            {"cost": int(cost, 16), "attack": int(attack, 16), "defense": int(defense, 16),
             "bursts": bursts}
        )  # fmt: skip
    return levels if 1 <= len(levels) <= 5 else []


def _affiliations(code: str, table: Mapping[str, Any] | None, names: Mapping[str, Any]) -> list:
    icons = str(table.get(code, code)) if table else code
    found: list[str] = []
    for icon in icons.split("/"):
        name = names.get(icon, icon if icon not in ("0", "") else "none")
        for one in name if isinstance(name, list) else [name]:
            if one and one != "none" and one not in found:
                found.append(str(one))
    return found
