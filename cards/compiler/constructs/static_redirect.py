"""Forced redirections of damage that statics make while their card is active (engine
abilities/static_redirect.py; DM-19.2), each read whole:
- to this card's die (`redirect_to_self`, after the static opening, constructs/
  while_active.py): "While <self> is active, when you would take damage, redirect that
  damage to <self>" (target `you`); "..., when one of your (aff) character dice would be
  dealt damage, instead that damage is dealt to <self>" (target `all_your_characters` with
  the dice phrase's filters);
- away from this card's dice to the opponent, once a turn (`redirect_first_to_opponent`,
  target `this_card`): "The first time each turn <self> would be dealt damage, instead deal
  that damage to your opponent".
A choice ("you may redirect"), a part of the damage ("1 damage"), a limit on the first
("the first time each turn you would take damage, redirect ... to <self>") or another new
target ("to target character die") stays text only."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import SELF, Effect, NotRead

OPS = frozenset({"redirect_to_self", "redirect_first_to_opponent"})  # statics only
ONCE = frozenset({"redirect_first_to_opponent"})  # its "each turn" is its own (lines.py)

GRAMMAR = r"""
%extend effect: redirect_to_self | redirect_first
redirect_to_self: "when" redirect_whom "would" _redirect_taken "," redirect_there
_redirect_taken: "take" "damage" | "be" "dealt" "damage"
!redirect_whom: "you" | one_of_yours
redirect_there: "redirect" "that" "damage" "to" self_ref
              | "instead" "that" "damage" "is" "dealt" "to" self_ref
              | "that" "damage" "is" "dealt" "to" self_ref "instead"
redirect_first: "the" "first" "time" "each" "turn" self_ref "would" _redirect_taken "," \
                redirect_away
              | "the" "first" "time" self_ref "would" _redirect_taken "each" "turn" "," \
                redirect_away
redirect_away: "instead" "deal" "that" "damage" "to" "your" "opponent"
             | "instead" "that" "damage" "is" "dealt" "to" "your" "opponent"
             | "that" "damage" "is" "dealt" "to" "your" "opponent" "instead"
"""


def _made(children: list[Any]) -> list[Effect]:
    return [{"op": "redirect_to_self", **children[0]}]


def _whom(children: list[Any]) -> dict[str, Any]:
    """ "you", or "one of your <dice>": each of your dice of that kind (not one chosen)."""
    if children == ["you"]:
        return {"target": "you"}
    (found,) = children
    if not isinstance(found, dict) or found.get("target") != "choose_your_die":
        raise NotRead("target")
    return {**found, "target": "all_your_characters"}


def _first(children: list[Any]) -> list[Effect]:
    """The card's dice (its name: this card's static, cards/compiler/lines.py), the first
    time each turn, to the opponent."""
    return [{"op": "redirect_first_to_opponent", "target": SELF}]


RULES = {
    "redirect_to_self": _made,
    "redirect_whom": _whom,
    "redirect_there": lambda c: None,
    "redirect_first": _first,
    "redirect_away": lambda c: None,
}
