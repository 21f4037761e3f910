"""Conditions on the dice KO'd this turn (GameState.kod; DM-9.11, DM-16.4): "if a character
die you control was KO'd this turn", "if none of your dice were KO'd this turn", "if an
opposing character die was KO'd this turn", "if 4 or more of your character dice were KO'd
this turn" (kind `kod`: the character dice KO'd this turn that the player controlled then,
against the bound). Whose: "you control" / "of your" / "your" are yours, "opposing" /
"your opponent controls" / "of your opponent's" the opponent's, none said any player's.
The subject's words are the `condition` slot's own (cond_mod, cond_noun,
constructs/conditions.py), so the dice filters are the same.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from cards.compiler.constructs.conditions import _filters, _parts
from cards.compiler.core import NUMBER_WORDS
from cards.compiler.parts import NotRead

GRAMMAR = r"""
%extend condition: cond_kod
cond_kod: kod_dice ("was" | "were") ("ko'd" | "knocked" "out") "this" "turn"
!kod_dice: ("a" | "an" | "any") kod_side? cond_mod* cond_noun kod_control?
         | kod_n "or" "more" kod_side? cond_mod* cond_noun kod_control?
         | ("none" | "any" | kod_n "or" "more") "of" kod_whose cond_mod* cond_noun
!kod_n: INT | "two" | "three" | "four" | "five"  // ("one or more": constructs/attackers.py's)
!kod_side: "opposing"
!kod_control: "you" "control" | "your" "opponent" "controls"
!kod_whose: "your" | "your" "opponent's"
"""

_NOUNS = ("character die", "character dice", "characters", "character", "die", "dice")


def _said(children: list[Any]) -> list[str]:
    return [str(c) for c in children if isinstance(c, Token)]


def _dice(children: list[Any]) -> dict[str, Any]:
    said = _said(children)
    whose = {str(c[1]) for c in children if isinstance(c, tuple) and c[0] == "whose"}
    if len(whose) > 1:
        raise NotRead("condition")  # "an opposing character die you control"
    parts, mods = _parts([c for c in children if not (isinstance(c, tuple) and c[0] == "whose")])
    noun = parts.get("noun", "characters")
    if "name" in parts or set(mods) - {m for m in mods if m.startswith(("#", "@"))}:
        raise NotRead("condition")  # "active", "other", "level 3": not said of KO'd dice
    if noun not in _NOUNS and not noun.startswith("sidekick"):
        raise NotRead("condition")
    n = next((c for c in children if isinstance(c, int) and not isinstance(c, bool)), 1)
    if n < 1:
        raise NotRead("condition")
    bound = {"at_most": 0} if said[:1] == ["none"] else {"at_least": n}
    made: dict[str, Any] = {"kind": "kod", "whose": next(iter(whose), "any"), **bound}
    filters = _filters(noun, mods)
    if filters:
        made["filters"] = filters
    return made


RULES: dict[str, Any] = {
    "cond_kod": lambda c: c[0],
    "kod_dice": _dice,
    "kod_side": lambda c: ("whose", "opposing"),
    "kod_control": lambda c: ("whose", "yours" if _said(c)[0] == "you" else "opposing"),
    "kod_n": lambda c: NUMBER_WORDS.get(str(c[0])) or int(str(c[0])),
    "kod_whose": lambda c: ("whose", "yours" if _said(c) == ["your"] else "opposing"),
}
