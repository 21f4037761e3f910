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
- from you to this card's die, a number of damage each turn, its player's choice
  (`redirect_to_self_each_turn`, engine abilities/redirect_offers.py): "While <self> is
  active, you may redirect (up to) N damage from you to <self> each turn" ("you may" is the
  reader's: the ability's `optional`, which the static needs, cards/compiler/lines.py);
  "... from other character dice (another character die) to <self> each turn": target
  `all_your_characters` (damage to its player's other character dice, engine ruling);
  "... from target character die to <self> each turn": target `all_characters` (any
  player's character die its player may target).
- from you to this card's die, up to N of each source's damage as it is dealt, with no
  budget (`redirect_each_source_to_self`, engine abilities/redirect_offers.py `EACH`):
  "While <self> is active, you may redirect up to 3 damage from each source from you to
  <self>" (the same said as "whenever you'd take damage, you may ... up to 3 of that damage
  ...": put in this order first, cards/compiler/word_order.py), "... X damage ..., where X
  is the number of (bolt) in your Reserve Pool (ignoring (wild))"
  (constructs/x_damage.py's X; "ignoring" Wild only: a type's symbols never count it).
- from this card's dice to the opponent, the first N of each damage from the sources named
  (`redirect_part_to_opponent`, its `by_filters` a blocker's words, constructs/
  immunity.py): "Whenever <self> is damaged by a (bolt) character, redirect the first 1
  damage from her to your opponent".
Another choice ("you may redirect that damage"), a part of the damage ("1 damage"), a limit
on the first ("the first time each turn you would take damage, redirect ... to <self>") or
another new target ("to target character die") stays text only."""

from __future__ import annotations

from typing import Any

from cards.compiler.constructs.x_damage import _symbols
from cards.compiler.parts import SELF, Effect, NotRead

EACH = "redirect_each_source_to_self"
PART = "redirect_part_to_opponent"
OPS = frozenset(
    {"redirect_to_self", "redirect_first_to_opponent", "redirect_to_self_each_turn", EACH, PART}
)
ONCE = frozenset(OPS - {"redirect_to_self", EACH, PART})  # its "each turn" is its own (lines.py)
CHOSEN = "redirect_to_self_each_turn"  # a static with "you may" (lines.py `_static_checks`)
MAY = frozenset({CHOSEN, EACH})  # (cards/compiler/may_statics.py)

GRAMMAR = r"""
%extend effect: redirect_to_self | redirect_first | redirect_budget | redirect_each \
              | redirect_part
redirect_part: "whenever" self_ref "is" "damaged" "by" blocker "," "redirect" "the" "first" \
               number "damage" "from" self_ref "to" "your" "opponent"
redirect_each: "redirect" ("up" "to")? number "damage" _redirect_each "from" "you" "to" self_ref
             | "redirect" ("up" "to")? "x" "damage" _redirect_each "from" "you" "to" self_ref \
               "," "where" \
               "x" "is" "the" "number" "of" ICON "in" "your" "reserve" "pool" _each_wild?
_redirect_each: "from" "each" "source"
_each_wild: "(" "ignoring" "@wild" ")"  // (a type's symbols never count Wild)
redirect_budget: "redirect" ("up" "to")? number "damage" "from" budget_from "to" self_ref \
                 _redirect_turn
!budget_from: "you" | "other" "character" "dice" | "another" "character" "die"
            | "target" "character" "die"
_redirect_turn: "each" "turn" | "every" "turn"
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


def _budget(children: list[Any]) -> list[Effect]:
    """N of the damage to you (or to your other character dice: engine
    abilities/redirect_offers.py) each turn, to this card's die (its player's choice)."""
    amount = next(c for c in children if isinstance(c, int))
    if amount <= 0:
        raise NotRead("effect")
    whom = next(c for c in children if isinstance(c, str))
    return [{"op": CHOSEN, "target": whom, "amount": amount}]


def _each(children: list[Any]) -> list[Effect]:
    """Up to N (or X, a count of the player's Reserve Pool symbols) of each source's damage
    to you, to this card's die (its player's choice, each moment of damage)."""
    icons = [str(c) for c in children if isinstance(c, str) and c.startswith("@")]
    if icons:
        return [{"op": EACH, "target": "you", "amount": 1, **_symbols([icons[0]])}]
    amount = next(c for c in children if isinstance(c, int))
    if amount <= 0:
        raise NotRead("effect")
    return [{"op": EACH, "target": "you", "amount": amount}]


def _part(children: list[Any]) -> list[Effect]:
    """The first N of each damage from the sources named, from this card's dice to the
    opponent (engine abilities/static_redirect.py `part_sent`)."""
    amount = next(c for c in children if isinstance(c, int))
    source = next(c for c in children if isinstance(c, dict) and ("by" in c or "only" in c))
    if amount <= 0 or "only" in source or not source["by"]:
        raise NotRead("target")  # "by a non-@fist character", "by a character": not these
    return [{"op": PART, "target": SELF, "amount": amount, "by_filters": dict(source["by"])}]


RULES = {
    "redirect_part": _part,
    "redirect_each": _each,
    "redirect_budget": _budget,
    "budget_from": lambda c: {"you": "you", "target": "all_characters"}.get(
        str(c[0]), "all_your_characters"
    ),
    "redirect_to_self": _made,
    "redirect_whom": _whom,
    "redirect_there": lambda c: None,
    "redirect_first": _first,
    "redirect_away": lambda c: None,
}
