"""Two affiliations asked of a player's other active characters at once (issue 16, lane
conditions): "while you have another (av) and another (gg) character active": another
active character (of another card than this one, DM-18.5) of each affiliation, both to
hold (kind `all` of two counts `your_other_active_characters`, conditions.py's "another
active (aff) character"). One character of both affiliations answers both (docs/rulings.md
"Another X and another Y"). The same affiliation twice, or any other amount, stays text
only. (The "while" a player's state opens with is read as "if": cards/compiler/
word_order.py.)"""

from __future__ import annotations

from typing import Any

from lark import Token

from cards.compiler.parts import NotRead

GRAMMAR = r"""
%extend condition: cond_both_active
cond_both_active: cond_who ("have" | "has") cond_amount AFF "and" cond_amount AFF \
                  ("character" | "characters") "active"
"""


def _both(children: list[Any]) -> dict[str, Any]:
    who = next(c[1] for c in children if isinstance(c, tuple) and c[0] == "who")
    amounts = [c[1] for c in children if isinstance(c, tuple) and c[0] == "amount"]
    sides = [str(c)[1:] for c in children if isinstance(c, Token)]
    if who != "yours" or any(a != ({"at_least": 1}, True) for a in amounts):
        raise NotRead("condition")  # "another" each time, of the player's own characters
    if len(set(sides)) != 2:
        raise NotRead("condition")
    return {"kind": "all", "of": [
        {"kind": "count", "count": "your_other_active_characters", "at_least": 1,
         "filters": {"affiliation": side}} for side in sides]}  # fmt: skip


RULES: dict[str, Any] = {"cond_both_active": _both}
