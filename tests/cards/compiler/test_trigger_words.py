"""More words for the triggers the engine names (issue 16, the triggers lane): an adventurer
die in a deed (a character with Experience, constructs/deeds.py), "target opponent or
(target) character die" (constructs/targets.py), and the community file's misspellings
the normaliser reads as meant (cards/compiler/normalise.py)."""

from __future__ import annotations

import pytest

from cards.compiler.normalise import normalise
from tests.cards.compiler.helpers import NAME, ability, compiled, why


def test_an_adventurer_die_is_one_with_experience() -> None:
    record = ability("Whenever your opponent fields an adventurer character die, "
                     f"{NAME} deals 1 damage to that opponent.")  # fmt: skip
    assert record["trigger"] == "when_opponent_fields"
    assert record["trigger_filters"] == {"keyword": "experience"}


def test_target_opponent_or_character_die_is_one_target() -> None:
    for said in ("target opponent or character die", "target opponent or target character die"):
        record = ability(f"While {NAME} is active, when you field a Sidekick die, deal 2 "
                         f"damage to {said}.")  # fmt: skip
        assert record["effects"] == [
            {"op": "deal_damage", "amount": 2, "target": "target_opponent_or_die"}
        ]


@pytest.mark.parametrize(
    "line",
    [
        # a player and dice of one kind only: "target opponent or character dice"
        f"While {NAME} is active, when you field a Sidekick die, deal 2 damage to target "
        "opponent or character dice.",
        f"While {NAME} is active, when you field a Sidekick die, deal 2 damage to target "
        "opponent or target sidekick die.",
    ],
)
def test_near_misses_of_opponent_or_die_stay_text_only(line: str) -> None:
    assert why("character", line)


@pytest.mark.parametrize(
    ("printed", "meant"),
    [
        (
            "whenever one of your character die is KO'd",
            "whenever one of your character dice is ko'd",
        ),
        ("when Wren Hollow damages and opponent", "when self damages an opponent"),
        (
            "whenever one of your sidekicks is KO'd Wren Hollow gets +2A",
            "whenever one of your sidekicks is ko'd, self gets +2a",
        ),
        ("when you field a (sidekick) deal 1 damage", "when you field a sidekick, deal 1 damage"),
    ],
)
def test_misspellings_are_read_as_meant(printed: str, meant: str) -> None:
    assert normalise(printed, NAME) == meant


@pytest.mark.parametrize(
    ("printed", "name"), [("Surter", "Surtur"), ("Doppleganger", "Doppelganger")]
)
def test_a_characters_misspelled_name_is_its_own(printed: str, name: str) -> None:
    assert normalise(f"{printed} gets +1A.", name) == "self gets +1a."


def test_a_die_using_infiltrate_is_its_trigger_and_its_additional_damage_one_more() -> None:
    record = ability(f"When {NAME} uses Infiltrate, deal an additional damage.")
    assert record["trigger"] == "when_uses_infiltrate"
    assert record["effects"] == [{"op": "deal_damage", "amount": 1, "target": "opponent"}]
    record = ability(
        f"While {NAME} is active, each time one of your character dice uses "
        "Infiltrate, draw one die and prep it."
    )
    assert record["trigger"] == "when_your_die_uses_infiltrate"


@pytest.mark.parametrize(
    "line",
    [
        # an additional damage of no damage the line names
        f"When {NAME} attacks, deal an additional damage.",
        "Deal an additional damage.",
        # a keyword the engine announces no use of
        f"When {NAME} uses Overcrush, deal 1 damage to target opponent.",
    ],
)
def test_near_misses_of_keyword_uses_stay_text_only(line: str) -> None:
    assert why("character", line)


@pytest.mark.parametrize(
    ("line", "condition"),
    [
        (f"When you have 3 or more active (grv) characters, {NAME} can't be blocked.",
         {"kind": "count", "count": "your_active_characters", "at_least": 3,
          "filters": {"affiliation": "grovekin"}}),
        (f"When an opponent has an active (mask) character, {NAME} gets +2A.",
         {"kind": "count", "count": "opposing_active_characters", "at_least": 1,
          "filters": {"energy_type": "mask"}}),
    ],
)  # fmt: skip
def test_when_a_player_has_is_a_state_a_static_under_its_condition(
    line: str, condition: dict
) -> None:
    (record,) = compiled("character", [line])["abilities"]
    assert record["trigger"] == "static"
    assert record["condition"] == condition


@pytest.mark.parametrize(
    "line",
    [
        # a trigger of its own after the state: not a static
        f"When you have 4 or more character dice in the field zone, when {NAME} attacks, "
        "deal 2 damage to target character die.",
        # an occasion, not a state
        f"When you have been dealt damage, {NAME} gets +2A.",
    ],
)
def test_near_misses_of_when_a_player_has_stay_text_only(line: str) -> None:
    assert why("character", line)


@pytest.mark.parametrize(
    ("line", "filters"),
    [
        (f"While {NAME} is active, when an attacking (grv) character die is KO'd, it goes to "
         "the Used Pile.", {"affiliation": "grovekin", "zone": "attack", "blocker": False}),
        (f"While {NAME} is active, when (fist) characters are KO'd, they go to the Used Pile.",
         {"energy_type": "fist"}),
    ],
)  # fmt: skip
def test_ko_d_dice_that_go_to_the_used_pile(line: str, filters: dict) -> None:
    (record,) = compiled("character", [line])["abilities"]
    assert record["effects"] == [
        {"op": "kod_to", "target": "all_characters", "zone": "used", "filters": filters}
    ]


@pytest.mark.parametrize(
    "line",
    [
        f"While {NAME} is active, when (fist) characters are KO'd, they go to the bag.",
        f"While {NAME} is active, when characters are KO'd, they go to the Used Pile.",
        f"While {NAME} is active, when an attacking (grv) character die is KO'd, it goes to "
        "the Prep Area.",
    ],
)
def test_near_misses_of_ko_d_dice_going_on_stay_text_only(line: str) -> None:
    assert why("character", line)


def test_fielding_a_creature_type_is_its_filter() -> None:
    record = ability("While active, when you field a Dragon, deal 2 damage to your opponent.")
    assert record["trigger"] == "when_you_field"
    assert record["trigger_filters"] == {"creature_type": "dragon"}
    assert why("character", "While active, when you field Dragons, gain 1 life.")
