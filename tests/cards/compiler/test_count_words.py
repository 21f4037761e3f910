""" "For each <phrase>" read by its parts (constructs/count_words.py, DM-18.5): whose dice,
"other", "different"/"unique"/"active characters" (unique characters), "attacking", the
noun and the zone combine into one of the engine's counts, narrowed by the filters said.
Our own wording, in the shape of printed lines; near misses stay text only."""

from __future__ import annotations

import pytest

from cards.compiler.constructs.count_words import count_of, parts_of
from cards.compiler.parts import NotRead
from tests.cards.compiler.helpers import CODE, NAME, effects, why


@pytest.mark.parametrize(
    ("line", "per", "filters"),
    [
        # "different" (with commas) counts unique characters, whose said once
        (f"{NAME} gets +1A and +1D for each different, opposing (grv) character die.",
         "opposing_active_characters", {"affiliation": "grovekin"}),
        (f"{NAME} gets +1A and +1D for each of your different, active, non-{NAME} (grv) "
         "characters.", "your_active_characters", {"other_card": CODE, "affiliation": "grovekin"}),
        (f"{NAME} gets +1D for each different active (grv) in the Field Zone (yours and your "
         "opponent's).", "all_active_characters", {"affiliation": "grovekin"}),
        (f"When {NAME} attacks, deal 1 damage to target opponent for each other, active (grv) "
         "character you control.", "your_other_active_characters", {"affiliation": "grovekin"}),
        # dice, narrowed
        (f"{NAME} gets +1A for each opposing non-Sidekick, non-(grv) character die in the "
         "Field Zone.", "opposing_character_dice",
         {"sidekick": False, "not_affiliation": "grovekin"}),
        ("When fielded, deal 2 damage to your opponent for each opposing character with the "
         "Villain affiliation in play.", "opposing_character_dice", {"affiliation": "villain"}),
        ("When fielded, deal 2 damage to target opponent for each non-Sidekick character die on "
         "an energy face in your Reserve Pool.", "dice_in_your_reserve_pool",
         {"sidekick": False, "face": "energy", "die_kind": "character"}),
        # any die there, an action die too ("non-Sidekick" is no character's only)
        (f"{NAME} gets +1A for each non-Sidekick die in your Field Zone.",
         "dice_in_your_field_zone", {"sidekick": False}),
    ],
)  # fmt: skip
def test_a_count_read_by_its_parts(line: str, per: str, filters: dict) -> None:
    (effect,) = effects("character", line)
    assert effect["per"] == per
    assert effect.get("per_filters", {}) == filters


@pytest.mark.parametrize(
    ("words", "per"),
    [
        ("of your other character dice", "your_other_character_dice"),
        ("other character die in the field zone", "all_other_character_dice"),
        ("other attacking character die", "your_other_attacking_dice"),
        ("character your opponent has in the field", "opposing_character_dice"),
        ("die in your opponent's used pile", "dice_in_opposing_used_pile"),
        ("unique active character die you control", "your_active_characters"),
        ("of your blocking character dice", "your_blocking_dice"),
    ],
)
def test_the_parts_make_the_counts_the_tables_made(words: str, per: str) -> None:
    assert count_of(parts_of(words.split(), {})) == (per, {})


@pytest.mark.parametrize(
    "words",
    [
        "other character",  # whose is not said
        "of your character dice your opponent controls",  # two players
        "different opposing attacking character die",  # an opponent's dice do not attack now
        "other opposing character die",  # "other" of an opponent's: not this die's
        "die in your opponent's bag",  # no such count
        "character die in your used pile",  # Sidekick dice are character dice of no card
        "blocking character die",  # whose blockers: not said
        "of your other blocking character dice",  # no such count
        "opposing blocking character die",  # no such count
        "of your blocking attacking character dice",  # both at once
        "of your blocking dice in your used pile",  # no blocker is there
    ],
)
def test_parts_that_say_no_one_count(words: str) -> None:
    with pytest.raises(NotRead):
        count_of(parts_of(words.split(), {}))


def test_an_energy_icon_on_dice_outside_the_field_zone_stays_text_only() -> None:
    """ "(bolt) die in your Used Pile": its card's type or the face it shows? Not read."""
    with pytest.raises(NotRead):
        count_of(parts_of(["die", "in", "your", "used", "pile"], {"energy_type": "bolt"}))
    assert why("character", "When fielded, gain 1 life for each other Villain.") in {
        "count", "unparsed"}  # fmt: skip


def test_damage_equal_to_the_energy_in_their_reserve_pool() -> None:
    """ "their": the opponent dealt the damage; of a player chosen among both, not read."""
    line = (
        "When fielded, deal damage to target opponent equal to the total energy in their"
        " Reserve Pool."
    )
    assert effects("character", line) == [
        {"op": "deal_damage", "target": "opponent", "amount": 1,
         "per": "energy_in_opposing_reserve_pool"}
    ]  # fmt: skip
    player = line.replace("target opponent", "target player")
    assert why("character", player) == "count"


def test_a_blocker_gets_more_for_each_of_your_blocking_dice() -> None:
    """DM-9.3: the dice declared as blockers, yours, counted as the ability resolves."""
    line = f"When {NAME} blocks, she gets +1D for each of your blocking (grv) character dice."
    assert effects("character", line) == [
        {"op": "modify_defense", "amount": 1, "target": "this_die",
         "per": "your_blocking_dice", "per_filters": {"affiliation": "grovekin"}}
    ]  # fmt: skip
    assert why("character", line.replace("of your blocking", "blocking")) == "count"


def test_dice_on_a_double_energy_face_in_your_reserve_pool() -> None:
    """DM-2.4: a double energy face shows two symbols; only a rolled die shows one."""
    line = ("When fielded, deal 2 damage to target opponent for each die in your Reserve Pool"
            " on a double energy face.")  # fmt: skip
    assert effects("character", line) == [
        {"op": "deal_damage", "amount": 2, "target": "opponent",
         "per": "dice_in_your_reserve_pool", "per_filters": {"double_energy": True}}
    ]  # fmt: skip
    for near in ("in your Used Pile", "in your Field Zone"):
        assert why("character", line.replace("in your Reserve Pool", near)) == "count"
