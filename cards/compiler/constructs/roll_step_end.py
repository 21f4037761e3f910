"""The end of a Roll and Reroll Step (issue 16; the engine's abilities/roll_step_end.py):
"(While <self> is active,) at the end of your Roll and Reroll Step," is each of its
controller's steps while this card is active (DM-18.1); "... of your opponent's Roll and
Reroll Step," each opponent's. "(<self> doesn't need to be active for this ability)" after
such a line (cards/compiler/reminders.py moves it behind the trigger as "(even if <self>
isn't active)") is the same step's end whether or not the card is active. The start of the
step, "during" it, or another step's end stays text only.

What such a line counts, "for each <self> die you rolled that shows an energy face", is
constructs/counts.py's (this card's dice in the Reserve Pool on an energy face: at the end
of its owner's step the Reserve Pool holds exactly the dice rolled in it, DM-6.1)."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Opening, Trigger

GRAMMAR = r"""
%extend opening: roll_step_opening
roll_step_opening: ("while" "self" "is" "active" ",")? roll_step_end ","
roll_step_end: _end "your" _roll_step -> your_roll_step_end
             | _end "your" _roll_step "(" "even" "if" "self" "isn't" "active" ")" \
               -> your_roll_step_end_inactive
             | _end ("your" "opponent's" | "an" "opponent's") _roll_step -> opponents_roll_step_end
_roll_step: "roll" "and" "reroll" "step"
"""


def _opening(children: list[Any]) -> Opening:
    return Opening("ability", trigger=children[-1])


RULES: dict[str, Any] = {
    "roll_step_opening": _opening,
    # `self` in them: this card's dice (in the Reserve Pool, counted), no die of the occasion
    "your_roll_step_end": lambda c: Trigger("end_of_your_roll_step", selves="none"),
    "your_roll_step_end_inactive": lambda c: Trigger(
        "end_of_your_roll_step_inactive", selves="none"
    ),
    "opponents_roll_step_end": lambda c: Trigger("end_of_opponents_roll_step", selves="none"),
}
