"""A die still on its card, rolled (DM-3.3, DM-20.3): a "when fielded" ability that takes
another die of this card not yet purchased and rolls it, then sends it to the Prep Area on a
character face and back to its card on any other. The die is one of this card's dice on it
(zone `supply`), chosen by its controller (not targeted, DM-13.1) and rolled into the
Reserve Pool by the engine's `roll_from`; what its roll does is an outcome
(roll_outcomes.py): "otherwise, return it to its card" puts the rolled die back on its card
(`move_die` to `supply`: unpurchased again, docs/rulings.md "Gate"). A die of a different
card of a creature type ("a different unpurchased Fiend die": `creature_type`, `other_card`)
is read too; another card's dice named otherwise stay text only."""

from __future__ import annotations

from typing import Any

from cards.compiler.constructs.roll_outcomes import OTHERWISE
from cards.compiler.parts import CODE, ROLLED, Effect

GRAMMAR = r"""
%extend effect: roll_unpurchased | roll_unpurchased_kind | rolled_to_card
roll_unpurchased: "take" "another" "unpurchased" "self" "die" "and" "roll" "it"
// (field_kinds.py's creature types)
roll_unpurchased_kind: "take" "a" "different" "unpurchased" field_type "die" "and" "roll" "it"
// "Otherwise, return it to its card": each other rolled die back on its card (an outcome)
rolled_to_card: "otherwise" ","? "return" put_it "to" ("its" | "the") "card"
"""


def _roll(children: list[Any]) -> list[Effect]:
    filters = {"zone": "supply", "card": CODE}
    return [{"op": "roll_from", "target": "choose_your_die", "filters": filters}]


def _kind(children: list[Any]) -> list[Effect]:
    kind = next(str(c) for c in children if isinstance(c, str))
    filters = {"zone": "supply", "creature_type": kind, "other_card": CODE}
    return [{"op": "roll_from", "target": "choose_your_die", "filters": filters}]


def _to_card(children: list[Any]) -> list[Effect]:
    return [{"op": "move_die", "target": ROLLED, "zone": "supply", OTHERWISE: True}]


RULES = {
    "roll_unpurchased": _roll,
    "roll_unpurchased_kind": _kind,
    "rolled_to_card": _to_card,
}
