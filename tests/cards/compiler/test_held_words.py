"""More words for conditions the engine asks already (cards/compiler/constructs/
held_words.py): a life total compared with the opponent's, "there is a (mask) in your
Reserve Pool", dice "with cost N or greater", "(any player's)", "(excluding (wild))" and
"a non-<self> (affiliation) character die is active". Cards here are our own wording."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import ability, compiled, effects, said, why


@pytest.mark.parametrize(
    ("line", "condition"),
    [
        ("While your life total is higher than your opponent's, Wren Hollow gets +1A.",
         {"kind": "life", "than_opponent": "more"}),
        ("While your life total is lower than your opponent's, Wren Hollow gets +1A.",
         {"kind": "life", "than_opponent": "less"}),
        ("While there is a (shield) in your Reserve Pool, Wren Hollow gets +1A.",
         {"kind": "energy", "whose": "yours", "energy_type": "shield", "at_least": 1}),
        ("While you have an active character die with cost 5 or greater, Wren Hollow gets +1A.",
         {"kind": "dice", "whose": "yours", "at_least": 1, "filters": {"cost_at_least": 5}}),
        ("Wren Hollow must attack if there are any active (grv) characters (any player's).",
         {"kind": "count", "count": "all_active_characters", "at_least": 1,
          "filters": {"affiliation": "grovekin"}}),
        ("While a non-Wren Hollow (grv) character die is active, Wren Hollow gets +1A.",
         {"kind": "count", "count": "all_active_characters", "at_least": 1,
          "filters": {"affiliation": "grovekin", "other_card": "5tst"}}),
    ],
)  # fmt: skip
def test_a_static_held_by_these_words(line: str, condition: dict) -> None:
    made = ability(line)
    assert made["trigger"] == "static" and made["condition"] == condition


def test_excluding_wild_says_what_the_type_says() -> None:
    line = ("When fielded, deal 2 damage to target player if you have two or more (fist) "
            "symbols in your Reserve Pool (excluding (wild)).")  # fmt: skip
    (effect,) = effects("character", line)
    assert effect["condition"] == {"kind": "energy", "whose": "yours", "at_least": 2,
                                   "energy_type": "fist"}  # fmt: skip


def test_the_readings_say_the_condition() -> None:
    assert said("While your life total is higher than your opponent's, Wren Hollow gets +1A.") == (
        "If you have more life than your opponent: this card's dice get +1A."
    )
    assert said(
        "While you have an active character die with cost 5 or greater, Wren Hollow gets +1A."
    ) == (
        "If you have 1 or more character dice with purchase cost 5 or more in the Field Zone: "
        "this card's dice get +1A."
    )


@pytest.mark.parametrize(
    "line",
    [
        # "(any player's)" after one player's dice says something else
        "Wren Hollow must attack if your opponent has any active (grv) characters (any player's).",
        "While there is a (wild) in your Reserve Pool, Wren Hollow gets +1A.",  # no type
        "While your life total is higher than 10, Wren Hollow gets +1A.",
        "While you have an active character die with cost 5 or greater or less, Wren Hollow "
        "gets +1A.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line) in ("condition", "unparsed")
    assert "unread" in compiled("character", [line])


@pytest.mark.parametrize(
    ("line", "condition"),
    [
        ("When Wren Hollow attacks, if an opponent controls a higher level character die, "
         "deal that opponent 1 damage.", {"kind": "higher_level"}),
    ],
)  # fmt: skip
def test_triggered_effects_held_by_these_words(line: str, condition: dict) -> None:
    (effect,) = effects("character", line)
    assert effect["condition"] == condition


@pytest.mark.parametrize(
    ("line", "condition"),
    [
        ("If you fielded a non-Sidekick character die besides Wren Hollow this turn, Wren "
         "Hollow gets +1A.", {"kind": "fielded", "whose": "yours", "at_least": 1, "other": True,
                              "filters": {"sidekick": False}}),
    ],
)  # fmt: skip
def test_statics_held_by_these_words(line: str, condition: dict) -> None:
    made = ability(line)
    assert made["trigger"] == "static" and made["condition"] == condition


def test_the_higher_level_reading() -> None:
    assert said(
        "When Wren Hollow attacks, if an opponent controls a higher level character die, deal "
        "that opponent 1 damage."
    ) == (
        "When this die attacks: deal 1 damage to your opponent if an opponent controls a "
        "character die of a higher level than this die."
    )


@pytest.mark.parametrize(
    "line",
    [
        # a higher die of your own: whose die is meant is not said
        "When Wren Hollow attacks, if you control a higher level character die, gain 1 life.",
        "When Wren Hollow attacks, if an opponent controls a higher level die, gain 1 life.",
    ],
)
def test_more_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line) in ("condition", "unparsed", "effect")
