"""Conditions of a sentence: "If <condition>, <effects>." and "Unless <condition>, ...":
each effect of the sentence gets the engine's condition (games/engine/abilities/
conditions.py; DM-12.1), read as it resolves. The grammar's `condition` slot reads:
"you have / your opponent has N or more [affiliation] character dice / Sidekick dice /
dice [in your Used Pile / Prep Area / Field Zone / Reserve Pool / bag]", "... no ... dice",
"you have N or more [affiliation] active characters" (unique characters, DM-18.5),
"you have less / more life than your opponent", "your life is N or less", "you have N or
less life", "it is your turn" (cards/compiler/reader.py applies it to the sentence).
"""

from __future__ import annotations

from typing import Any

from lark import Token

from cards.compiler.core import first

GRAMMAR = r"""
%extend condition: cond_have | cond_life_than | cond_life_is | cond_life_have | cond_turn \
                 | cond_life_theirs | cond_it_is
!cond_have: ("you" | "your" "opponent" | "an" "opponent") ("have" | "has" | "control" \
            | "controls") (number ("or" "more")? | "no" | "at" "least" number) \
            AFF? cond_noun cond_zone?
!cond_noun: "character" ("dice" | "die") | "characters" | "sidekick" ("dice" | "die") \
          | "sidekick" "character" ("dice" | "die") | "active" "character" "die" \
          | "active" AFF ("character" | "characters" | "character" "die" | "character" "dice") \
          | "sidekicks" | "dice" | "die" | "active" "characters" | "active" "character"
!cond_zone: "in" ("your" | "their" | "the") ("used" "pile" | "prep" "area" | "field" "zone" \
          | "field" | "reserve" "pool" | "bag")
!cond_life_than: "you" "have" ("less" | "more") "life" "than" ("your" | "an") "opponent"
!cond_life_is: "your" "life" "total"? "is" number "or" ("less" | "fewer" | "more" | "lower")
!cond_life_have: "you" "have" number "or" ("less" | "fewer" | "more") "life"
!cond_turn: "it" "is" "your" "turn"
!cond_life_theirs: "your" "opponent" "has" ("more" | "less") "life" "than" "you"
!cond_it_is: "it" "is" ("a" | "an") AFF? ("sidekick" | "character" "die" | "die" | "character")
"""

_ZONES = {"used": "used", "prep": "prep", "field": "field", "reserve": "reserve", "bag": "bag"}


def _tokens(children: list[Any]) -> list[str]:
    return [str(c) for c in children if isinstance(c, Token)]


def _have(children: list[Any]) -> dict[str, Any]:
    said = _tokens(children)
    whose = "yours" if said[0] == "you" else "opposing"
    n = first(children, int)
    bound: dict[str, Any] = {"at_most": 0} if "no" in said[:4] else {"at_least": n or 1}
    if "more" not in said and "least" not in said and "no" not in said and (n or 1) > 1:
        bound = {"exactly": n}  # "if you have two character dice": exactly; "a"/"an": one or more
    noun: list[str] = next((c for c in children if isinstance(c, list)), [])
    zone = next((c for c in children if isinstance(c, tuple)), None)
    filters: dict[str, Any] = {}
    icon = next((t for t in (*said, *noun) if t.startswith("#")), "")
    if icon:
        filters["affiliation"] = icon[1:]
    if noun and noun[0] in ("sidekick", "sidekicks"):
        filters["sidekick"] = True
    if noun and noun[0] == "active":  # unique characters (DM-18.5)
        count = "your_active_characters" if whose == "yours" else "opposing_active_characters"
        return {"kind": "count", "count": count, **bound,
                **({"filters": filters} if filters else {})}  # fmt: skip
    made: dict[str, Any] = {"kind": "dice", "whose": whose, **bound}
    if zone is not None and zone[1] != "field":
        made["zone"] = zone[1]
    if filters:
        made["filters"] = filters
    return made


def _life_than(children: list[Any]) -> dict[str, Any]:
    way = "less" if "less" in _tokens(children) else "more"
    return {"kind": "life", "than_opponent": way}


def _life_bound(children: list[Any]) -> dict[str, Any]:
    said = _tokens(children)
    n = first(children, int)
    more = "more" in said
    return {"kind": "life", **({"at_least": n} if more else {"at_most": n})}


def _life_theirs(children: list[Any]) -> dict[str, Any]:
    """ "your opponent has more life than you": you have less."""
    return {"kind": "life", "than_opponent": "less" if "more" in _tokens(children) else "more"}


def _it_is(children: list[Any]) -> dict[str, Any]:
    """ "it is a Sidekick / an (affiliation) character die": the chosen target, filtered."""
    said = _tokens(children)
    filters: dict[str, Any] = {}
    icon = next((t for t in said if t.startswith("#")), "")
    if icon:
        filters["affiliation"] = icon[1:]
    if "sidekick" in said:
        filters["sidekick"] = True
    return {"kind": "target", "filters": filters}


RULES: dict[str, Any] = {
    "cond_have": _have,
    "cond_noun": _tokens,
    "cond_zone": lambda c: ("zone", _ZONES[_tokens(c)[2]]),
    "cond_life_than": _life_than,
    "cond_life_is": _life_bound,
    "cond_life_have": _life_bound,
    "cond_turn": lambda c: {"kind": "your_turn"},
    "cond_life_theirs": _life_theirs,
    "cond_it_is": _it_is,
}
