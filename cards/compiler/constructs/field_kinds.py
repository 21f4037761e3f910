"""Fieldings of a side's dice (issue 16): "Whenever you field a non-Villain character,",
"Whenever a Villain is fielded," (either player's), and the Yu-Gi-Oh! sets' "Whenever an
opponent summons a level 3 monster," (their "summon" is "field", their "monster" a
character die: docs/rulings.md). They are constructs/deeds.py's `when_you_field` /
`when_opponent_fields` (while this card is active, DM-18.1; the fielded die is `that_die`,
DM-18.2) with the filters `affiliation` / `not_affiliation` "villain" (a side is an
affiliation, as constructs/targets.py reads it; "Hero" is none, constructs/combat_kinds.py)
and `level`; "When you field a Dragon," the filter `creature_type` (a type of the D&D
sets' subtitles). "While <self> is active," may come first. Every "when" is written out in each
rule: constructs/deeds.py reads the same first words."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import NotRead, Trigger

_W = '("when" | "whenever" | "each" "time")'
_WHILE = '("while" ("self" "is")? "active" ",")'
_NOUN = '("character" ("die" | "dice")? | "monster")'

GRAMMAR = rf"""
%extend trigger: field_side | fielded_side | summons | field_creature
field_creature: {_WHILE}? {_W} deed_player ("field" | "fields") ("a" | "an") field_type
!field_type: "dragon" | "fiend"  // a creature type (constructs/creature_dice.py)
field_side: {_WHILE}? {_W} deed_player ("field" | "fields") deed_det kind_side {_NOUN}?
fielded_side: {_WHILE}? {_W} deed_det kind_side ({_NOUN})? "is" "fielded"
summons: {_WHILE}? {_W} deed_player ("summon" | "summons") deed_det dice_level? \
    ("monster" | "character")  // "monster": the Yu-Gi-Oh! word (cards/compiler/set_words.py)
"""
_NAMES = {"you": "when_you_field", "opponent": "when_opponent_fields"}


def _one(children: list[Any]) -> None:
    if any(c[1] not in ("a", "an") for c in children if isinstance(c, tuple) and c[0] == "det"):
        raise NotRead("trigger:other")  # "one of your ...", "another ...": not read here


def _side(children: list[Any]) -> dict[str, Any]:
    side = next(c[1] for c in children if isinstance(c, tuple) and c[0] == "side")
    key = "not_affiliation" if side.startswith("non-") else "affiliation"
    return {key: side.removeprefix("non-")}


def _player(children: list[Any]) -> str:
    return next(c for c in children if c in ("you", "opponent"))


def _trigger(player: str, filters: dict[str, Any]) -> Trigger:
    extra = (("trigger_filters", filters),) if filters else ()
    return Trigger(_NAMES[player], selves="deed", extra=extra, theirs=player == "opponent")


def _field(children: list[Any]) -> Trigger:
    _one(children)
    return _trigger(_player(children), _side(children))


def _fielded(children: list[Any]) -> Trigger:
    """Either player's: one ability with both triggers (DM-15.6)."""
    _one(children)
    extra = (("trigger_filters", _side(children)),)
    return Trigger("when_you_field", also=("when_opponent_fields",), selves="deed", extra=extra)


def _summons(children: list[Any]) -> Trigger:
    _one(children)
    level = next((c[1] for c in children if isinstance(c, tuple) and c[0] == "level"), None)
    return _trigger(_player(children), {"level": level} if level else {})


def _creature(children: list[Any]) -> Trigger:
    """ "When you field a Dragon,": a die of that creature type (its card's subtitle names
    it, abilities/creature_types.py)."""
    return _trigger(_player(children), {"creature_type": str(children[-1])})


RULES: dict[str, Any] = {
    "field_creature": _creature,
    "field_type": lambda c: str(c[0]),
    "field_side": _field,
    "fielded_side": _fielded,
    "summons": _summons,
}
