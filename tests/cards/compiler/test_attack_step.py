"""Issue 16's trigger families read from our own wording: the start of the Attack Step
(constructs/turn_triggers.py; the occasion `attack_step_started`, docs/rulings.md), "during
(in) an Attack Step" (constructs/timed_triggers.py, condition `attack_step`), a player's
trigger whose card deals the damage ("she deals them 1 damage": no die triggered it, the
card is the source), "either you or <self> takes damage" (constructs/deeds.py, DM-15.6), a
while-active trigger said last, "a character or player" (chosen, not targeted, DM-13.1) and
"you may pay" opening a Global. Near misses stay text only."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import CODE, NAME, ability, effects, why

OWN = {"target": "all_your_characters", "filters": {"card": CODE}}


@pytest.mark.parametrize(
    ("line", "trigger"),
    [
        (f"At the start of the attack step, {NAME} gets +1A.", "start_of_attack_step"),
        (f"At the beginning of each attack step, {NAME} gets +1A.", "start_of_attack_step"),
        (f"At the start of your attack step, {NAME} gets +1A.", "start_of_your_attack_step"),
        (f"While {NAME} is active, at the beginning of your opponent's attack step, "
         f"{NAME} gets +1A.", "start_of_opponents_attack_step"),
    ],
)  # fmt: skip
def test_the_start_of_the_attack_step(line: str, trigger: str) -> None:
    record = ability(line)
    assert record["trigger"] == trigger
    assert record["effects"] == [{"op": "modify_attack", "amount": 1, **OWN}]


def test_a_condition_at_the_start_of_the_attack_step() -> None:
    record = ability(
        f"At the start of the attack step, if you have less life than your opponent, {NAME} "
        "gets +2A and +2D."
    )
    assert record["effects"] == [
        {"op": "modify_stats", "amount": 2, **OWN,
         "condition": {"kind": "life", "than_opponent": "less"}}
    ]  # fmt: skip


@pytest.mark.parametrize(
    "line",
    [
        f"Whenever {NAME} takes damage in an attack step, he deals 2 damage to your opponent.",
        f"When {NAME} takes damage during the attack step, he deals 2 damage to your opponent.",
    ],
)
def test_damage_in_the_attack_step(line: str) -> None:
    record = ability(line)
    assert (record["trigger"], record["condition"]) == ("when_damaged", {"kind": "attack_step"})
    assert record["effects"] == [{"op": "deal_damage", "amount": 2, "target": "opponent"}]


def test_a_player_s_trigger_whose_card_deals_them_damage() -> None:
    record = ability(
        f"While {NAME} is active, when your opponent uses a Global Ability, she deals them 1 "
        "damage."
    )
    assert record["trigger"] == "when_opponent_uses_a_global"
    assert record["effects"] == [{"op": "deal_damage", "amount": 1, "target": "opponent"}]


def test_a_while_active_trigger_said_last() -> None:
    record = ability(
        f"While {NAME} is active, deal 1 damage to a character or player each time you field "
        "a character (not 1 damage per die)."
    )
    assert record["trigger"] == "when_you_field"
    assert record["effects"] == [
        {"op": "deal_damage", "amount": 1, "target": "choose_player_or_die"}
    ]


def test_two_amounts_of_damage_with_one_verb() -> None:
    record = ability(
        f"While {NAME} is active, when your opponent uses a Global Ability, {NAME} deals 1 "
        "damage to your opponent and one to a target character."
    )
    assert record["effects"] == [
        {"op": "deal_damage", "amount": 1, "target": "opponent"},
        {"op": "deal_damage", "amount": 1, "target": "target_die"},
    ]


@pytest.mark.parametrize(
    "line",
    [
        f"While {NAME} is active, he deals 1 damage to your opponent each time you field a "
        "character (not 1 damage per die).",
        f"While {NAME} is active, when an opponent uses an action die, {NAME} deals them 1 damage.",
    ],
)
def test_this_card_deals_damage_on_another_die_s_deed(line: str) -> None:
    """The occasion names the fielded (used) die; the card deals the damage (`by_card`)."""
    (effect,) = ability(line)["effects"]
    assert (effect["target"], effect["by_card"]) == ("opponent", True)


def test_either_you_or_this_die_takes_damage() -> None:
    record = ability(
        f"While {NAME} is active, whenever either you or {NAME} takes damage, {NAME} deals 2 "
        "damage to each opposing character."
    )
    assert record["trigger"] == "when_damaged"
    assert record["also"] == ["when_you_are_damaged"]
    assert record["while_active"] == "self"
    assert record["effects"] == [
        {"op": "deal_damage", "amount": 2, "target": "all_opposing_characters"}
    ]


def test_a_global_you_may_pay_with_a_character_or_player() -> None:
    assert effects(
        "character", "Global: Once per turn, you may pay (3) to deal 1 damage to a character or "
        "player."
    ) == [{"op": "deal_damage", "amount": 1, "target": "choose_player_or_die"}]  # fmt: skip


@pytest.mark.parametrize(
    "line",
    [
        # "them" with no opponent's deed to name them
        "When fielded, deal them 1 damage.",
        f"While {NAME} is active, when you use a Global Ability, {NAME} deals them 1 damage.",
        # this die is no one die in a trigger of you or it
        f"While {NAME} is active, whenever either you or {NAME} takes damage, {NAME} gets +1A.",
        # a step the engine announces no start of
        f"At the start of the clear and draw step, {NAME} gets +1A.",
        # "them" after your own deed
        f"While {NAME} is active, each time you field a character, {NAME} deals them 1 damage.",
        # a trigger said last after a line that is not while-active
        f"When {NAME} attacks, he deals 1 damage to your opponent each time you field a character.",
        # a player or an opposing character: no such kind
        "Global: Pay (2) to deal 1 damage to an opposing character or player.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)
