"""A KO its controller may replace (constructs/ko_offers.py; engine abilities/ko_offers.py,
trigger `would_be_kod`, DM-12.1): "If <self> would be KO'd, you may ... instead" read as an
optional ability its die's KO waits for. Our own wording; near misses stay text only."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import NAME, ability, said, why

SIDEKICK_KO = {"op": "ko", "target": "choose_your_die", "filters": {"sidekick": True}}
CLEAR = {"op": "clear_damage", "target": "this_die"}
DONE = {"kind": "done"}


@pytest.mark.parametrize(
    ("line", "effects"),
    [
        (f"If {NAME} would be KO'd, you may KO one of your Sidekick dice instead.", [SIDEKICK_KO]),
        (f"When {NAME} would be KO'd, you may instead KO one of your Sidekick dice.",
         [SIDEKICK_KO]),
        (f"When {NAME} would be KO'd, you may KO one Sidekick die in your Field Zone instead and "
         f"clear all damage from {NAME}.", [SIDEKICK_KO, CLEAR]),
        (f"When a {NAME} die would be KO'd, you may instead pay 3 life to spin that die up one "
         f"level. Clear damage from that {NAME} die.",
         [{"op": "lose_life", "amount": 3, "target": "you"},
          {"op": "spin_up", "amount": 1, "target": "this_die", "condition": DONE},
          {**CLEAR, "condition": DONE}]),
        (f"When a {NAME} die would be KO'd, you may instead spin him down a level, gain 1 life, "
         f"and heal all damage from {NAME}. (If you can't spin down {NAME}, you may not use "
         "this ability.)",
         [{"op": "spin_down", "amount": 1, "target": "this_die"},
          {"op": "gain_life", "amount": 1, "target": "you"}, CLEAR]),
        (f"When a {NAME} die would be KO'd, you may instead KO target Sidekick die (yours or "
         f"your opponent's). Clear all damage from that {NAME} die.",
         [{"op": "ko", "target": "target_die", "filters": {"sidekick": True}}, CLEAR]),
    ],
)  # fmt: skip
def test_the_ko_waits_for_a_choice(line: str, effects: list) -> None:
    record = ability(line)
    assert record["trigger"] == "would_be_kod" and record["optional"] is True
    assert record["effects"] == effects


def test_a_choice_of_the_used_pile_is_this_ability_not_the_static() -> None:
    record = ability(f"When {NAME} would be KO'd, you may instead put him into your Used Pile.")
    assert record["trigger"] == "would_be_kod" and record["optional"] is True
    assert record["effects"] == [{"op": "move_die", "target": "this_die", "zone": "used"}]


def test_the_reading_says_the_ko_is_replaced() -> None:
    assert said(f"If {NAME} would be KO'd, you may KO one of your Sidekick dice instead.") == (
        "If this die would be KO'd, it is not KO'd if this is done instead: you may KO one of"
        " your Sidekick character dice."
    )


def test_the_mandatory_used_pile_replacement_is_still_a_static() -> None:
    record = ability(f"When {NAME} would be KO'd, instead put him into your Used Pile.")
    assert record["trigger"] == "static"


@pytest.mark.parametrize(
    "line",
    [
        # no "instead": not said to be in the KO's place
        f"If {NAME} would be KO'd, you may KO one of your Sidekick dice.",
        # "instead" twice
        f"When {NAME} would be KO'd, you may instead KO a Sidekick die. Then instead gain 1 life.",
        # energy paid as it resolves: not offered at the KO door
        f"When {NAME} would be KO'd, you may instead pay (1) to clear all damage from him.",
        # another die's KO
        "When a Sidekick die would be KO'd, you may instead clear all damage from it.",
        # only by combat damage
        f"If {NAME} would be KO'd by combat damage, you may KO a Sidekick die instead.",
        # a token named by the card
        f"When {NAME} would be KO'd, you may instead KO a Plant Token and clear all damage "
        f"from {NAME}.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)
