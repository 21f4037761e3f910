"""Dice with no text (the engine's abilities/textless.py, effects/no_text.py):

- "target a character die" as a sentence of its own: the ability's one chosen target
  (targeting, DM-13.1), which what follows names ("that character die");
- while <self> is active, that die's fielded copies have no text:
  `no_text` on that die's card for its owner while this card is active (DM-14.2, DM-18.1);
- "cancelling all previous choices" (the card's "if you field another <self> die, target a
  new die, cancelling all previous choices", said first by cards/compiler/reminders.py):
  `end_previous_choices`, the persistent effects this card started while active end.

Another duration ("until end of turn"), one die only ("that die has no text") or other
dice ("copies of <self>") are not read here."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import IT, Effect

GRAMMAR = r"""
%extend effect: target_sentence | copies_no_text | end_choices
target_sentence: "target" ("a" | "an" | "one") target_side? "character" "die"
!target_side: "opposing"
copies_no_text: "while" "self" "is" "active" "," "copies" "of" "that" "character" "die" \
    ("in" "the" "field" "zone")? ("have" | "has") "no" "text"
end_choices: ("cancel" | "cancelling" | "canceling") "all" "previous" "choices"
"""


def _target(children: list[Any]) -> list[Effect]:
    side = "target_opposing_die" if "opposing" in children else "target_die"
    return [{"op": "choose", "target": side}]


def _no_text(children: list[Any]) -> list[Effect]:
    return [{"op": "no_text", "target": IT, "word": "that die", "duration": "while_active"}]


RULES = {
    "target_sentence": _target,
    "target_side": lambda c: "opposing",
    "copies_no_text": _no_text,
    "end_choices": lambda c: [{"op": "end_previous_choices", "target": "none"}],
}
