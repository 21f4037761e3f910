"""Kinds of dice a dice phrase (constructs/targets.py) may name besides its icons, levels and
sides, each a filter (games/engine/abilities/filters.py) that combines with every effect
taking a target:

- another character's name (normalise.named made it one token `%<name>`): "each opposing
  Iron Man character die", "your Superman dice" (filter `named`; compile_card puts the
  printed name back);
- "<Name> dice": a name with the bare noun "dice" (`phrased`: only character dice have
  one; "@bolt dice" or "opposing dice" alone stay unread, they may be action dice);
- "non-<self>": a die of another card (filter `other_card`, as "other" is);
- "non-crossover": a die of a card without Crossover (filter `crossover` false), and
  "Crossover": one of a card with it (filter `crossover` true: two or more energy types);
- "... with <keyword>": "character dice with Swarm" (filter `keyword`, DM-17: a die has its
  card's keywords and those granted to it);
- "... other than <self>": "target (aff) character die other than <self>", a die of another
  card, as "non-<self>" is (filter `other_card`; said once).

- "Adventurer(s)", "Adventurer character dice": a character die with Experience
  (docs/rulings.md "Adventurers"; filter `keyword` "experience")."""

from __future__ import annotations

import re
from typing import Any

from lark import Token

from cards.compiler.parts import CODE, Effect, NotRead

# keywords a die may be said to have ("with <keyword>"): one word each, as the engine names
# them (games/engine/keywords/glossary.py)
KEYWORDS = ("swarm", "immortal", "overcrush", "fast", "infiltrate", "deadly", "regenerate",
            "intimidate", "experience", "frag", "attune", "cleave", "heroic", "ally",
            "founder")  # fmt: skip

GRAMMAR = rf"""
dice_kind: dice_named | dice_unlike
kind_noun: adventurers
!adventurers: "adventurer" ("character"? ("dice" | "die"))? | "adventurers"
%extend target: keyed_dice | unlike_self_dice
unlike_self_dice: dice "other" "than" "self"
dice_named: NAME
!dice_unlike: "non-self" | "non-crossover" | "crossover"
keyed_dice: dice "with" keyed_word
!keyed_word: {" | ".join(f'"{k}"' for k in KEYWORDS)}
"""
ADVENTURER = {"keyword": "experience"}
UNLIKE = {
    "non-self": {"other_card": CODE},
    "non-crossover": {"crossover": False},
    "crossover": {"crossover": True},
}


_BARE = re.compile(r"((?:^| )%[a-z0-9_'\-]+) (dice|die)\b")


def phrased(words: str) -> str:
    """ "Superman dice" as "Superman character dice": only a character die has a name of the
    catalog's characters (normalise.named), so the bare noun says no more. ("(aff) dice" is
    left as printed: counts and "the next (aff) die" read it as it is.)"""
    return _BARE.sub(r"\1 character \2", words)


def _adventurers(children: list[Any]) -> list[tuple[str, Any]]:
    said = [str(c) for c in children]
    plural = said[-1] in ("adventurers", "dice")
    return [("kind", dict(ADVENTURER)), ("noun", "character dice" if plural else "character die")]


def _keyed(children: list[Any]) -> Effect:
    dice: Effect = children[0]
    keyword = next(str(c) for c in children[1:] if isinstance(c, Token) and str(c) != "with")
    filters = dict(dice.get("filters", {}))
    if "keyword" in filters:  # "Adventurers with Swarm": two keywords, one filter
        raise NotRead("target")
    return {**dice, "filters": {**filters, "keyword": keyword}}


def _unlike_self(children: list[Any]) -> Effect:
    dice: Effect = children[0]
    filters = dict(dice.get("filters", {}))
    if "other_card" in filters:  # "other ... other than <self>": said twice
        raise NotRead("target")
    return {**dice, "filters": {**filters, **UNLIKE["non-self"]}}


RULES: dict[str, Any] = {
    "dice_named": lambda c: ("kind", {"named": str(c[0])}),
    "dice_unlike": lambda c: ("kind", dict(UNLIKE[str(c[0])])),
    "adventurers": _adventurers,
    "keyed_dice": _keyed,
    "unlike_self_dice": _unlike_self,
    "keyed_word": lambda c: c[0],
}
