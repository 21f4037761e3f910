"""A forced redirection of damage to this card's die while it is active (engine
abilities/static_redirect.py; DM-19.2): "While <self> is active, when you would take damage,
redirect that damage to <self>" (op `redirect_to_self`, target `you`); "While <self> is
active, when one of your (aff) character dice would be dealt damage, instead that damage is
dealt to <self>" (target `all_your_characters` with the dice phrase's filters). Read whole
after the static opening (constructs/while_active.py). A choice ("you may redirect"), a part
of the damage ("1 damage"), a limit ("the first time each turn") or another new target ("to
your opponent") stays text only."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Effect, NotRead

GRAMMAR = r"""
%extend effect: redirect_to_self
redirect_to_self: "when" redirect_whom "would" ("take" | "be" "dealt") "damage" "," \
                  redirect_there
!redirect_whom: "you" | one_of_yours
redirect_there: "redirect" "that" "damage" "to" self_ref
              | "instead" "that" "damage" "is" "dealt" "to" self_ref
              | "that" "damage" "is" "dealt" "to" self_ref "instead"
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


RULES = {
    "redirect_to_self": _made,
    "redirect_whom": _whom,
    "redirect_there": lambda c: None,
}
