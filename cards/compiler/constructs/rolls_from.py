"""Dice rolled out of an unrolled zone into the Reserve Pool (DM-20.3, DM-4.1): "roll a
Sidekick die from your Used Pile (place it in your Reserve Pool)", "roll up to 2 Sidekick
dice from your Used Pile (place rolled dice in your Reserve Pool)", "roll any ... from your
Prep Area and place them in your Reserve Pool", "roll a die in your Used Pile and place it
into your Reserve Pool". The engine's `roll_from`: the dice chosen
(not targeted, DM-13.1; "up to N": 1 to N) go to the Reserve Pool and are rolled once, all
in one roll. "(You cannot roll dice that paid to field <self>; ...)" is dropped before the
grammar (reminders.py): the engine already keeps those dice out (001:L345-348). "Search
your bag for up to 2 Sidekick dice and roll them" / "... for a (villain) character die and
put it into your Prep Area": dice chosen from the bag (searched for, not drawn at random),
rolled (`roll_from`) or moved (`move_die`)."""

from __future__ import annotations

from typing import Any

from cards.compiler.core import first
from cards.compiler.parts import CODE, Effect, NotRead

GRAMMAR = r"""
%extend effect: roll_from | search_bag
roll_from: "roll" number search_mod* roll_kind? _dice ("from" | "in") "your" roll_zone roll_place?
         | "roll" "up" "to" number roll_kind? _dice "from" "your" roll_zone roll_place? -> roll_upto
!roll_kind: "sidekick" | "non-sidekick" | "character" | "action"
!roll_zone: "used" "pile" | "prep" "area"
roll_place: "(" _put _rolled ("in" | "into") "your" "reserve" "pool" ")"
          | "and" _put _rolled ("in" | "into") "your" "reserve" "pool"
_put: "place" | "put"
search_bag: "search" "your" "bag" search_used? "for" search_upto? number search_mod* \
            search_named? roll_kind? _dice "and" search_then
search_used: "or" "used" "pile"  // "your bag or Used Pile": either
search_upto: "up" "to"
search_mod: AFF | ICON
!search_named: NAME | "self"  // "a <Name> die": a die of a card the text names
search_then: "roll" _rolled roll_place? -> search_roll
           | (_put | "add") _rolled ("in" | "into" | "to") "your" "prep" "area" -> search_prep
           | "prep" _rolled -> search_prep
           | _put _rolled ("in" | "into") "the" "field" "zone" "at" "level" INT -> search_field
_rolled: "it" | "them" | "the" "die" | "the" "dice" | "rolled" "dice" | "the" "rolled" "dice"
"""
ZONES = {"used pile": "used", "prep area": "prep"}
KINDS: dict[str, tuple[str, Any]] = {
    "sidekick": ("sidekick", True), "non-sidekick": ("sidekick", False),
    "character": ("die_kind", "character"), "action": ("die_kind", "action"),
}  # fmt: skip


def _effect(children: list[Any], most: int) -> list[Effect]:
    zone = next(c for c in children if isinstance(c, str) and c in ZONES.values())
    kind = next((c for c in children if isinstance(c, str) and c in KINDS), "")
    filters: dict[str, Any] = {"zone": zone}
    if kind:
        filters.update([KINDS[kind]])
    for name, value in (c for c in children if isinstance(c, tuple)):  # "a (aff) die"
        if name in filters:
            raise NotRead("zone_move")
        filters[name] = value
    effect: Effect = {"op": "roll_from", "target": "choose_your_die", "filters": filters}
    if most > 1:
        effect["up_to"] = most
    return [effect]


def _one(children: list[Any]) -> list[Effect]:
    """ "Roll a die from your Used Pile"; "roll 2 dice from your Used Pile": the player
    chooses which 2, exactly 2 or all there are if fewer (`exact`, abilities/choosers.py
    `fewest`, as "two target character dice" is: docs/rulings.md "Dice rolled from a pile")."""
    most = first(children, int)
    if most < 1:
        raise NotRead("choice")  # "roll 0 dice": nothing to roll
    effect = _effect(children, most)
    if most > 1:
        effect[0]["exact"] = True
    return effect


def _search(children: list[Any]) -> list[Effect]:
    """ "Search your bag for up to 3 Sidekick dice and roll them", "... for an action die and
    put it into your Prep Area": the dice are chosen from the bag (searched, not drawn), then
    rolled into the Reserve Pool or moved to the Prep Area."""
    most = first(children, int)
    upto = any(c == "$upto" for c in children)
    if most != 1 and not upto:
        raise NotRead("choice")
    then, level = next(c for c in children if isinstance(c, tuple) and c[0] == "then")[1:]
    kind = next((c for c in children if isinstance(c, str) and c in KINDS), "")
    filters: dict[str, Any] = {"zone": "bag used" if "$used" in children else "bag"}
    if then == "move_die" and level and most != 1:
        raise NotRead("zone_move")  # several dice to the Field Zone at a level: no such card
    if kind:
        filters.update([KINDS[kind]])
    for name, value in (c[:2] for c in children if isinstance(c, tuple) and c[0] != "then"):
        if name in filters:
            raise NotRead("zone_move")
        filters[name] = value
    effect: Effect = {"op": then, "target": "choose_your_die", "filters": filters}
    if then == "move_die":
        effect["zone"] = "field" if level else "prep"
        if level:
            effect["amount"] = level
    if most > 1:
        effect["up_to"] = most
    return [effect]


def _named(children: list[Any]) -> tuple[str, str]:
    """ "a <Name> die" (normalise.named's token, its printed name put in by compile_card) or
    "a <self> die": this card's."""
    text = str(children[0])
    return ("card", CODE) if text == "self" else ("named", text)


def _mod(children: list[Any]) -> tuple[str, str]:
    text = str(children[0])
    return ("energy_type", text[1:]) if text.startswith("@") else ("affiliation", text[1:])


RULES = {
    "search_bag": _search,
    "search_upto": lambda c: "$upto",
    "search_mod": _mod,
    "search_roll": lambda c: ("then", "roll_from", 0),
    "search_prep": lambda c: ("then", "move_die", 0),
    "search_field": lambda c: ("then", "move_die", int(c[-1])),
    "search_used": lambda c: "$used",
    "search_named": _named,
    "roll_from": _one,
    "roll_upto": lambda c: _effect(c, first(c, int)),
    "roll_kind": lambda c: str(c[0]),
    "roll_zone": lambda c: ZONES[" ".join(str(x) for x in c)],
    "roll_place": lambda c: None,
}
