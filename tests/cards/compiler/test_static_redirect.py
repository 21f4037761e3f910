"""Forced redirections of damage while the card is active (constructs/static_redirect.py;
engine abilities/static_redirect.py, DM-19.2): to this card's die, or this card's dice's
first damage each turn to the opponent. Our own wording; near misses (a choice, a part of
the damage, a limit on the wrong one, another new target) stay text only."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import NAME, ability, said, why

YOU = {"op": "redirect_to_self", "target": "you"}
AWAY = {"op": "redirect_first_to_opponent", "target": "this_card"}


@pytest.mark.parametrize(
    ("line", "effect"),
    [
        (f"While {NAME} is active, when you would take damage, redirect that damage to {NAME}.",
         YOU),
        (f"While {NAME} is active, when one of your (grv) character dice would be dealt damage,"
         f" instead that damage is dealt to {NAME}.",
         {"op": "redirect_to_self", "target": "all_your_characters",
          "filters": {"affiliation": "grovekin"}}),
        (f"While {NAME} is active, when one of your Sidekick dice would take damage, that"
         f" damage is dealt to {NAME} instead.",
         {"op": "redirect_to_self", "target": "all_your_characters",
          "filters": {"sidekick": True}}),
        (f"The first time each turn {NAME} would be dealt damage, instead deal that damage to"
         " your opponent.", AWAY),
        (f"The first time {NAME} would take damage each turn, that damage is dealt to your"
         " opponent instead.", AWAY),
    ],
)  # fmt: skip
def test_the_damage_goes_to_this_card_s_die(line: str, effect: dict) -> None:
    record = ability(line)
    assert record["trigger"] == "static" and record["effects"] == [effect]


def test_the_reading_of_the_first_damage_names_the_opponent() -> None:
    assert said(
        f"The first time each turn {NAME} would be dealt damage, instead deal that damage to"
        " your opponent."
    ) == (
        "The first time each turn one of this card's dice would be dealt damage, that damage is"
        " dealt to your opponent instead."
    )


def test_the_reading_says_where_the_damage_goes() -> None:
    assert said(
        f"While {NAME} is active, when you would take damage, redirect that damage to {NAME}."
    ) == (
        "While this card is active: damage that would be dealt to you is dealt to one of this"
        " card's active dice instead."
    )


@pytest.mark.parametrize(
    "line",
    [
        # a choice
        f"While {NAME} is active, when you would take damage, you may redirect that damage to"
        f" {NAME}.",
        # a part of the damage
        f"While {NAME} is active, when you would take damage, redirect 1 damage to {NAME}.",
        # once a turn
        f"While {NAME} is active, the first time you would take damage each turn, redirect that"
        f" damage to {NAME}.",
        # another new target
        f"While {NAME} is active, when you would take damage, redirect that damage to your"
        " opponent.",
        # every time, not the first: no such static
        f"When {NAME} would be dealt damage, instead deal that damage to your opponent.",
        # a choice of the first
        f"The first time each turn {NAME} would be dealt damage, you may deal that damage to"
        " your opponent instead.",
        # not a replacement: after the damage
        f"While {NAME} is active, when you take damage, redirect that damage to {NAME}.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)


@pytest.mark.parametrize(
    ("line", "amount"),
    [
        (f"While {NAME} is active, you may redirect up to 5 damage from you to {NAME} each turn.",
         5),
        (f"While {NAME} is active, you may redirect 2 damage from you to {NAME} every turn.", 2),
    ],
)  # fmt: skip
def test_a_chosen_redirection_of_n_damage_each_turn(line: str, amount: int) -> None:
    record = ability(line)
    assert record["trigger"] == "static" and record.get("optional") is True
    assert record["effects"] == [
        {"op": "redirect_to_self_each_turn", "target": "you", "amount": amount}
    ]


def test_the_reading_of_a_chosen_redirection_says_who_chooses() -> None:
    assert said(
        f"While {NAME} is active, you may redirect up to 4 damage from you to {NAME} each turn."
    ) == (
        "While this card is active: optionally, once damage is dealt to you, up to 4 of it"
        " each turn is dealt to one of this card's active dice instead."
    )


@pytest.mark.parametrize(
    "line",
    [  # not a budget of damage to you, or no choice, or no turn's limit: text only
        f"While {NAME} is active, redirect up to 4 damage from you to {NAME} each turn.",
        f"While {NAME} is active, you may redirect up to 4 damage from you to {NAME}.",
        f"While {NAME} is active, you may redirect up to 4 damage from opposing character dice"
        f" to {NAME} each turn.",
        f"While {NAME} is active, you may redirect up to 4 damage from you to target character"
        " die each turn.",
    ],
)
def test_near_misses_of_a_chosen_redirection_stay_text_only(line: str) -> None:
    assert why("character", line)


@pytest.mark.parametrize(
    "line",
    [
        f"While {NAME} is active, you may redirect up to 4 damage from other character dice to"
        f" {NAME} each turn.",
        f"While {NAME} is active, you may redirect 4 damage from another character die to {NAME}"
        " every turn.",
    ],
)
def test_a_chosen_redirection_from_your_other_dice(line: str) -> None:
    record = ability(line)
    assert record["optional"] is True and record["effects"] == [
        {"op": "redirect_to_self_each_turn", "target": "all_your_characters", "amount": 4}
    ]
    assert said(line) == (
        "While this card is active: optionally, once damage is dealt to another of your"
        " character dice, up to 4 of it each turn is dealt to one of this card's active dice"
        " instead."
    )


@pytest.mark.parametrize(
    ("line", "more"),
    [
        (f"While {NAME} is active, whenever you would take damage, you may redirect up to 3 of"
         f" that damage from each source to {NAME}.", {"amount": 3}),
        (f"While {NAME} is active, you may redirect 3 damage from each source from you to"
         f" {NAME}.", {"amount": 3}),
        (f"While {NAME} is active, you may redirect up to X damage from each source from you"
         f" to {NAME}, where X is the number of (bolt) in your Reserve Pool (ignoring (wild)).",
         {"amount": 1, "per": "energy_in_your_reserve_pool",
          "per_filters": {"energy_type": "bolt"}}),
    ],
)  # fmt: skip
def test_a_chosen_redirection_of_each_source_s_damage(line: str, more: dict) -> None:
    """DM-19.2: up to N of each source's damage, asked as it is dealt (no budget)."""
    record = ability(line)
    assert record["optional"] is True and record["effects"] == [
        {"op": "redirect_each_source_to_self", "target": "you", **more}
    ]


def test_the_reading_of_each_source_s_redirection() -> None:
    line = f"While {NAME} is active, you may redirect 3 damage from each source from you to {NAME}."
    assert said(line) == (
        "While this card is active: optionally, once damage is dealt to you, up to 3 of each"
        " source's damage is dealt to one of this card's active dice instead."
    )


@pytest.mark.parametrize(
    "line",
    [  # no choice; another player's damage; "ignoring" another type; another X
        f"While {NAME} is active, redirect 3 damage from each source from you to {NAME}.",
        f"While {NAME} is active, you may redirect 3 damage from each source from your opponent"
        f" to {NAME}.",
        f"While {NAME} is active, you may redirect up to X damage from each source from you"
        f" to {NAME}, where X is the number of (bolt) in your Reserve Pool (ignoring (fist)).",
        f"While {NAME} is active, you may redirect up to X damage from each source from you"
        f" to {NAME}, where X is the number of dice in your Used Pile.",
    ],
)
def test_near_misses_of_each_source_s_redirection(line: str) -> None:
    assert why("character", line)


def test_a_chosen_redirection_from_target_character_die() -> None:
    """ "... from target character die to <self> each turn": any player's die (engine
    all_characters; docs/rulings.md)."""
    line = (
        f"While {NAME} is active, you may redirect up to 2 damage from target character die"
        f" to {NAME}"
    )
    record = ability(f"{line} each turn.")
    assert record["optional"] is True and record["effects"] == [
        {"op": "redirect_to_self_each_turn", "target": "all_characters", "amount": 2}
    ]
    assert said(f"{line} each turn.") == (
        "While this card is active: optionally, once damage is dealt to a character die you may"
        " target (either player's), up to 2 of it each turn is dealt to one of this card's"
        " active dice instead."
    )
    assert why("character", f"{line}.")  # near miss: no turn's budget


def test_the_first_n_of_each_damage_from_a_kind_to_the_opponent() -> None:
    """DM-19.2: each damage from a (bolt) character to this card's dice, its first 1 to the
    opponent (engine abilities/static_redirect.py `part_sent`)."""
    line = (
        f"Whenever {NAME} is damaged by a (bolt) character, redirect the first 2 damage from"
        " him to your opponent."
    )
    record = ability(line)
    assert record["trigger"] == "static" and record["effects"] == [
        {"op": "redirect_part_to_opponent", "target": "this_card", "amount": 2,
         "by_filters": {"energy_type": "bolt"}}
    ]  # fmt: skip
    assert said(line) == (
        "Each time damage from Bolt character dice would be dealt to one of this card's dice,"
        " the first 2 of it is dealt to your opponent instead."
    )


@pytest.mark.parametrize(
    "line",
    [  # any character (no kind said); a chosen player; a negated kind
        f"Whenever {NAME} is damaged by a character, redirect the first 2 damage from him to"
        " your opponent.",
        f"Whenever {NAME} is damaged by a (bolt) character, redirect the first 2 damage from him"
        " to target opponent.",
        f"Whenever {NAME} is damaged by a non-(bolt) character, redirect the first 2 damage from"
        " him to your opponent.",
    ],
)
def test_near_misses_of_the_first_n_to_the_opponent(line: str) -> None:
    assert why("character", line)
