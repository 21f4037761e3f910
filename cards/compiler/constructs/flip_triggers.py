"""Flips as triggers (the Batman and Thunderbolts sets' flip cards; docs/rulings.md "Flip
triggers"; the engine's occasion `flipped`, games/engine/abilities/flip_occasions.py):

- "When fielded, or if <self> is active when flipped to this side, <effects>": one ability,
  two triggers (DM-15.6): its die fielded, or this side turned up while the card is active
  (`when_fielded` with `when_flipped`);
- "When you flip <self> card," (said under "While <self> is active,"): this card's flip,
  heard by the side turned up while active (`when_flipped`);
- "Whenever you flip a character card, if that character is active," / "... an opponent
  flips ...": a player's flip of an active character card (their own, DM-12.7).

Near misses stay text only: another card's flip or a flip of "one of your cards" with
the effect before its trigger, "flip target character card" (flipping another card is no
effect the engine has), and "when fielded, or ..." of any other second trigger."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import NotRead, Opening, Trigger

GRAMMAR = r"""
%extend opening: fielded_or_flipped
fielded_or_flipped: trigger "," "or" "if" "self" "is" "active" "when" "flipped" "to" "this" \
                    "side" ","
%extend trigger: self_flipped | you_flip_active | opponent_flips_active
// (under "While <self> is active," as constructs/deeds.py's triggers: the same words)
self_flipped: ("while" ("self" "is")? "active" ",")? ("when" | "whenever") "you" "flip" "self" \
              "card"
you_flip_active: ("while" ("self" "is")? "active" ",")? ("when" | "whenever") "you" "flip" "a" \
                 "character" "card" "," "if" "that" "character" "is" "active"
opponent_flips_active: ("while" ("self" "is")? "active" ",")? ("when" | "whenever") \
                       ("an" | "your") "opponent" "flips" "a" "character" "card" "," "if" \
                       "that" "character" "is" "active"
"""


def _fielded_or_flipped(children: list[Any]) -> Opening:
    trigger = children[0]
    if not isinstance(trigger, Trigger) or trigger.name != "when_fielded" or trigger.also:
        raise NotRead("trigger:other")
    return Opening("ability", trigger=Trigger("when_fielded", also=("when_flipped",)))


RULES: dict[str, Any] = {
    "fielded_or_flipped": _fielded_or_flipped,
    "self_flipped": lambda c: Trigger("when_flipped", selves="player"),
    "you_flip_active": lambda c: Trigger("when_you_flip_an_active_character", selves="player"),
    "opponent_flips_active": lambda c: Trigger(
        "when_opponent_flips_an_active_character", selves="player"
    ),
}
