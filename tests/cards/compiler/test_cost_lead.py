""" "Until the start (beginning) of your next turn, character dice cost your opponents 1 more
to field": a cost change whose duration comes first (cards/compiler/constructs/
cost_changes.py; DM-14.2: persistent until the start of its controller's next turn).
Near misses stay text only. Cards here are our own wording."""

from __future__ import annotations

import pytest

from cards.compiler import compile_card
from games.engine import card_execution
from games.engine.loading import card_from_dict
from games.reading import read_card


def _compile(line: str) -> dict:
    return compile_card("basic_action", [line], name="Toll Road", affiliations={}, code="7tr")


@pytest.mark.parametrize("start", ["start", "beginning"])
def test_a_leading_duration(start: str) -> None:
    line = (
        f"Until the {start} of your next turn, character dice cost your opponents 2 more to field."
    )
    made = _compile(line)
    assert made["abilities"][0]["effects"] == [
        {"op": "increase_field_cost", "amount": 2, "target": "all_opposing_characters",
         "duration": "next_turn"}
    ]  # fmt: skip
    data = {"id": "7tr", "name": "Toll Road", "kind": "basic_action", "cost": 2, **made}
    assert card_execution({**data, "text": [line]}).executed
    said = " ".join(x.reading for x in read_card(card_from_dict(data)))
    assert "cost 2 more to field" in said and "next turn" in said


@pytest.mark.parametrize(
    "line",
    [
        # no time of the opponent's turn is read as a lead
        "Until your opponent's next turn, character dice cost your opponents 2 more to field.",
        # a floor after a leading duration: not this shape
        "Until the start of your next turn, character dice cost you 2 less to purchase "
        "(minimum 2).",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert "unread" in _compile(line)
