"""Conditions on what a player does not have (DM-13.2: dice in the Field Zone; DM-18.5:
active characters are unique characters): "if you don't have an active non-sidekick
character die" is "unless you have ..." (the dice condition of constructs/conditions.py,
reversed); "if you have only (affiliation) character dice in the field zone" is "if you have
no non-(affiliation) character dice there" (kind `dice`, filter `not_affiliation` or
`not_energy_type`, at most 0). "Only" with one affiliation or energy icon only; "don't have
no ..." and other amounts of "only" stay text only.
"""

from __future__ import annotations

from typing import Any

from cards.compiler.constructs.conditions import _have, _parts
from cards.compiler.parts import NotRead

GRAMMAR = r"""
%extend condition: cond_have_not | cond_have_only
!cond_have_not: cond_who ("don't" | "doesn't") ("have" | "control") \
                cond_amount cond_mod* cond_noun cond_post?
!cond_have_only: cond_who ("have" | "has" | "control" | "controls") "only" cond_mod* cond_noun \
                 cond_post?
"""

_ENERGY = ("fist", "bolt", "mask", "shield")


def _have_not(children: list[Any]) -> dict[str, Any]:
    parts, _ = _parts(children)
    bound, another = parts["amount"]
    if "at_most" in bound or "exactly" in bound or another:
        raise NotRead("condition")  # "don't have no / exactly / another ...": not said so
    made = _have(children)
    return {**made, "unless": True}


def _have_only(children: list[Any]) -> dict[str, Any]:
    parts, mods = _parts(children)
    noun = parts.get("noun", "")
    if len(mods) != 1 or noun not in ("character dice", "characters") or "name" in parts:
        raise NotRead("condition")
    if parts.get("zone", "field") != "field":
        raise NotRead("condition")
    (mod,) = mods
    if mod.startswith("#"):
        filters = {"not_affiliation": mod[1:]}
    elif mod.startswith("@") and mod[1:] in _ENERGY:
        filters = {"not_energy_type": mod[1:]}
    else:
        raise NotRead("condition")
    return {"kind": "dice", "whose": parts.get("who", "yours"), "at_most": 0, "filters": filters}


RULES = {
    "cond_have_not": _have_not,
    "cond_have_only": _have_only,
}  # fmt: skip
