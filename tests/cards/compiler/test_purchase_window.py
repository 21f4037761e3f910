"""An action card's "When purchased," and "When used," openings and its turn of cheaper
purchases that may go to the bag (constructs/action_openings.py, purchase_window.py), in our
own wording; the engine's side: tests/engine/effects/test_purchase_window.py."""

from __future__ import annotations

from tests.cards.compiler.helpers import compiled, why

BOTH = (
    "When purchased, you may put this die into your bag. When used, dice you purchase this"
    " turn cost 1 less (minimum 1), and may be put into your bag instead of your Used Pile."
)
NOTE = " (No matter how many Wren Hollow dice are used.)"


def test_one_line_of_two_abilities_purchase_and_use() -> None:
    bought, used = compiled("action", [BOTH + NOTE])["abilities"]
    assert bought["trigger"] == "when_purchased" and bought["optional"] is True
    assert bought["effects"] == [{"op": "move_die", "target": "this_die", "zone": "bag"}]
    assert used["trigger"] == "action"
    assert used["effects"] == [
        {"op": "reduce_cost", "amount": 1, "target": "you",
         "condition": {"kind": "lasting", "effect": "reduce_cost", "unless": True}},
        {"op": "purchases_may_go_to", "zone": "bag", "target": "you"},
    ]  # fmt: skip


def test_without_the_note_each_use_adds_its_own_reduction() -> None:
    (_, used) = compiled("action", [BOTH])["abilities"]
    assert "condition" not in used["effects"][0]


def test_when_used_opens_what_using_the_die_does() -> None:
    (ability,) = compiled("action", ["When used, gain 1 life."])["abilities"]
    assert ability["trigger"] == "action"


def test_near_misses_stay_text_only() -> None:
    assert why("character", "When used, gain 1 life.")  # a character's dice are not used
    # the floor is not the rulebook's (DM-8.7)
    assert why("action", BOTH.replace("(minimum 1)", "(minimum 2)"))
    # a cost change alone, or another zone than the bag: other shapes
    assert why("action", "When used, dice purchased this turn cost 1 less.")
    assert why("action", BOTH.replace("into your bag instead", "into your Prep Area instead"))
