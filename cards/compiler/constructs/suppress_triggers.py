"""Opposing "when fielded" abilities do not trigger (a static lock, abilities/locks.py
`suppressed`): "your opponent's "when fielded" abilities do not trigger", "opposing
when-fielded abilities don't trigger". Only the opponents' dice, only "when fielded": the
one trigger the engine's lock names by what the cards say; any other stays text only."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Effect

GRAMMAR = r"""
%extend effect: suppress_fielded
suppress_fielded: _st_theirs _st_when_fielded "abilities" _st_dont "trigger"
_st_theirs: "your" "opponent's" | "your" "opponents'" | "opposing"
_st_when_fielded: "\"" "when" "fielded" "\"" | "when" "fielded" | "when-fielded"
                | "\"" "when-fielded" "\""
_st_dont: "do" "not" | "don't" | "can't" | "cannot" | "will" "not"
"""


def _suppress(children: list[Any]) -> list[Effect]:
    return [{"op": "suppress_triggers", "target": "all_opposing_dice", "trigger": "when_fielded"}]


RULES: dict[str, Any] = {"suppress_fielded": _suppress}
