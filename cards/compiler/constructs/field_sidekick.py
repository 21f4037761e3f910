"""Fielding from the Used Pile (DM-8.12, DM-18.2): "field a Sidekick die from your Used
Pile" (free, level 1; chosen, not targeted: the text says no "target", DM-13.1). "[you may]
field <self> for free" on a character's own line is a permission, its dice free to field
(DM-8.10, `free_field` as "<self> is free to field"): "you may" says no more than fielding
being its player's choice (cards/compiler/lines.py). The permission is its own static's only
(`MARKS`)."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Context, Effect, NotRead

PERMISSION = "$permission"  # "field <self> for free": a permission, said on its own line

GRAMMAR = r"""
%extend effect: field_sidekick | field_free
field_free: "field" "self" "for" "free"
field_sidekick: "field" ("a" | "one") "sidekick" "character"? "die"? "from" "your" "used" "pile"
"""

RULES = {
    "field_free": lambda c: [{"op": "free_field", "target": "$self", PERMISSION: True}],
    "field_sidekick": lambda c: [
        {"op": "field_die", "target": "choose_your_die",  # chosen, not targeted (DM-13.1)
         "filters": {"zone": "used", "sidekick": True}}
    ],
}  # fmt: skip


def _permission(effect: Effect, _: Any, context: Context) -> None:
    if context.selves != "card":
        raise NotRead("cost_change")  # "field <self> for free": its own static only


MARKS = {PERMISSION: _permission}
