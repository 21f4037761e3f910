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
        "When Wren Hollow attacks with an opposing character die, gain 1 life.",  # not DM-9.1
        "When Wren Hollow attacks with at least one @wild character die, gain 1 life.",
        "When Wren Hollow blocks and declares another blocker, he gets +3D.",
        "When Wren Hollow attacks with at least one other Sidekick, gain 1 life.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line) in ("trigger:other", "unparsed")


@pytest.mark.parametrize(
    "opening",
    ["Guild Ties - Whenever Wren Hollow attacks with a (grv) character die,",
     "When Wren Hollow attacks with at least one (grv) character die,",
     "Common Ground - When Wren Hollow attacks with a (grv) character die,"],
)  # fmt: skip
def test_with_a_kind_of_die_tests_the_other_attackers(opening: str) -> None:
    """DM-9.1: declared together; the filters test the other attackers (`fellow_attackers`).
    An ability word of its own ("Guild Ties") is no label the grammar knows."""
    if opening.startswith("Guild"):
        assert why("character", f"{opening} you gain 1 life.") == "trigger:whenever"
        return
    record = ability(f"{opening} you gain 1 life.")
    assert record["trigger"] == "when_attacks_with_die"
    assert record["trigger_filters"] == {"affiliation": "grovekin"}
    assert record["effects"] == [{"op": "gain_life", "amount": 1, "target": "you"}]


def test_blocks_with_another_blocker_is_its_own_trigger() -> None:
    """DM-9.3: "when <self> blocks and you declare at least one other blocker"."""
    record = ability("When Wren Hollow blocks and you declare at least one other blocker, "
                     "she gets +2D.")  # fmt: skip
    assert record["trigger"] == "when_blocks_with_others"
    assert record["effects"] == [{"op": "modify_defense", "amount": 2, "target": "this_die"}]
