"""A Global's effect cost said with its energy (constructs/globals_.py, DM-12.2): "pay (shield)
and take 2 damage to ...", "pay (bolt) and 1 life.", "pay (bolt) and knock out one of your
Sidekick characters to ..."; "once during your turn" before the cost (DM-8.19). Near misses
stay text only. Our own wording."""

from __future__ import annotations

import pytest

from games.reading import read_data
from tests.cards.compiler.helpers import CODE, NAME, compiled, why


def _global(line: str) -> dict:
    made = compiled("character", [line])
    assert "unread" not in made, made
    (record,) = made["globals"]
    return record


def test_damage_taken_as_a_cost_before_drawing_into_the_prep_area() -> None:
    line = (
        "Global: Once during your turn, pay (shield) and take 3 damage to draw one die and"
        " place it in your Prep Area."
    )
    record = _global(line)
    assert record["costs"] == [{"op": "deal_damage", "target": "you", "amount": 3}]
    assert record["effects"] == [{"op": "prep", "amount": 1, "zone": "bag"}]
    assert record["cost"] == 1 and record["energy_types"] == ["shield"]
    assert record["once_per_turn"] and record["only_your_turn"]
    card = {"id": CODE, "kind": "character", "name": NAME, "text": [line],
            **compiled("character", [line])}  # fmt: skip
    assert [x.reading for x in read_data(card) or []] == [
        "Global (pay 1 Shield, deal 3 damage to you, once per turn, only on your turn): prep 1"
        " die from your bag."
    ]


def test_life_and_a_sidekick_knocked_out_as_costs() -> None:
    record = _global("Global: Pay (bolt) and 1 life. Gain 2 life.")
    assert record["costs"] == [{"op": "lose_life", "target": "you", "amount": 1}]
    record = _global(
        "Global: Pay (mask) and knock out one of your Sidekick characters to deal 3 damage to"
        " target character die."
    )
    assert record["costs"] == [
        {"op": "ko", "target": "choose_your_die", "filters": {"sidekick": True}}
    ]
    assert record["effects"] == [{"op": "deal_damage", "amount": 3, "target": "target_die"}]


def test_any_character_die_of_yours_knocked_out_as_a_cost() -> None:
    """ "KO one of your character dice": a character die of the player's choice (Sidekick or
    not), knocked out as the Global is paid (DM-12.2), not targeted (DM-13.3)."""
    record = _global(
        "Global: Pay (mask) and KO one of your character dice. The next die you purchase this"
        " turn costs 1 less (to a minimum of 1)."
    )
    assert record["costs"] == [{"op": "ko", "target": "choose_your_die"}]
    assert record["cost"] == 1 and record["energy_types"] == ["mask"]
    assert record["effects"] == [{"op": "reduce_next_cost", "amount": 1, "target": "you"}]


@pytest.mark.parametrize(
    "line",
    [
        "Global: Pay (bolt) and take 9 damage to gain 1 life.",  # no such cost on a card
        "Global: Pay (bolt) and knock out one of your villains to gain 1 life.",  # not Sidekicks
        "Global: Pay (bolt) and spin one of your dice to gain 1 life.",
        "Global: Pay (bolt) and KO two of your character dice to gain 1 life.",  # not one
        "Global: Pay (bolt) and KO one of your action dice to gain 1 life.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)
