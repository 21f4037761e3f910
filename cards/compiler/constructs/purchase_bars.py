"""A static bar on the opponent's purchases (and fielding), DM-14.3, DM-12.1: the opponent
barred from buying or fielding character dice printed at cost 3, "your opponent can't
purchase character dice with purchase cost 1 or less". The engine's `cant_be_purchased`
(and `cant_be_fielded` for "or field"; games/engine/abilities/effects/field_bar.py): the
opponent's character dice the dice phrase names, by their card (a die in the supply shows
no face). A static's only (cards/compiler/lines.py STATIC_ONLY). A player other than the
opponent, a chosen die, or dice named by their face stay text only."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Effect, NotRead

GRAMMAR = r"""
%extend effect: purchase_bar
purchase_bar: targets _cant "purchase" pb_field? target
pb_field: ("or" | "and/or") "field"
"""
# filters a die in the supply passes or fails by its card alone
_BY_CARD = frozenset({"cost_at_most", "cost_at_least", "cost_is", "affiliation", "not_affiliation"})
_DICE = ("all_characters", "all_opposing_characters")


def _bar(children: list[Any]) -> list[Effect]:
    if children[0] != [{"target": "opponent"}]:
        raise NotRead("effect")  # "you can't purchase ...", "each player ...": not read
    dice: Effect = children[-1]
    filters = dict(dice.get("filters", {}))
    if dice.get("target") not in _DICE or not filters or set(filters) - _BY_CARD:
        raise NotRead("target")  # a chosen die, any dice, or a face's filter (level ...)
    filters["die_kind"] = "character"
    ops = ["cant_be_purchased"] + (["cant_be_fielded"] if "field" in children else [])
    return [{"op": op, "target": "all_opposing_characters", "filters": filters} for op in ops]


RULES: dict[str, Any] = {"purchase_bar": _bar, "pb_field": lambda c: "field"}
