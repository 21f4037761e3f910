"""What "for each <phrase>" counts, read word by word (constructs/counts.py asks it for a
phrase its tables do not name): whose dice ("your", "opposing", "you control", "your
opponent has", "in their field zone"), "other" (not the ability's own die), "different" /
"unique" / "active characters" (unique characters, DM-18.5), "attacking", the noun
("character", "character die", "die", "sidekick") and the zone ("in the field zone", "in
play", "in your used pile", ...). The filters the construct already found (an icon, a
level, "non-sidekick", an affiliation noun) narrow the dice counted.

The parts make one of the engine's counts (games/engine/abilities/counts.py); a phrase whose
parts say two things at once ("your opponent's ... you control"), or whose player is not
said ("for each other villain"), is not read: a judge would have to ask."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from cards.compiler.parts import NotRead

# zones a die may be counted in besides the Field Zone, by their words
ZONES = {("used", "pile"): "used_pile", ("prep", "area"): "prep_area", ("bag",): "bag",
         ("reserve", "pool"): "reserve_pool"}  # fmt: skip
# the engine's counts of dice in a zone (the others do not exist: not read)
ZONE_COUNTS = frozenset(
    {"dice_in_your_used_pile", "dice_in_opposing_used_pile", "dice_in_your_prep_area",
     "dice_in_opposing_prep_area", "dice_in_your_bag", "dice_in_your_reserve_pool",
     "dice_in_your_field_zone"}
)  # fmt: skip
# whose, by the words that say it (longest first)
_WHOSE: tuple[tuple[tuple[str, ...], str], ...] = (
    (("of", "your", "opponent's"), "opposing"),
    (("your", "opponent", "controls"), "opposing"),
    (("your", "opponent", "has"), "opposing"),
    (("your", "opponent's"), "opposing"),
    (("of", "their"), "opposing"),
    (("of", "your"), "yours"),
    (("they", "control"), "opposing"),
    (("you", "control"), "yours"),
    (("you", "have"), "yours"),
    (("opposing",), "opposing"),
    (("their",), "opposing"),
    (("your",), "yours"),
)
# every word the parts are read from (the grammar's `count_word`, constructs/counts.py)
WORDS = frozenset(
    {",", "character", "characters", "die", "dice", "sidekick", "in", "play", "the", "field",
     "zone", "you", "your", "opponent", "opponent's", "opposing", "of", "their", "they",
     "control", "controls", "have", "has", "other", "different", "unique", "active",
     "attacking", "blocking", "used", "pile", "prep", "area", "bag", "reserve", "pool"}
)  # fmt: skip
# what narrows dice counted outside the Field Zone (an energy icon or a level there could be
# the die's card's or the face it shows: not read)
_ZONE_FILTERS = frozenset(
    {"affiliation", "not_affiliation", "sidekick", "face", "die_kind", "double_energy"}
)
_FLAGS = {"other": "other", "different": "unique", "unique": "unique", "active": "active",
          "attacking": "attacking", "blocking": "blocking"}  # fmt: skip


@dataclass
class Parts:
    """What the words of a count phrase said."""

    whose: str = ""
    other: bool = False
    unique: bool = False
    active: bool = False
    attacking: bool = False
    blocking: bool = False
    noun: str = ""  # character | character die | die
    zone: str = ""  # field | used_pile | prep_area | bag | reserve_pool
    filters: dict[str, Any] = field(default_factory=dict)

    def said(self, name: str, value: str) -> None:
        """One more part; the same part said twice differently is not read."""
        if getattr(self, name) not in ("", value):
            raise NotRead("count")
        setattr(self, name, value)


def parts_of(words: list[str], filters: dict[str, Any]) -> Parts:
    """The parts of a phrase's words (its icons, levels, nouns already in `filters`)."""
    parts = Parts(filters=dict(filters))
    at = 0
    while at < len(words):
        step = _step(words, at, parts)
        if not step:
            raise NotRead("count")
        at += step
    return parts


def _step(words: list[str], at: int, parts: Parts) -> int:
    """Read the part at `at`; how many words it took (0: none)."""
    word = words[at]
    if word == ",":
        return 1
    if word in _FLAGS:
        if getattr(parts, _FLAGS[word]):
            raise NotRead("count")  # ("each active, active character")
        setattr(parts, _FLAGS[word], True)
        return 1
    if word in ("character", "characters"):
        die = words[at + 1 : at + 2] in (["die"], ["dice"])
        parts.said("noun", "character die" if die else "character")
        return 2 if die else 1
    if word in ("die", "dice"):
        parts.said("noun", "die")
        return 1
    if word == "sidekick":  # "sidekick (character) die": a character die that is a Sidekick
        if "sidekick" in parts.filters:
            raise NotRead("count")
        parts.filters["sidekick"] = True
        return 1
    if word == "in":
        return _zone(words, at + 1, parts)
    for said, whose in _WHOSE:
        if tuple(words[at : at + len(said)]) == said:
            parts.said("whose", whose)
            return len(said)
    return 0


def _zone(words: list[str], at: int, parts: Parts) -> int:
    """ "in the field (zone)", "in play", "in your field zone", "in your opponent's used
    pile", "in their prep area": the zone, and whose if it says; words taken with "in"."""
    start = at
    if words[at : at + 1] == ["play"]:
        parts.said("zone", "field")
        return 2
    if words[at : at + 1] == ["the"]:
        at += 1
    else:
        for said, whose in _WHOSE:
            if tuple(words[at : at + len(said)]) == said and said[0] != "of":
                parts.said("whose", whose)
                at += len(said)
                break
    if words[at : at + 1] == ["field"]:
        parts.said("zone", "field")
        at += 2 if words[at + 1 : at + 2] == ["zone"] else 1
        return at - start + 1
    for said, zone in ZONES.items():
        if tuple(words[at : at + len(said)]) == said and words[start : start + 1] != ["the"]:
            parts.said("zone", zone)
            return at + len(said) - start + 1
    return 0


def count_of(parts: Parts) -> tuple[str, dict[str, Any]]:
    """The engine's count (and its filters) the parts say; NotRead if none."""
    filters = dict(parts.filters)
    if parts.zone not in ("", "field"):
        return _in_zone(parts, filters)
    if parts.blocking:  # declared blockers (DM-9.3): yours, each die; no "other" count
        if parts.attacking or parts.whose != "yours" or parts.unique or parts.other:
            raise NotRead("count")
        if parts.noun == "die":
            raise NotRead("count")
        return "your_blocking_dice", filters
    if parts.attacking:
        if parts.whose not in ("", "yours") or parts.unique or parts.noun == "die":
            raise NotRead("count")
        return ("your_other_attacking_dice" if parts.other else "your_attacking_dice"), filters
    if parts.noun == "die" and not _character_filters(filters):
        plain = not (parts.other or parts.unique or parts.active)
        if parts.whose == "yours" and parts.zone and plain:
            return "dice_in_your_field_zone", filters  # any die there, whatever it shows
        raise NotRead("count")
    whose = parts.whose or ("any" if parts.zone or parts.active else "")
    if not whose:
        raise NotRead("count")  # "for each other villain": whose is not said
    # "active characters" are unique characters; an affiliation noun alone is "character"
    bare = parts.noun == "" and "sidekick" not in filters
    unique = parts.unique or (parts.active and (parts.noun == "character" or bare))
    if unique:
        names = {"yours": "your_active_characters", "opposing": "opposing_active_characters",
                 "any": "all_active_characters"}  # fmt: skip
        if parts.other and whose == "opposing":
            raise NotRead("count")
        others = {"yours": "your_other_active_characters", "any": "all_other_active_characters"}
        return (others[whose] if parts.other else names[whose]), filters
    names = {"yours": "your_character_dice", "opposing": "opposing_character_dice",
             "any": "all_character_dice"}  # fmt: skip
    if parts.other:
        if whose == "opposing":
            raise NotRead("count")
        return ("your" if whose == "yours" else "all") + "_other_character_dice", filters
    return names[whose], filters


def _character_filters(filters: dict[str, Any]) -> bool:
    """Filters only a character die passes ("non-sidekick" is not one: an action die is
    no Sidekick either): a die of them is a character die."""
    return bool({"affiliation", "level"} & set(filters)) or filters.get("sidekick") is True


def _in_zone(parts: Parts, filters: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """Dice in a zone besides the Field Zone: each die, whatever it shows; "character dice"
    there are dice of character cards, Sidekicks apart (said "non-sidekick", or narrowed to
    an affiliation, which no Sidekick has)."""
    if parts.other or parts.unique or parts.active or parts.attacking or parts.blocking:
        raise NotRead("count")
    if set(filters) - _ZONE_FILTERS:
        raise NotRead("count")  # ("(bolt) die in your Used Pile": of its card, or its face?)
    whose = {"yours": "your", "opposing": "opposing"}.get(parts.whose)
    per = f"dice_in_{whose}_{parts.zone}"
    if whose is None or per not in ZONE_COUNTS:
        raise NotRead("count")
    if parts.noun in ("character", "character die") and "affiliation" not in filters:
        if filters.get("sidekick") is not False:
            raise NotRead("count")  # a Sidekick die is a character die of no character card
        filters["die_kind"] = "character"
    return per, filters
