"""Kinds of dice a character's combat triggers name that constructs/deeds.py's die phrase
does not (issue 16): "When <self> blocks a Villain," ("a non-Villain ..."; "a Hero" is no
affiliation of the community's cards and stays text only), "... blocks a Fist or a Bolt
character die," "When (<self> is) blocked by a Fist or Shield character," "... is blocked
by a non-Crossover character die,". They are the engine's
`when_blocks_die` (the attacker it blocks) and `when_blocked_by_die` (one of its blockers,
DM-9.3), each die its own (DM-18.2), with the trigger filters `affiliation` /
`not_affiliation` (a side is an affiliation, as constructs/targets.py reads it),
`energy_type_any` and `crossover` (a card of two or more energy types, 003:L635).
"Blocked by" a die is never one of yours (DM-9.3).
Every "when" and "self" is written out in each rule: constructs/combat_triggers.py reads the
same first words."""

from __future__ import annotations

from typing import Any

from cards.compiler.core import words
from cards.compiler.parts import NotRead, Trigger

_W = '("when" | "whenever" | "each" "time")'
_ME = f'({_W} "self")'

GRAMMAR = rf"""
%extend trigger: kind_blocks | kind_blocked_by
kind_blocks: {_ME} "blocks" _kinds
kind_blocked_by: {_ME} "is" "blocked" "by" _kinds | {_W} "blocked" "by" _kinds
_kinds: deed_det kind_side dice_noun? | deed_det dice_icon kind_or dice_noun \
      | deed_det kind_non dice_noun
kind_or: "or" deed_det? dice_icon
!kind_side: "villain" | "non-villain"  // no card has a Hero affiliation: "hero" is not read
!kind_non: "non-crossover"
"""
_ONE = ("a", "an")


def _filters(children: list[Any]) -> dict[str, Any]:
    """The trigger filters of a kind phrase; NotRead where it is no one die's kind."""
    dets = [c for c in children if isinstance(c, tuple) and c[0] == "det"]
    if any(d[1] not in _ONE for d in dets):
        raise NotRead("trigger:other")  # "blocks your villain", "one of your ..."
    nouns = [c[1] for c in children if isinstance(c, tuple) and c[0] == "noun"]
    if any(n.endswith(("dice", "characters", "superstars", "sidekicks")) for n in nouns):
        raise NotRead("trigger:other")  # a plural after "a"
    if any("sidekick" in n or "superstar" in n or "attacker" in n for n in nouns):
        raise NotRead("trigger:other")  # a kind and a Sidekick: not read
    side = next((c[1] for c in children if isinstance(c, tuple) and c[0] == "side"), "")
    if side:
        key = "not_affiliation" if side.startswith("non-") else "affiliation"
        return {key: side.removeprefix("non-")}
    if any(isinstance(c, tuple) and c[0] == "non" for c in children):
        return {"crossover": False}
    icons = [c[1] for c in children if isinstance(c, tuple) and c[0] == "icon"]
    if len(icons) != 2 or len(set(icons)) != 2 or any(not i.startswith("@") for i in icons):
        raise NotRead("trigger:other")  # two energy types, no affiliation, no Wild
    if "@wild" in icons:
        raise NotRead("trigger:other")
    return {"energy_type_any": " ".join(i[1:] for i in icons)}


def _rule(name: str) -> Any:
    def rule(children: list[Any]) -> Trigger:
        flat: list[Any] = []
        for child in children:
            flat.extend(child if isinstance(child, list) else [child])
        return Trigger(name, extra=(("trigger_filters", _filters(flat)),))

    return rule


RULES: dict[str, Any] = {
    "kind_blocks": _rule("when_blocks_die"),
    "kind_blocked_by": _rule("when_blocked_by_die"),
    "kind_or": lambda c: [x for x in c if isinstance(x, tuple)],
    "kind_side": lambda c: ("side", words(c)),
    "kind_non": lambda c: ("non", words(c)),
}
