"""Fielding <self> (DM-8.12, DM-18.2; a Sidekick die or other dice from your Used Pile:
constructs/field_from.py). "[you may]
field <self> for free" on a character's own line is a permission, its dice free to field
(DM-8.10, `free_field` as "<self> is free to field"): "you may" says no more than fielding
being its player's choice (cards/compiler/lines.py). The permission is its own static's only
(`MARKS`)."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Context, Effect, NotRead

PERMISSION = "$permission"  # "field <self> for free": a permission, said on its own line

GRAMMAR = r"""
%extend effect: field_free
field_free: "field" "self" "for" "free"
"""

RULES = {
    "field_free": lambda c: [{"op": "free_field", "target": "$self", PERMISSION: True}],
}  # fmt: skip


def _permission(effect: Effect, _: Any, context: Context) -> None:
    if context.selves != "card":
        raise NotRead("cost_change")  # "field <self> for free": its own static only


MARKS = {PERMISSION: _permission}
