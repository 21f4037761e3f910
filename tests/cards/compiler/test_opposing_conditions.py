"""Conditions of issue 16's lane "conditions" (constructs/opposing_conditions.py,
both_active.py, engaged_kinds.py's "at least one"): an opponent's dice said with
"opposing" (DM-13.2, DM-18.1), an opponent's dice of one energy type (DM-1.2, DM-1.7:
abilities/one_type.py), another active character of each of two affiliations (DM-18.5), and
"when engaged with at least one (aff)" (DM-9.4). Our own wording; near misses stay text
only."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import compiled, effects, why

ICONS = {"grv": "grovekin", "mrs": "marshfolk", "vil": "villain"}


@pytest.mark.parametrize(
    ("line", "condition"),
    [
        ("When fielded, if an opposing Adventurer is in the field, gain 1 life.",
         {"kind": "dice", "whose": "opposing", "at_least": 1,
          "filters": {"keyword": "experience"}}),
        ("When fielded, if an opposing (grv) character is active, gain 1 life.",
         {"kind": "dice", "whose": "opposing", "at_least": 1,
          "filters": {"affiliation": "grovekin"}}),
        ("When fielded, if there is an active opposing Evil character die, gain 1 life.",
         {"kind": "dice", "whose": "opposing", "at_least": 1,
          "filters": {"alignment": "evil"}}),
        ("When fielded, if there are 2 or more opposing character dice, gain 1 life.",
         {"kind": "dice", "whose": "opposing", "at_least": 2}),
        ("When fielded, if your opponent only has character dice of one energy type in the "
         "Field Zone, gain 1 life.", {"kind": "one_energy_type", "whose": "opposing"}),
        ("When fielded, if you only have character dice of one energy type in your Field Zone,"
         " gain 1 life.", {"kind": "one_energy_type", "whose": "yours"}),
    ],
)  # fmt: skip
def test_the_conditions_go_on_the_effects(line: str, condition: dict) -> None:
    (effect,) = effects("character", line)
    assert effect["condition"] == condition


def test_another_of_each_of_two_affiliations_is_both_counts() -> None:
    """DM-18.5: "another (grv) and another (mrs) character active": each an other active
    character (of another card) of that affiliation; "while you have" a state, as "if"."""
    made = compiled(
        "character",
        ["While you have another (grv) and another (mrs) character active, Wren Hollow gets "
         "+3A."],
        affiliations=ICONS,
    )  # fmt: skip
    (record,) = made["abilities"]
    assert record["trigger"] == "static"
    assert record["condition"] == {"kind": "all", "of": [
        {"kind": "count", "count": "your_other_active_characters", "at_least": 1,
         "filters": {"affiliation": "grovekin"}},
        {"kind": "count", "count": "your_other_active_characters", "at_least": 1,
         "filters": {"affiliation": "marshfolk"}}]}  # fmt: skip


def test_engaged_with_at_least_one_is_engaged_with_one() -> None:
    """DM-9.4: "when engaged with at least one (vil)": engaged with one or more."""
    made = compiled(
        "character", ["Wren Hollow gets +4A when engaged with at least one (vil)."],
        affiliations=ICONS,
    )  # fmt: skip
    (record,) = made["abilities"]
    assert record["condition"] == {"kind": "engaged", "filters": {"affiliation": "villain"}}


@pytest.mark.parametrize(
    "line",
    [
        # "another" opposing die: another than which?
        "When fielded, if there is another opposing character die, gain 1 life.",
        # an opposing die of no kind, in another zone
        "When fielded, if an opposing die is in the Used Pile, gain 1 life.",
        # "you have ... in their Field Zone": whose dice?
        "When fielded, if you only have character dice of one energy type in their Field Zone,"
        " gain 1 life.",
        "When fielded, if your opponent only has character dice of two energy types, gain 1 life.",
        # the same affiliation twice, and "a" for "another"
        "While you have another (grv) and another (grv) character active, Wren Hollow gets +3A.",
        "While you have a (grv) and another (mrs) character active, Wren Hollow gets +3A.",
        "While you have another (grv) and another (mrs) character active, when Wren Hollow "
        "attacks, Wren Hollow gets +3A.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    made = compiled("character", [line], affiliations=ICONS)
    assert made.get("unread"), made
    assert why("character", line)


def test_unless_your_opponent_takes_damage_is_their_payment() -> None:
    """DM-19.1: "unless your opponent takes 1 damage": the opponent may be dealt the damage
    (target kind `opponent_may_pay`) to prevent the KO (constructs/opponent_pays.py)."""
    found = effects(
        "character", "When fielded, KO target Sidekick unless your opponent takes 1 damage."
    )
    assert found == [
        {"op": "deal_damage", "amount": 1, "target": "opponent_may_pay", "choice": 1},
        {"op": "ko", "target": "target_die", "filters": {"sidekick": True},
         "condition": {"kind": "prevented", "unless": True, "choice": 1}},
    ]  # fmt: skip


@pytest.mark.parametrize(
    "line",
    [
        # "its owner" of a die either player's: not said to be the opponent
        "When fielded, KO target character die unless its owner takes 1 damage.",
        # "you may": the decline is the opponent's, not the controller's
        "When fielded, you may KO target Sidekick unless your opponent takes 1 damage.",
    ],
)
def test_damage_payments_near_misses(line: str) -> None:
    assert why("character", line)


def test_statics_under_different_conditions_are_one_ability_each() -> None:
    """DM-14.3: two statics of the card's own die, each under its own condition
    (cards/compiler/static_split.py): one static ability per sentence."""
    made = compiled(
        "character",
        ["Wren Hollow can't attack unless a (grv) is active. Wren Hollow gets +4A when engaged "
         "with at least one (vil)."],
        affiliations=ICONS,
    )  # fmt: skip
    first, second = made["abilities"]
    assert first["condition"]["kind"] == "count" and first["condition"]["unless"] is True
    assert first["effects"] == [{"op": "cant_attack", "target": "this_card"}]
    assert second["condition"] == {"kind": "engaged", "filters": {"affiliation": "villain"}}


def test_a_sentence_leaning_on_the_one_before_is_not_split() -> None:
    """A second sentence that does not say <self> first is not a static of its own."""
    line = (
        "Wren Hollow can't attack unless a (grv) is active. If you have 2 or more (vil) "
        "character dice, it gets +4A."
    )
    made = compiled("character", [line], affiliations=ICONS)
    assert made.get("unread"), made


def test_a_first_sentence_under_a_condition_on_self_is_split_too() -> None:
    """ "While <self> has Gear equipped ..." (read as an "if") opens the first sentence only;
    the next one, saying <self> first, is a static of its own with no condition (DM-14.3)."""
    made = compiled(
        "character",
        ["While Wren Hollow has Gear equipped she gains +2A. Wren Hollow counts as a Dragon."],
    )
    first, second = made["abilities"]
    assert first["condition"] == {"kind": "this_die", "filters": {"equipped": True}}
    assert first["effects"] == [{"op": "modify_attack", "amount": 2, "target": "this_card"}]
    assert "condition" not in second
    assert second["effects"][0]["op"] == "counts_as"


@pytest.mark.parametrize(
    "line",
    [
        # the second sentence leans on the first ("she"): not a static of its own
        "While Wren Hollow has Gear equipped she gains +2A. She counts as a Dragon.",
        # a first sentence whose condition is not on <self>
        "If you have 2 or more (vil) character dice, Wren Hollow gets +2A. Wren Hollow "
        "counts as a Dragon.",
    ],
)
def test_a_first_conditioned_sentence_near_misses(line: str) -> None:
    made = compiled("character", [line], affiliations=ICONS)
    assert made.get("unread"), made
