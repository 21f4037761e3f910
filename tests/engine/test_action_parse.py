"""Parsing an API action through a Struct (issue 18: msgspec plans a bare union again on
every call) accepts and refuses exactly what a bare `msgspec.convert` into the union does,
with the same messages and paths."""

from typing import Any

import msgspec
import pytest

from games.engine.model import actions as A

CASES: list[Any] = [
    {"type": "pass_priority", "player": 0},
    {"type": "pass_priority", "player": None},
    {"type": "purchase", "player": 1, "card": "c1"},
    {"type": "pass_priority", "player": "x"},
    {"type": "nope"},
    {"player": 0},
    {"type": "purchase", "player": 0, "card": 5},
    {"type": "pass_priority", "player": 0, "extra": 1},
    {"type": "purchase_several", "player": 0, "cards": [1]},
    {"type": "field", "player": 0, "paid": [["a", 5]]},
    5,
    [1],
    None,
]


def _bare(data: Any) -> str:
    try:
        return repr(msgspec.convert(data, A.AnyAction))
    except msgspec.ValidationError as error:
        return f"refused: {error}"


def _parsed(data: Any) -> str:
    try:
        return repr(A.action_from_dict(data))
    except msgspec.ValidationError as error:
        return f"refused: {error}"


@pytest.mark.parametrize("data", CASES)
def test_action_from_dict_is_a_bare_convert(data: Any) -> None:
    assert _parsed(data) == _bare(data)


def test_refusals_name_the_path_inside_the_action() -> None:
    assert _parsed({"type": "purchase_several", "player": 0, "cards": [1]}).endswith(
        "at `$.cards[0]`"
    )
    assert _parsed(5) == "refused: Expected `object`, got `int`"
