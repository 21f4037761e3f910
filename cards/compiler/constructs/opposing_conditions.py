"""Conditions on an opponent's dice said with "opposing" (issue 16, lane conditions): "if an
opposing Adventurer is in the Field Zone", "if an opposing (aff) character is active",
"if there is an active opposing Evil character die"; and "if your opponent only has
character dice of one energy type in the Field Zone" (kind `one_energy_type`,
games/engine/abilities/one_type.py). The opponent's character dice in a
Field Zone (the Field or Attack Zone, DM-13.2), filtered, counted (kind `dice`, `whose`
opposing; DM-18.1: a character is active while one of its dice is there, so "is active"
and "is in the field" ask the same of one die). "Adventurer" is a character with
Experience (docs/rulings.md "Adventurers"); an alignment word before the noun is read by
cards/compiler/alignment.py. Anything else ("an opposing die", a zone other than the field,
"you have an opposing ...") stays text only."""

from __future__ import annotations

from typing import Any

from lark import Token

from cards.compiler.constructs.conditions import _filters, _parts
from cards.compiler.parts import NotRead

GRAMMAR = r"""
%extend condition: cond_opposing | cond_there_opposing | cond_one_type
// ("opposing": constructs/kod_this_turn.py's `kod_side`, which its KO'd dice share)
!cond_opposing: ("a" | "an" | "any") kod_side cond_mod* cond_noun ("is" | "are") opp_where
              | ("a" | "an") kod_side "adventurer" "is" opp_where
!cond_there_opposing: "there" ("is" | "are") cond_amount cond_mod* kod_side cond_mod* cond_noun
!opp_where: "active" | "in" "the" "field" "zone"? | "in" "play"
!cond_one_type: cond_who "only" ("has" | "have") "character" "dice" "of" "one" "energy" "type" \
                ("in" ("the" | "their" | "your") "field" "zone")?
"""
_REFUSED = frozenset({"other", "different", "fielded", "non-self"})


def _dice(children: list[Any], bound: dict[str, int]) -> dict[str, Any]:
    """The opponent's character dice in a Field Zone, filtered (conditions.py's words)."""
    parts, mods = _parts(children)
    said = [str(c) for c in children if isinstance(c, Token)]
    noun = "characters" if "adventurer" in said else parts.get("noun", "")
    mods = [*mods, "adventurer"] if "adventurer" in said else mods
    if set(mods) & _REFUSED or noun in ("dice", "die", "") or "name" in parts:
        raise NotRead("condition")
    filters = _filters(noun, [m for m in mods if m != "active"])
    return {"kind": "dice", "whose": "opposing", **bound,
            **({"filters": filters} if filters else {})}  # fmt: skip


def _opposing(children: list[Any]) -> dict[str, Any]:
    return _dice(children, {"at_least": 1})


def _there(children: list[Any]) -> dict[str, Any]:
    """ "there is an (active) opposing ...": "another" names no die to be another of."""
    bound, another = next(c[1] for c in children if isinstance(c, tuple) and c[0] == "amount")
    if another:
        raise NotRead("condition")
    rest = [c for c in children if not (isinstance(c, tuple) and c[0] == "amount")]
    return _dice(rest, dict(bound))


def _one_type(children: list[Any]) -> dict[str, Any]:
    """Whose dice: "your opponent ... in their Field Zone", "you ... in your Field Zone"."""
    who = next(c[1] for c in children if isinstance(c, tuple) and c[0] == "who")
    said = [str(c) for c in children if isinstance(c, Token)]
    if ("their" in said and who != "opposing") or ("your" in said and who != "yours"):
        raise NotRead("condition")
    return {"kind": "one_energy_type", "whose": who}


RULES: dict[str, Any] = {
    "cond_one_type": _one_type,
    "cond_opposing": _opposing,
    "cond_there_opposing": _there,
    "opp_where": lambda c: None,
}
