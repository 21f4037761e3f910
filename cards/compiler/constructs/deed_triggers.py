"""Triggers on a player's own or an opponent's dice and deeds (the engine's scopes `yours`
and `opposing`, games/engine/abilities/occasions.py; DM-18.1: while this card is active):
"When(ever) / each time you field a [Sidekick / #affiliation] character die,", "when an
opponent fields ...", "when an opposing character die is fielded / KO'd / attacks",
"when one of your character dice is KO'd", "when a character die you control is KO'd",
"when an opponent purchases a die", "when an opponent uses an action die / a Global
ability", "when you use a Global ability", each after an optional "While <self> is
active,". The die they name may carry filters (`trigger_filters`: Sidekick, an
affiliation). `self` in what follows is this card's dice in the Field Zone."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Trigger

GRAMMAR = r"""
%extend trigger: deed_trigger
// (groups, not helper rules: a rule of its own for "when" would be reduced against the
// other constructs' "when you field self", and the shift wins: lark resolves it so; the
// prefix is while_active.py's own rule, reduced alike on both paths)
deed_trigger: _while_active? ("when" | "whenever" | "each" "time") deed
deed: you_field | opponent_fields | opposing_fielded | your_kod | opposing_kod \
    | opposing_attacks | opponent_purchases | you_purchase | opponent_action \
    | opponent_global | you_global
deed_die: deed_kind? deed_noun
!deed_kind: AFF | "sidekick"
deed_noun: "character" "die" | "character" | "die"
you_field: "you" "field" ("a" | "an") (deed_die | sidekick_alone)
sidekick_alone: "sidekick"
opponent_fields: ("an" | "your") "opponent" "fields" ("a" | "an") deed_die
opposing_fielded: "an" "opposing" deed_die "is" "fielded"
your_kod: ("one" "of" "your" "character" "dice" | "a" "character" "die" "you" "control") \
          ("is" "ko'd" | "is" "knocked" "out")
opposing_kod: "an" "opposing" deed_die ("is" "ko'd" | "is" "knocked" "out")
opposing_attacks: "an" "opposing" deed_die "attacks"
opponent_purchases: ("an" | "your") "opponent" "purchases" ("a" | "an") deed_die
you_purchase: "you" "purchase" ("a" | "an") deed_die
opponent_action: ("an" | "your") "opponent" "uses" "an" "action" "die"
opponent_global: ("an" | "your") "opponent" "uses" "a" "global" "ability"?
you_global: "you" "use" "a" "global" "ability"?
"""

_TRIGGERS = {
    "you_field": "when_you_field",
    "opponent_fields": "when_opponent_fields",
    "opposing_fielded": "when_opponent_fields",
    "your_kod": "when_your_die_is_kod",
    "opposing_kod": "when_opposing_die_is_kod",
    "opposing_attacks": "when_opposing_die_attacks",
    "opponent_purchases": "when_opponent_purchases",
    "you_purchase": "when_you_purchase",
    "opponent_action": "when_opponent_uses_an_action_die",
    "opponent_global": "when_opponent_uses_a_global",
    "you_global": "when_you_use_a_global",
}


def _filters(children: list[Any]) -> dict[str, Any]:
    found: dict[str, Any] = {}
    for child in children:
        if isinstance(child, dict):
            found.update(child)
    return found


def _die(children: list[Any]) -> dict[str, Any]:
    """The die's filters: a Sidekick or an affiliation ("character die" adds none: the dice
    these occasions concern are character dice, or a die just purchased)."""
    return _filters(children)


def _kind(children: list[Any]) -> dict[str, Any]:
    text = str(children[0])
    if text.startswith("#"):
        return {"affiliation": text[1:]}
    return {"sidekick": True}


def _deed(name: str) -> Any:
    def make(children: list[Any]) -> Trigger:
        filters = _filters(children)
        extra = (("trigger_filters", filters),) if filters else ()
        return Trigger(_TRIGGERS[name], selves="player", extra=extra)

    return make


RULES: dict[str, Any] = {
    "deed_trigger": lambda c: next(x for x in c if isinstance(x, Trigger)),
    "deed": lambda c: c[0],
    "deed_die": _die,
    "deed_kind": _kind,
    "deed_noun": lambda c: None,
    "sidekick_alone": lambda c: {"sidekick": True},
    **{name: _deed(name) for name in _TRIGGERS},
}
