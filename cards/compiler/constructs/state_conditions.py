"""Conditions on what a player has spent or taken, beside the dice they have
(constructs/conditions.py): energy in a Reserve Pool ("if you have 2 or more (bolt) energy
in your Reserve Pool", "if you have (mask) in your Reserve Pool", kind `energy`: symbols on
energy faces, DM-8.1) and damage taken this turn ("if you have been dealt damage this
turn", "if the defending player has taken 4 or more combat damage this turn", kind
`damaged`: the turn's record of damage, DM-19.1) and character dice fielded this turn ("if you
fielded another character die this turn", "if you have not fielded any character dice this
turn", kind `fielded`, DM-8.12). They share the `condition` slot's `cond_who`,
`cond_amount`, `cond_mod` and `cond_noun`.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from cards.compiler.constructs.conditions import _filters
from cards.compiler.parts import NotRead

GRAMMAR = r"""
%extend condition: cond_energy | cond_damaged | cond_fielded
%extend never: NEVER "long"  // "as long as", which reader.py reads as "if"
!cond_fielded: cond_who ("fielded" | "have" "fielded" | "has" "fielded") cond_amount cond_mod* \
                cond_noun ("besides" "self")? "this" "turn"
             | cond_who ("have" "not" "fielded" | "has" "not" "fielded" | "did" "not" "field") \
                "any" cond_mod* cond_noun "this" "turn"
!cond_energy: cond_who ("have" | "has") cond_amount? ICON? ("energy" | "symbols")? "in" \
              ("your" | "their") "reserve" "pool" ("(" "excluding" (ICON | "@wild") ")")?
!cond_damaged: cond_who ("have" | "has") ("been" "dealt" | "taken") cond_amount? "combat"? \
               "damage" ("this" "turn" | "in" "a" "turn")
"""

_TYPES = ("fist", "bolt", "mask", "shield", "wild")  # "a (wild) energy": Wild symbols


def _said(children: list[Any]) -> list[str]:
    return [str(c) for c in children if isinstance(c, Token)]


def _tagged(children: list[Any], tag: str, default: Any = None) -> Any:
    return next((c[1] for c in children if isinstance(c, tuple) and c[0] == tag), default)


def _bound(children: list[Any]) -> dict[str, Any]:
    bound, another = _tagged(children, "amount", ({"at_least": 1}, False))
    if another:
        raise NotRead("condition")
    return dict(bound)


def _energy(children: list[Any]) -> dict[str, Any]:
    """Symbols of a type (or any) on the player's energy dice in their Reserve Pool; "(excluding
    Wild)" says what the type already means (a Wild symbol is of no type until spent)."""
    said = _said(children)
    icons = [t for t in said if t.startswith("@")]
    if "excluding" in said:
        if icons[-1] != "@wild" or len(icons) != 2:
            raise NotRead("condition")
        icons = icons[:1]
    if not icons and "energy" not in said and "symbols" not in said:
        raise NotRead("condition")
    if icons and icons[0][1:] not in _TYPES:
        raise NotRead("condition")
    whose = _tagged(children, "who")
    if ("their" in said) != (whose == "opposing"):
        raise NotRead("condition")  # "you have ... in their Reserve Pool"
    made: dict[str, Any] = {"kind": "energy", "whose": whose, **_bound(children)}
    if icons:
        made["energy_type"] = icons[0][1:]
    return made


def _damaged(children: list[Any]) -> dict[str, Any]:
    """Damage dealt to the player this turn (combat damage only if it says so)."""
    made: dict[str, Any] = {"kind": "damaged", "whose": _tagged(children, "who"),
                            **_bound(children)}  # fmt: skip
    if "combat" in _said(children):
        made["combat"] = True
    return made


def _fielded(children: list[Any]) -> dict[str, Any]:
    """The character dice the player fielded this turn (GameState.fielded): "another"/"other"
    not the die asked about; "not ... any": none."""
    said = _said(children)
    noun = _tagged(children, "noun", "")
    mods = [c[1] for c in children if isinstance(c, tuple) and c[0] == "mod"]
    icon, _, rest = noun.partition(" ") if noun.startswith("#") else ("", "", noun)
    if not (rest or icon) or (rest and not rest.startswith("character")):
        raise NotRead("condition")  # a name, or dice that are not characters
    if set(mods) - {"other", "non-self", "non-sidekick"} or len(set(mods)) != len(mods):
        raise NotRead("condition")
    bound, another = _tagged(children, "amount", ({"at_most": 0}, False))
    if "not" in said:
        bound = {"at_most": 0}
    made: dict[str, Any] = {"kind": "fielded", "whose": _tagged(children, "who"), **bound}
    if another or "other" in mods or "besides" in said:  # "besides <self>": not this die
        made["other"] = True
    # "a non-<self> (aff) character die": another card's (lines.py settles the card's code);
    # "non-sidekick": no Sidekick (DM-1.7)
    filters = _filters(rest or "characters", [m for m in mods if m != "other"])
    if icon:
        filters["affiliation"] = icon[1:]
    if filters:
        made["filters"] = filters
    return made


RULES: dict[str, Any] = {
    "cond_fielded": _fielded,
    "cond_energy": _energy,
    "cond_damaged": _damaged,
}
