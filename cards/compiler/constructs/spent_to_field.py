"""A die of this card spent as energy to field a character die (issue 16, 59dps): "If you
spend <self> as energy to field a character die, add <self> to your Prep Area." is the
engine's `when_spent_to_field` (abilities/trigger_kinds.py): the flow announces it for each
die that pays a fielding cost (flow/main_step.py), whether or not the card is active (the
die is energy, never in the Field Zone then: docs/rulings.md "A die spent to field"), and
`self` is that die where spending put it (Out of Play, abilities/own_die.py). Spent on
anything else (a purchase, a Global) is not this."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import NotRead, Trigger

GRAMMAR = r"""
%extend trigger: spent_to_field
spent_to_field: ("if" | "when" | "whenever") deed_player ("spend" | "use") "self" "as" "energy" \
                "to" "field" "a" "character" "die"
"""


def _spent(children: list[Any]) -> Trigger:
    if children[0] != "you":  # (constructs/deeds.py's players: the same first words)
        raise NotRead("trigger:other")
    return Trigger("when_spent_to_field")


RULES: dict[str, Any] = {"spent_to_field": _spent}
