"""Overcrush said in words (DM glossary, Overcrush: "damage in excess of the blockers' D is
dealt to the opponent"): "any damage that <self> does in excess of his blocking characters'
total defense is dealt to your opponent", "any damage it deals in excess of the defense of
its blockers is dealt to your opponent". After a trigger its die has Overcrush for the turn
(`grant_keyword`, effects/granting.py); the combat damage hook of Overcrush does the rest.
Only this die's own damage ("it" is the die whose ability it is, as "he"): another die's,
or another player, stays text only."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import SELF, Effect

GRAMMAR = r"""
%extend effect: excess_damage
excess_damage: "any" "damage" "that"? _excess_who ("does" | "deals") "in" "excess" "of" \
               _excess_of "is" "dealt" "to" "your" "opponent"
_excess_who: "self" | "he" | "she" | "it"
_excess_of: _possessive "blocking" ("characters'" | "character's") "total"? _defense \
          | "the" _defense "of" _possessive "blockers"
_possessive: "his" | "her" | "its" | "their"
_defense: "defense" | "d"
"""


def _excess(children: list[Any]) -> list[Effect]:
    """The die itself ("self", "he", "she", "it": the die whose trigger it is)."""
    return [{"op": "grant_keyword", "keyword": "overcrush", "target": SELF}]


RULES = {"excess_damage": _excess}
