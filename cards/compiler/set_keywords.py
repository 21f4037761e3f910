"""Set keywords whose line is the keyword alone, or with its reminder (docs/rulings.md "Set
keywords the rulebooks do not define"): the card text says what the keyword does, so the
line is read as those words, said once here in the card style, through the grammar like
any line; `extra` adds what the words cannot say.

Breath Weapon N ("pay N to deal N damage to your opponent and all their characters"): a
Global of the card (DM-8.16 to DM-8.19) that its player may use while the card is active
(DM-18.1), docs/rulings.md "Breath Weapon".

Strike ("if you field no other characters this turn, <self> gets +2A, +2D and Overcrush"):
a static of this card's dice with the condition `fielded_alone`, docs/rulings.md "Strike".

Suit Up - <Name> ("when purchased, you may KO a <Name> character die to field <self> at
level 2"): a trigger of its own purchase, "if you do" (docs/rulings.md "Suit Up"). Only with
its reminder naming the one character of its head (the name a token, normalise.named).
"""

from __future__ import annotations

import re
from typing import Any

_BREATH = re.compile(
    r"^breath weapon (\d)\.?"
    r"(?: \(pay @?(\d) to deal (\d) damage to (?:your opponent|all opponents) and all"
    r" (?:his creatures|their characters|their character dice)\.?\))?$"
)
_DICE = "character dice"
_SUIT_UP = re.compile(
    r"^suit up - ([a-z0-9' -]+) \(when purchased, you may ko an? (%[\w'-]+) character die to"
    r" field self at level 2\)\.?$"
)
ALONE = {"kind": "fielded_alone"}  # no other character die fielded this turn
ACTIVE = {"kind": "active"}
_STRIKE = re.compile(
    r"^strike \((?:if you field no other characters this turn, self gets \+2/\+2 and"
    r" overcrush|self gets \+2a, \+2d,? and overcrush so long as it is the only character die"
    r" you fielded this turn)\.?\)$"
)  # this card, its player's (abilities/conditions.py)


def spelled(words: str) -> tuple[str, dict[str, Any]] | None:
    """The words a set keyword's line means, and what its record adds; None if it is none
    of these (a line that says more stays with the grammar alone)."""
    breath = _BREATH.match(words)
    if breath:
        n = breath.group(1)
        if any(g is not None and g != n for g in breath.groups()[1:]):
            return None  # "Breath Weapon 2 (pay 1 to deal 3 ...)": not the keyword's words
        said = f"global: pay @{n}. deal {n} damage to your opponent and all opposing {_DICE}."
        return said, {"condition": dict(ACTIVE)}
    suit = _SUIT_UP.match(words)
    if suit:
        if suit.group(2) != "%" + suit.group(1).replace(" ", "_"):
            return None  # the reminder names another character than the head
        said = f"when self is purchased, you may ko a {suit.group(2)} character die."
        return said + " if you do, field self at level 2.", {}
    if _STRIKE.match(words):
        return "self gets +2a and +2d and gains overcrush.", {"condition": dict(ALONE)}
    return None
