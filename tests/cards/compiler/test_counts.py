""" "For each ..." (DM-18.5; cards/compiler/constructs/counts.py): the count's words name one
of the engine's counts (abilities/counts.py), an icon, a level or "non-Sidekick" among them
narrows what is counted (`per_filters`); any other count stays text only."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import CODE, NAME, effects, why


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (f"{NAME} gets +2A for each opposing (mask) character die in the field zone.",
         {"op": "modify_attack", "amount": 2, "target": "this_card",
          "per": "opposing_character_dice", "per_filters": {"energy_type": "mask"}}),
        ("When fielded, gain 1 life for each of your other active characters.",
         {"op": "gain_life", "amount": 1, "target": "you",
          "per": "your_other_active_characters"}),
        ("When fielded, deal 1 damage to your opponent for each (grv) character die you control.",
         {"op": "deal_damage", "amount": 1, "target": "opponent",
          "per": "your_character_dice", "per_filters": {"affiliation": "grovekin"}}),
        ("When fielded, gain 2 life for each opposing non-Sidekick character die.",
         {"op": "gain_life", "amount": 2, "target": "you",
          "per": "opposing_character_dice", "per_filters": {"sidekick": False}}),
        (f"When {NAME} attacks, it gets +1A for each other attacking character die you control.",
         {"op": "modify_attack", "amount": 1, "target": "this_die",
          "per": "your_other_attacking_dice"}),
        ("When fielded, gain 1 life for each die in your Reserve Pool.",
         {"op": "gain_life", "amount": 1, "target": "you", "per": "dice_in_your_reserve_pool"}),
        # (the reminder that Wild is of no type is dropped: cards/compiler/reminders.py)
        (f"{NAME} gets +2A for each different energy type you have in your Reserve Pool. "
         "((wild) does not count toward energy types.)",
         {"op": "modify_attack", "amount": 2, "target": "this_card",
          "per": "different_energy_types_in_your_reserve_pool"}),
    ],
)  # fmt: skip
def test_a_count_and_its_filters_are_read(line: str, expected: dict) -> None:
    assert effects("character", line) == [expected]
    assert CODE  # (the card's code names nothing in a count)


@pytest.mark.parametrize(
    "line",
    [
        # a count of dice in a zone takes no filter (the engine counts every die there)
        "When fielded, gain 1 life for each (bolt) die in your Used Pile.",
        # two icons, a word no count has, a count of something with no amount
        "When fielded, gain 1 life for each (bolt) (mask) character die you control.",
        "When fielded, gain 1 life for each sleepy character die you control.",
        "When fielded, KO target Sidekick die for each die in your bag.",
        # a Sidekick count narrowed to non-Sidekicks says nothing
        "When fielded, gain 1 life for each of your non-Sidekick sidekick dice in the field zone.",
    ],
)
def test_near_misses_of_counts_stay_text_only(line: str) -> None:
    assert why("character", line) in {"count", "unparsed", "effect", "choice"}
