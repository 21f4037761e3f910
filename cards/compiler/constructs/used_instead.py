"""A die put somewhere else than the Used Pile (the engine's `used_pile_to`,
abilities/used_instead.py; DM-12.1): "add <self> to your Prep Area instead of moving her to
your Used Pile" after "when <self> attacks and is not blocked", "put it into your bag at the
end of the turn, instead of into the Used Pile" after "when you use an action die" (it: the
action die used, target `used_action_die`), "add it to your bag instead of your Used Pile"
after "when you purchase ..." (it: that die, already in the Used Pile: moved on). The words
before "instead" are constructs/moves.py's (`_move_verb moved move_to`) or
constructs/roll_outcomes.py's (`rolled_put`: "put it into ..."), so the grammar stays one
reading until "instead". Only your own Prep Area, bag or Field Zone: another player's zone
is not read."""

from __future__ import annotations

from typing import Any

from cards.compiler.constructs.roll_outcomes import BACK, THEIRS
from cards.compiler.parts import IT, SELF, Context, Effect, NotRead

USED_IT = "$used_it"  # "it" of the line: the action die used, or the die an earlier text named
_ACTION_USES = frozenset({"when_you_use_an_action_die", "when_opponent_uses_an_action_die"})
_ZONES = {"prep": "prep", "bag": "bag", "field": "field"}

GRAMMAR = r"""
%extend effect: used_instead
used_instead: _move_verb moved move_to _ui_instead
            | rolled_put ","? "instead" "of" _ui_used  // ("(": "return it ... (on its face)")
            | ("put" | "place" | "add") put_it ui_at_end _ui_instead
// "at the end of the turn": where a used action die goes as the turn ends (DM-10.4); the
// zone's words are written out, so "at" follows move_to's own "at level N" in one state
ui_at_end: ("to" | "into" | "in") move_dest move_zone "at" "the" "end" "of" "the"? "turn"
_ui_instead: ","? "instead" "of" _ui_used
           | "(" "instead" "of" _ui_used ")"
_ui_used: _ui_whose "used" "pile"
        | "into" _ui_whose "used" "pile"
        | _ui_moving _ui_pron? ("to" | "into") _ui_whose "used" "pile"
_ui_whose: "the" | "your" | "its" "owner's" | "their"
_ui_moving: "moving" | "putting" | "placing" | "sending" | "adding" | "going"
_ui_pron: "it" | "her" | "him" | "them" | "self"
"""


def _used_instead(children: list[Any]) -> list[Effect]:
    head = children[0]
    if isinstance(head, str):  # "put it into your bag at the end of the turn"
        zone = children[1]
        if zone not in _ZONES:
            raise NotRead("zone_move")
        return [{"op": "used_pile_to", "zone": zone, "target": IT, "word": head,
                 USED_IT: True}]  # fmt: skip
    if isinstance(head, list):  # `rolled_put`: "put it into your bag"
        (put,) = head
        if put.get(THEIRS) or put["zone"] not in _ZONES:
            raise NotRead("zone_move")
        return [{"op": "used_pile_to", "zone": put["zone"], "target": IT, "word": put[BACK],
                 USED_IT: True}]  # fmt: skip
    to = next(c for c in children if isinstance(c, tuple) and c[0] == "to")
    _, side, zone, level = to
    if zone not in _ZONES or level or side not in ("your", "") or not head.get("self"):
        raise NotRead("zone_move")  # (`moved`: only this card's own die)
    return [{"op": "used_pile_to", "zone": zone, "target": SELF}]


def _settle(effect: Effect, value: Any, context: Context) -> None:
    """After "when you use an action die": the die used (no earlier effect names it)."""
    if context.trigger in _ACTION_USES:
        effect["target"] = "used_action_die"
        effect.pop("word", None)


def _at_end(children: list[Any]) -> str:
    """The zone: your own (or the die's owner's) only."""
    dest, zone = str(children[0]), str(children[1])
    if dest not in ("your", "the", "its", "its owner's", "their owner's"):
        raise NotRead("zone_move")
    return zone


RULES = {"used_instead": _used_instead, "ui_at_end": _at_end}
MARKS = {USED_IT: _settle}
