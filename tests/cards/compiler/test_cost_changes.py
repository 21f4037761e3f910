"""The grammar reads cost changes (cards/compiler/constructs/cost_changes.py) into the
engine's static `reduce_cost`/`reduce_field_cost`/`increase_cost`/`increase_field_cost` on a
kind of dice (games/engine/abilities/costs.py, DM-8.7 to DM-8.10), while this card is
active; near misses stay text only. Cards here are our own wording."""

from __future__ import annotations

import pytest

from cards.compiler import compile_card
from games.engine import card_execution

NAME = "Quill Harrow"
GUILD = {"gld": "guild"}


@pytest.mark.parametrize(
    ("line", "effect"),
    [
        ("While Quill Harrow is active, your (gld) character dice cost 1 less to field.",
         {"op": "reduce_field_cost", "amount": 1, "target": "all_your_characters",
          "filters": {"affiliation": "guild"}}),
        ("While Quill Harrow is active, your (gld) characters cost 2 less to purchase "
         "(to a minimum of 1).",
         {"op": "reduce_cost", "amount": 2, "target": "all_your_characters",
          "filters": {"affiliation": "guild"}}),
        ("While Quill Harrow is active, opposing character dice cost 1 more to field.",
         {"op": "increase_field_cost", "amount": 1, "target": "all_opposing_characters"}),
    ],
)  # fmt: skip
def test_cost_changes_are_read_as_statics(line: str, effect: dict) -> None:
    made = compile_card("character", [line], name=NAME, affiliations=GUILD)
    (ability,) = made["abilities"]
    assert ability["trigger"] == "static" and ability["effects"] == [effect]
    card = {"id": "q", "name": NAME, "kind": "character", "text": [line], "abilities": [ability]}
    assert card_execution(card).executed


@pytest.mark.parametrize(
    "line",
    [
        "Target character die costs 1 less to field.",  # a chosen die: no static's
        "While Quill Harrow is active, your character dice cost 1 less to field this turn.",
        "While Quill Harrow is active, you and your opponent cost 1 less.",  # players
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert "unread" in compile_card("character", [line], name=NAME)


def test_basic_action_dice_cost_less_for_their_controller_only() -> None:
    """The dice of Basic Action Cards (filter `basic`), the controller's as every "dice cost
    less" is; the rulebook's own floor of 1 (DM-8.7)."""
    from tests.cards.compiler.helpers import effects, why

    line = "While Wren Hollow is active, Basic Action dice cost 1 less to purchase (min. 1)."
    assert effects("character", line) == [
        {"op": "reduce_cost", "amount": 1, "target": "all_your_dice",
         "filters": {"die_kind": "action", "basic": True}}
    ]  # fmt: skip
    line = "While Wren Hollow is active, Basic Action dice cost 1 less to purchase (min. 2)."
    assert why("character", line) == "cost_change"
    assert why("character", "While Wren Hollow is active, Basic dice cost 1 less.") != ""
