"""Dice drawn and dice rolled as triggers (issue 16; games/engine/abilities/dice_occasions.py):

- "(While <self> is active,) when(ever) your opponent / you draw(s) (one or more) (a Basic
  Action / #aff character) dice," is one trigger per draw (DM-6.2; DM-6.3: the Clear and
  Draw Step's whole draw is one), its dice tested by the trigger filters, any one passing:
  `when_opponent_draws` (`theirs`: "they" is that opponent) / `when_you_draw`;
- "... when you roll a die on a double energy face," and "... whenever you roll (bolt)(bolt)
  (on a die) and do not reroll (the result)," are each die of yours as its roll counts
  (DM-2.6, DM-7.5: the Roll and Reroll Step's at its end, after the reroll), filtered by
  `double_energy` / `symbols` (`when_you_roll`); "it" is the die rolled.

`self` is this card's dice in the Field Zone. "A player draws" (either, "that player"),
counts of dice ("two or more"), and a roll of symbols without "and do not reroll" stay text
only. Every "when" is written out: constructs/deeds.py reads the same first words."""

from __future__ import annotations

from typing import Any

from lark import Token

from cards.compiler.parts import NotRead, Trigger

_W = '("when" | "whenever" | "each" "time")'
_WHILE = '("while" ("self" "is")? "active" ",")'

GRAMMAR = rf"""
%extend trigger: drawn_trigger | rolled_double | rolled_symbols
drawn_trigger: {_WHILE}? {_W} drawn_player ("draw" | "draws") drawn_dice
!drawn_player: "you" | "your" "opponent" | "an" "opponent"
drawn_dice: ("one" "or" "more" | "a" | "an")? drawn_kind? ("die" | "dice")
!drawn_kind: "basic" "action" | AFF? "character"
rolled_double: {_WHILE}? {_W} "you" "roll" "a" "die" "on" "a" "double" "energy" "face"
rolled_symbols: {_WHILE}? {_W} "you" "roll" ICON ICON ("on" "a" "die")? "and" "do" "not" \
                "reroll" ("the" "result")?
"""


def _drawn(children: list[Any]) -> Trigger:
    player, filters = children[0], children[1]
    extra = (("trigger_filters", filters),) if filters else ()
    if player == "you":
        return Trigger("when_you_draw", selves="player", extra=extra)
    return Trigger("when_opponent_draws", selves="player", extra=extra, theirs=True)


def _dice(children: list[Any]) -> dict[str, Any]:
    kind = next((c for c in children if isinstance(c, list)), None)
    if kind is None:
        return {}
    words = [str(t) for t in kind]
    if words[:2] == ["basic", "action"]:
        return {"die_kind": "action", "basic": True}
    filters: dict[str, Any] = {"die_kind": "character"}
    if len(words) == 2:
        filters["affiliation"] = words[0].lstrip("#")
    return filters


def _symbols(children: list[Any]) -> Trigger:
    icons = [str(c)[1:] for c in children if isinstance(c, Token) and c.type == "ICON"]
    if not set(icons) <= {"bolt", "fist", "mask", "shield"}:
        raise NotRead("trigger:other")  # (a Wild is no symbol of a type, DM-2.6)
    extra = (("trigger_filters", {"symbols": " ".join(icons)}),)
    return Trigger("when_you_roll", selves="deed", extra=extra)


RULES: dict[str, Any] = {
    "drawn_trigger": _drawn,
    "drawn_player": lambda c: "you" if str(c[0]) == "you" else "opponent",
    "drawn_dice": _dice,
    "drawn_kind": list,
    "rolled_double": lambda c: Trigger(
        "when_you_roll", selves="deed", extra=(("trigger_filters", {"double_energy": True}),)
    ),
    "rolled_symbols": _symbols,
}
