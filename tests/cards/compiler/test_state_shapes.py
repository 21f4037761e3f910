"""State conditions on a character's own lines (constructs/conditions.py, lasting.py):
"<self> can't attack or block unless <condition>" is both permissions under one static
condition (DM-14.3). Wording and names are our own; `#grv` is our own affiliation icon."""

from __future__ import annotations

import pytest

from games.reading import read_data
from tests.cards.compiler.helpers import NAME, compiled, why

ACTIVE_GRV = {"kind": "count", "count": "your_active_characters", "at_least": 1,
              "filters": {"affiliation": "grovekin"}, "unless": True}  # fmt: skip


def ability(line: str) -> dict:
    made = compiled("character", [line])
    assert "unread" not in made, made
    (record,) = made["abilities"]
    return record


@pytest.mark.parametrize(
    "line",
    [
        f"{NAME} can't attack or block unless you have an active (grv) character.",
        f"{NAME} cannot block or attack unless you have an active (grv).",
    ],
)
def test_can_t_attack_or_block_unless(line: str) -> None:
    record = ability(line)
    assert record["trigger"] == "static" and record["condition"] == ACTIVE_GRV
    assert [e["op"] for e in record["effects"]] == ["cant_attack", "cant_block"]
    assert {e["target"] for e in record["effects"]} == {"this_card"}
    made = compiled("character", [line])
    (read,) = read_data({"kind": "character", "name": NAME, **made})
    assert "can't attack" in str(read) and "can't block" in str(read)


def test_can_t_attack_or_block_alone() -> None:
    record = ability(f"{NAME} can't attack or block.")
    assert "condition" not in record
    assert [e["op"] for e in record["effects"]] == ["cant_attack", "cant_block"]


@pytest.mark.parametrize(
    "line",
    [
        f"{NAME} can't attack or be blocked unless you have an active (grv) character.",
        f"{NAME} can't attack and block unless you have an active (grv) character.",
        f"{NAME} can't attack or block unless Some Other Hero is active.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)
