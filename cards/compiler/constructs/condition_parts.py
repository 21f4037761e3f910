"""More parts of the `condition` slot (constructs/conditions.py reads the dice a player has):
- a keyword the dice have: "you have an active character with Energize", "... character die
  with Immortal" (filter `keyword`: a die of a card with it, its own or a copied card's),
  and "no opposing character dice have Fast" (kind `dice`, none);
- "non-<affiliation>" before the noun ("your opponent has a non-Villain character die
  active": filter `not_affiliation`), "crossover" ("no active crossover characters":
  filter `crossover`, a card of two or more energy types), "adventurer(s)" (a character with
  Experience, docs/rulings.md "Adventurers": filter `keyword: experience`);
- "a (affiliation) character is in the Field Zone": any player's, as "... is active"
  (DM-18.1: a character is active while one of its dice is in a Field Zone);
- this card's die itself: "<self> is level 2 or 3", "<self> is attacking / blocking /
  blocked / unblocked" (kind `this_die`: the die the ability is of, or the die a static is
  asked about).
"""

from __future__ import annotations

from typing import Any

from lark import Token

from cards.compiler.constructs.conditions import RULES as DICE
from cards.compiler.parts import NotRead

# keywords a die may be asked about by name (games/engine GLOSSARY; one word each)
KEYWORDS = ("fast", "overcrush", "regenerate", "immortal", "deadly", "intimidate", "energize",
            "attune", "cleave", "infiltrate", "swarm", "heroic")  # fmt: skip
_KEYWORD_WORDS = " | ".join(f'"{k}"' for k in KEYWORDS)

GRAMMAR = rf"""
%extend condition: cond_none_have | cond_self_is
%extend cond_post: cond_with
%extend cond_mod: "non-" AFF | "non-villain" | "crossover" | "adventurer"  // ("non-:#villain")
%extend cond_noun: "adventurers"
%extend cond_who: "opponent"  // "if opponent has ...": the card's own shortening
%extend cond_any_active: ("a" | "an") cond_mod* cond_noun "is" "in" "the" "field" "zone"?
cond_with: "with" cond_keyword
!cond_keyword: {_KEYWORD_WORDS}
cond_none_have: "no" cond_side? cond_mod* cond_noun ("have" | "has") cond_keyword
!cond_side: "opposing" | "of" "your"
!cond_self_is: attacker_self "is" ("level" INT ("or" INT)? | "attacking" | "blocking" | "blocked" \
             | "unblocked")
"""

_STATES = {
    "attacking": {"zone": "attack", "blocker": False},  # DM-9.1 (as "while attacking")
    "blocking": {"zone": "attack", "blocker": True},  # DM-9.3
    "blocked": {"blocked": True},  # an attacker blocked this turn (DM-9.5: it stays so)
    "unblocked": {"zone": "attack", "blocker": False, "blocked": False},
}


def _keyword(children: list[Any]) -> tuple[str, str]:
    return ("mod", "keyword:" + str(children[0]))


def _none_have(children: list[Any]) -> dict[str, Any]:
    """ "no opposing character dice have Fast": none such in a Field Zone."""
    side = next((c for c in children if isinstance(c, str) and not isinstance(c, Token)), "")
    parts = [c for c in children if isinstance(c, tuple)]
    whose = {"opposing": "opposing", "of your": "yours", "": "any"}[side]
    who = ("who", whose)
    noun = next((c for c in parts if c[0] == "noun"), ("noun", ""))
    if noun[1].startswith("%"):
        raise NotRead("condition")
    made = DICE["cond_have"]([who, ("amount", ({"at_most": 0}, False)), *parts])
    if made.get("kind") != "dice" or made.get("zone", "field") != "field":
        raise NotRead("condition")
    return {**made, "whose": whose}


def _self_is(children: list[Any]) -> dict[str, Any]:
    """This card's die: its level ("level 2 or 3": at least 2, a die's highest level being
    3) or its part in combat."""
    said = [str(c) for c in children[1:] if isinstance(c, Token)]  # (after attackers.py's
    # `attacker_self`: "self", "he", "she")
    if said[1] == "level":
        levels = [int(t) for t in said[2:] if t.isdigit()]
        if len(levels) == 1:
            return {"kind": "this_die", "filters": {"level": levels[0]}}
        low, high = levels
        if high != 3 or low not in (1, 2):
            raise NotRead("condition")
        return {"kind": "this_die", "filters": {"level_at_least": low}}
    return {"kind": "this_die", "filters": dict(_STATES[said[1]])}


RULES: dict[str, Any] = {
    "cond_with": lambda c: c[0],
    "cond_keyword": _keyword,
    "cond_side": lambda c: " ".join(str(t) for t in c),
    "cond_none_have": _none_have,
    "cond_self_is": _self_is,
}
