"""A character attacking with others (cards/compiler/constructs/attack_company.py): "When
<self> attacks with at least one other character," is `when_attacks_with_others` (DM-9.1).
Our own wording."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import ability, why


@pytest.mark.parametrize(
    "opening",
    ["When Wren Hollow attacks with at least one other character,",
     "Whenever Wren Hollow attacks with another character die,"],
)  # fmt: skip
def test_with_others_is_its_own_trigger(opening: str) -> None:
    record = ability(f"{opening} she gets +2A.")
    assert record["trigger"] == "when_attacks_with_others"
    assert record["effects"] == [{"op": "modify_attack", "amount": 2, "target": "this_die"}]


@pytest.mark.parametrize(
    "line",
    [
        "When Wren Hollow attacks with 2 or more character dice, gain 1 life.",  # a count
        "When Wren Hollow attacks with a (grv) character die, gain 1 life.",  # which dice
        "When Wren Hollow attacks with at least one other Sidekick, gain 1 life.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line) in ("trigger:other", "unparsed")
