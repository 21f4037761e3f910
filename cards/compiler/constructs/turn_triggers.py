"""A turn's start or end (DM-5.2): "At the start (beginning) of your turn," is its
controller's turns only, "... of each turn" / "each player's turn" / "every turn" everyone's;
"if <self> is active," may follow (the trigger's own condition, DM-18.1). "At the start of
the attack step," (every player's) and "... of your attack step," are the Attack Step's
start: once attackers are declared, before their "when attacks" (DM-8.25: with none there
is no Attack Step). These happen to no die: `self` names nothing in a turn's, and this
card's dice in the Field Zone in an Attack Step's. "... of your opponent's attack step" is
the attacking player's opponents' (scope `opposing`)."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Opening, Trigger

GRAMMAR = r"""
%extend opening: turn_opening
turn_opening: turn_trigger "," ("if" "self" "is" "active" ",")?
turn_trigger: start_of_your_turn | start_of_turn | end_of_your_turn | end_of_turn \
            | start_of_your_attack_step | start_of_attack_step | start_of_opponents_attack_step
_start: "at" "the" ("start" | "beginning") "of"
_end: "at" "the" "end" "of"
_each_turn: ("each" | "each" "player's" | "every") "turn"
start_of_your_turn: _start "your" "turn"
start_of_turn: _start _each_turn
end_of_your_turn: _end "your" "turn"
end_of_turn: _end _each_turn
start_of_your_attack_step: _start "your" "attack" "step"
start_of_attack_step: _start ("the" | "each") "attack" "step"
start_of_opponents_attack_step: _start ("your" "opponent's" | "an" "opponent's") "attack" "step"
"""
NAMES = ("start_of_your_turn", "start_of_turn", "end_of_your_turn", "end_of_turn")
# `self` in them: this card's dice in the Field Zone (DM-18.1), as in a player's deed's
STEPS = ("start_of_your_attack_step", "start_of_attack_step", "start_of_opponents_attack_step")


def _opening(children: list[Any]) -> Opening:
    return Opening("ability", trigger=children[0])


RULES: dict[str, Any] = {
    "turn_opening": _opening,
    "turn_trigger": lambda c: c[0],
    **{name: (lambda n: lambda c: Trigger(n, selves="none"))(name) for name in NAMES},
    **{name: (lambda n: lambda c: Trigger(n, selves="player"))(name) for name in STEPS},
}
