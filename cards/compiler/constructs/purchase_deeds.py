"""A player's purchase of a character die as a trigger (issue 16): "(While <self> is active,)
when you purchase a non-(grv) character die," is the engine's `when_you_purchase` (scope
yours, this card active, DM-18.1); "when your opponent purchases ..." its
`when_opponent_purchases`. The dice phrase is constructs/deeds.py's (its nouns are character
dice: a purchase of an action die is not this), so the bought die must be a character die
(`die_kind`). "When you purchase <self>," is this card's own `when_purchased`. "It" is the
die bought, in the Used Pile (DM-8.8, abilities/own_die.py)."""

from __future__ import annotations

from typing import Any

from cards.compiler.constructs.deeds import _deed
from cards.compiler.parts import NotRead, Trigger

GRAMMAR = r"""
%extend deed: deed_purchase | deed_purchase_self
deed_purchase: deed_player _buys deed_die_phrase
deed_purchase_self: deed_player _buys "self"
_buys: "purchase" | "purchases" | "buy" | "buys"
"""


def _purchase(children: list[Any]) -> Trigger:
    player, (side, filters) = children[0], children[1]
    if side != "either" or "level" in filters:
        raise NotRead("trigger:other")  # "you purchase an opposing ...", a level: no die's
    mine = player == "you"
    return _deed("when_you_purchase", "when_opponent_purchases", "yours" if mine else "opposing",
                 {**filters, "die_kind": "character"}, theirs=True)  # fmt: skip


def _purchase_self(children: list[Any]) -> Trigger:
    """ "When you purchase <self>,": this card's own dice bought (constructs/purchase_self.py)."""
    if children[0] != "you":
        raise NotRead("trigger:other")
    return Trigger("when_purchased")


RULES: dict[str, Any] = {"deed_purchase": _purchase, "deed_purchase_self": _purchase_self}
