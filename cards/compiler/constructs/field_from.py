"""Fielding dice of your own from another zone (DM-8.12, DM-18.2): "field a Sidekick die
from your Used Pile", "field up to 2 (aff) character dice from your Used Pile or Prep Area at
level 2", "field all <Name> dice in your Used Pile for free at level 3". Which dice: the
dice phrase of constructs/moves.py ("a"/"one" chosen, not targeted, DM-13.1; "up to N";
"all"; "target" targeted). Where from: your own zones only (a die is fielded into its
owner's Field Zone; "from your opponent's Used Pile" stays text only); a bag's dice only as
moves.py reads them (a die named and searched for). Free, on level 1 unless a level is named
(DM-8.12); "for free" says no more. "Paying its cost" and other costs stay text only. With
no zone said ("field a (aff) character die for free"): one die of your Reserve Pool showing
a character face, where fielding takes it from (DM-8.10), on the face it shows."""

from __future__ import annotations

from typing import Any

from cards.compiler.constructs.moves import _side, picked
from cards.compiler.parts import Effect, NotRead

GRAMMAR = r"""
%extend effect: field_from | field_reserve
field_from: "field" moved (move_from | field_in) field_how? field_how?
// "field a (aff) character die for free": no zone said, so the fielding's own (DM-8.10)
field_reserve: "field" moved "for" "free"
field_in: "in" move_whose move_zone
field_how: "for" "free" | "at" "level" INT
"""


def _field(children: list[Any]) -> list[Effect]:
    moved = children[0]
    source = children[1]
    levels = [c for c in children[2:] if isinstance(c, int)]
    if moved.get("self") or (len(children[2:]) == 2 and len(levels) != 1):
        raise NotRead("effect")  # (<self>: field_self.py; "for free for free")
    if source[1] != "your" or source[2] == "field":
        raise NotRead("zone_move")  # dice of your own zones, fielded into your Field Zone
    if moved["side"] and moved["side"] != "your":
        raise NotRead("zone_move")
    effect = picked(moved, source, "field_die")
    if levels:
        if not 1 <= levels[0] <= 3:
            raise NotRead("effect")  # a level no die has
        effect["amount"] = levels[0]
    return [effect]


def _how(children: list[Any]) -> Any:
    return int(children[0]) if children else "free"  # "at level N" or "for free"


def _reserve(children: list[Any]) -> list[Effect]:
    """One character die of your Reserve Pool showing a character face, fielded without
    paying (where fielding takes dice from, DM-8.10), as it was rolled (amount 0: on the face
    it shows, DM-8.12 "unless the effect says otherwise")."""
    moved = children[0]
    if moved.get("self") or moved["side"] not in ("", "your") or moved["det"] != "one":
        raise NotRead("effect")  # <self> (field_self.py), an opponent's dice, several, target
    effect = picked(moved, ("from", "your", "reserve"), "field_die")
    effect["filters"] = {**effect.get("filters", {}), "face": "character"}
    return [effect]


RULES = {
    "field_reserve": _reserve,
    "field_from": _field,
    "field_in": lambda c: ("from", _side(c[0]), c[1]),
    "field_how": _how,
}
