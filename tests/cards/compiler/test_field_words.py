"""The words for an effect's fielding say the level a die enters on when it was never rolled
(DM-8.12: fielding by an effect is free; abilities/effects/moves.py: a die from the bag or
the Used Pile enters on level 1 unless a level is named); a die already rolled keeps its
face, and the words name no level."""

from __future__ import annotations

from typing import Any

import pytest

from games.engine.loading import card_from_dict
from games.reading import read_card
from tests.engine.helpers import make_card


def _reading(effect: dict[str, Any]) -> str:
    ability = {"trigger": "when_kod", "effects": [effect], "text": "our line"}
    card = card_from_dict(make_card("7tst", name="Orla Brightwater", text=["our line"],
                                    abilities=[ability]))  # fmt: skip
    (line,) = [x.reading for x in read_card(card) if x.kind == "ability"]
    return line


FIELD = {"op": "field_die", "target": "choose_your_die"}


@pytest.mark.parametrize(
    ("zone", "amount", "level"),
    [("bag", 1, "at level 1"), ("used", 1, "at level 1"), ("bag used", 2, "at level 2")],
)
def test_an_unrolled_die_is_fielded_at_the_level_the_words_name(
    zone: str, amount: int, level: str
) -> None:
    words = _reading({**FIELD, "amount": amount, "filters": {"zone": zone, "named": "Tamsin"}})
    assert f"for free {level}" in words


def test_a_die_from_the_reserve_pool_keeps_its_face_and_no_level_is_named() -> None:
    words = _reading({**FIELD, "amount": 1, "filters": {"zone": "reserve"}})
    assert "for free" in words and "level" not in words
