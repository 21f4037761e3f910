""" "Opposing (affiliation) character dice cost at least (2) to field"
(cards/compiler/constructs/cost_changes.py `cost_least_field`; engine abilities/costs.py
`_field_floor`): a static's floor, said back in words. Near misses stay text only. Cards
here are our own wording."""

from __future__ import annotations

import pytest

from cards.compiler import compile_card
from games.engine import card_execution
from games.engine.loading import card_from_dict
from games.reading import read_card

NAME = "Quill Harrow"


def _compile(line: str) -> dict:
    return compile_card("character", [line], name=NAME, affiliations={"gld": "guild"}, code="7qh")


def test_a_floor_on_opposing_dice() -> None:
    line = f"While {NAME} is active, opposing (gld) character dice cost at least (3) to field."
    made = _compile(line)
    assert made["abilities"][0]["effects"] == [
        {"op": "field_cost_at_least", "amount": 3, "target": "all_opposing_characters",
         "filters": {"affiliation": "guild"}}
    ]  # fmt: skip
    data = {"id": "7qh", "name": NAME, "kind": "character", "cost": 4, **made}
    data["faces"] = [{"kind": "energy", "symbols": ["generic"]}] * 6
    assert card_execution({**data, "text": [line]}).executed
    said = " ".join(x.reading for x in read_card(card_from_dict(data)))
    assert "opposing Guild character dice cost at least 3 to field" in said


@pytest.mark.parametrize(
    "line",
    [
        "When fielded, opposing character dice cost at least 2 to field.",  # not a static
        f"While {NAME} is active, {NAME} costs at least 2 to field.",  # <self>: not this
        f"While {NAME} is active, opposing character dice cost at least 2 to purchase.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert "unread" in _compile(line)
