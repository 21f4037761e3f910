"""A player's use of a Global or an action die, either of them (issue 16): "When an opponent
uses a global ability or action die," is one ability with the engine's two triggers
`when_opponent_uses_a_global` and `when_opponent_uses_an_action_die` (DM-15.6; DM-8.14,
DM-8.16), while this card is active (DM-18.1); "you" likewise. "When an opponent activates
a global ability," is the Global's use (DM-8.19: after paying it). "While <self> is active,"
may come first. `self` is this card's dice in the Field Zone; "it" names nothing (the used
die is no character, constructs/deeds.py). "When a player uses a Global Ability" is either
player's use (`when_a_player_uses_a_global`; "them" names no one there). Every "when" is
written out in each rule: constructs/deeds.py reads the same first words."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Trigger

_W = '("when" | "whenever" | "each" "time")'
_WHILE = '("while" ("self" "is")? "active" ",")'

GRAMMAR = rf"""
%extend trigger: uses_global_or_action | activates_global | any_player_uses_global
any_player_uses_global: {_WHILE}? {_W} ("a" | "any") "player" ("uses" | "activates") "a" \
                        "global" "ability"
uses_global_or_action: {_WHILE}? {_W} deed_player ("use" | "uses") "a" "global" "ability" \
                       "or" ("an"? "action" "die" | "an" "action" "die's" "ability")
activates_global: {_WHILE}? {_W} deed_player ("activate" | "activates") "a" "global" "ability"
"""
_GLOBAL = {"you": "when_you_use_a_global", "opponent": "when_opponent_uses_a_global"}
_ACTION = {"you": "when_you_use_an_action_die", "opponent": "when_opponent_uses_an_action_die"}


def _side(children: list[Any]) -> str:
    return next(c for c in children if c in ("you", "opponent"))


def _either(children: list[Any]) -> Trigger:
    """Both uses; "them" is the opponent who used it (`theirs`), and the action die used may
    be the occasion's die (`other_die`: "<self> deals ..." is this card's damage)."""
    side = _side(children)
    return Trigger(_GLOBAL[side], also=(_ACTION[side],), selves="player",
                   theirs=side == "opponent", other_die=True)  # fmt: skip


def _global(children: list[Any]) -> Trigger:
    side = _side(children)
    return Trigger(_GLOBAL[side], selves="player", theirs=side == "opponent")


RULES: dict[str, Any] = {
    "any_player_uses_global": lambda c: Trigger("when_a_player_uses_a_global", selves="player"),
    "uses_global_or_action": _either,
    "activates_global": _global,
}
