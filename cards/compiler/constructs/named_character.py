"""A character named before the opponent's turn (the engine's abilities/textless.py,
effects/no_text.py `no_text_if_fielded`): a line whose
controller, ahead of the opponent's Clear and Draw Step, may name a character; fielded that
turn, the named character loses its text to the end of the turn and may not attack.

- the opening: a trigger at the start of each opponent's turn while this card is active
  ("before the Clear and Draw Step" is the start of the turn, DM-5.2; needs_active, DM-18.1);
- "name a character": one of the opponent's character cards, chosen (not targeting, DM-13.1:
  a card is no die; naming another card than theirs would do nothing on their turn);
- its second sentence (said by cards/compiler/reminders.py as "that character's dice
  fielded this turn have no text and cannot attack this turn", one effect): the dice of
  that card the opponent fields this turn have no text and cannot attack (DM-14.2, until
  Cleanup).

Another time ("at the end of ..."), naming a die, or another consequence stays text only."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Opening, Trigger

GRAMMAR = r"""
%extend opening: named_opening
%extend effect: name_character | named_fielded
named_opening: "while" "self" "is" "active" "," "before" "your" "opponent's" "clear" "and" \
    "draw" "step" ","
name_character: "name" "a" "character"
named_fielded: "that" "character's" "dice" "fielded" "this" "turn" "have" "no" "text" "and" \
    _cant "attack" "this" "turn"
"""
CARD = "choose_opposing_card"


def _opening(children: list[Any]) -> Opening:
    return Opening("ability", trigger=Trigger("start_of_opponents_turn", selves="none"))


RULES = {
    "named_opening": _opening,
    "name_character": lambda c: [{"op": "choose", "target": CARD}],
    "named_fielded": lambda c: [{"op": "no_text_if_fielded", "target": CARD}],
}
