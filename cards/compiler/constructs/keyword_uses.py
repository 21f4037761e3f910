"""A die uses its Infiltrate (issue 16; the engine's `when_uses_infiltrate`, its own die's,
and `when_your_die_uses_infiltrate` / `when_opposing_die_uses_infiltrate`, a player's dice
while this card is active, DM-18.1; abilities/keyword_uses.py): "When <self> uses
Infiltrate," and, a deed of constructs/deeds.py, "each time one of your character dice uses
Infiltrate,". Infiltrate deals 1 damage to the opponent (keywords/infiltrate.py, 000:L791):
"deal an additional damage" in such a line is 1 more damage to that opponent; anywhere else
it says of no damage which, and stays text only."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Context, Effect, NotRead, Trigger

GRAMMAR = r"""
%extend trigger: uses_infiltrate
%extend effect: additional_damage
uses_infiltrate: ("when" | "whenever" | "each" "time") "self" "uses" "infiltrate"
additional_damage: "deal" "an" "additional" "damage"
"""
ADDITIONAL = "$additional_damage"
INFILTRATES = ("when_uses_infiltrate", "when_your_die_uses_infiltrate")


def _additional(effect: Effect, _: Any, context: Context) -> None:
    if context.trigger not in INFILTRATES:
        raise NotRead("effect")  # an additional damage of no damage this line names


RULES: dict[str, Any] = {
    "uses_infiltrate": lambda c: Trigger("when_uses_infiltrate"),
    "additional_damage": lambda c: [
        {"op": "deal_damage", "amount": 1, "target": "opponent", ADDITIONAL: True}
    ],
}
MARKS = {ADDITIONAL: _additional}
