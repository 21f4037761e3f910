"""Dice named by their level against this die's (games/engine/abilities/own_level.py):
"KO target (bolt) character die of equal or lower level" (`level_at_most_own`), "KO an
opposing character that is the same level as <self>" (`level_same_as_own`). The level
compared is the ability's own die's: only in a trigger of this card's die (its own
occasion: "when fielded", "when <self> attacks"); elsewhere (an action die, a Global, a
static, another die's deed) there is no such die and the line stays text only."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Context, Effect, NotRead

OWN = "$own_level"  # the effect compares with this die's level: a die's own trigger only

GRAMMAR = r"""
%extend target: own_level_dice
own_level_dice: dice "of" "equal" "or" "lower" "level"      -> own_level_at_most
              | dice "that" "is" "the" "same" "level" "as" self_ref -> own_level_same
              // "an opposing die of equal or lower level": a die with a level is a character
              // die in the Field Zone (DM-13.2), the only kind a capture or a KO takes
              // (the same first words as constructs/targets.py's `dice`: one LALR state)
              | dice_det dice_mod "die" "of" "equal" "or" "lower" "level" -> own_level_die
"""


def _with(name: str) -> Any:
    def build(children: list[Any]) -> Effect:
        found = children[0]
        filters = dict(found.get("filters", {}))
        if "level" in filters or "level_at_most" in filters:
            raise NotRead("target")  # "level 1 ... of equal or lower level": two levels
        return {**found, "filters": {**filters, name: True}, OWN: True}

    return build


def _settle(effect: Effect, _: Any, context: Context) -> None:
    if context.selves != "die":
        raise NotRead("self")


def _any_die(children: list[Any]) -> Effect:
    """ "an opposing die of equal or lower level": those words alone (no kind, no other word)."""
    if children != [("det", "an"), ("flag", "opposing")]:
        raise NotRead("target")
    return _with("level_at_most_own")([{"target": "choose_opposing_die"}])


RULES: dict[str, Any] = {
    "own_level_at_most": _with("level_at_most_own"),
    "own_level_same": _with("level_same_as_own"),
    "own_level_die": _any_die,
}
MARKS = {OWN: _settle}


def compares(effect: Effect) -> bool:
    """Does the effect compare dice with this die's level? (Not on a KO'd die's trigger: it
    shows no face then, cards/compiler/lines.py.)"""
    return bool(set(effect.get("filters", {})) & {"level_at_most_own", "level_same_as_own"})
