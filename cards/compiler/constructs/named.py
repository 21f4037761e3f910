"""Another character named in a condition (normalise.named made its name one token,
`%<name>`): "if <Name> is active" / "... is in play" (any player's: a die of a card of that
name in a Field Zone, DM-18.1), "if your <Name> is active", "if your opponent's <Name> is
active", "if you have an active <Name>" (constructs/conditions.py reads the last, the name
as its noun). The condition counts unique active characters (DM-18.5) filtered `named`;
cards/compiler/__init__.py puts the printed name in place of the token."""

from __future__ import annotations

from typing import Any

from lark import Token

GRAMMAR = r"""
%extend condition: cond_named
!cond_named: ("your" | "your" "opponent's")? NAME "is" ("active" | "in" "play")
NAME: /%[a-z0-9_'\-]+/
"""
COUNTS = {"yours": "your_active_characters", "opposing": "opposing_active_characters",
          "any": "all_active_characters"}  # fmt: skip


def named_filter(token: str) -> dict[str, str]:
    return {"named": token}  # the token; its printed name put in by compile_card


def _named(children: list[Any]) -> dict[str, Any]:
    said = [str(c) for c in children if isinstance(c, Token)]
    whose = "any" if said[0] != "your" else ("opposing" if said[1] == "opponent's" else "yours")
    name = next(t for t in said if t.startswith("%"))
    return {"kind": "count", "count": COUNTS[whose], "at_least": 1, "filters": named_filter(name)}


RULES: dict[str, Any] = {"cond_named": _named}
