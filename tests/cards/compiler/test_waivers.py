"""Paying to ignore a bar on attacking for the turn (constructs/waivers.py,
constructs/energy_taxes.py; engine abilities/energy_taxes.py `energy_once_to_attack`;
DM-12.2, DM-14.3; docs/rulings.md "Paying to ignore a bar for the turn"). Near misses stay
text only. Our own names, icons and amounts."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import NAME, effects, said, why

ACTIVE = f"While {NAME} is active, "
BAR = ACTIVE + "your opponents may not attack with (grv) character dice. "


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (BAR + "Your opponents may pay (2) to ignore this effect until the end of the turn.",
         {"op": "energy_once_to_attack", "amount": 2, "target": "all_opposing_characters",
          "filters": {"affiliation": "grovekin"}}),
        (ACTIVE + "your opponent may not attack with non-Sidekick character dice. Your"
         " opponent can pay (3) to ignore this effect until end of turn.",
         {"op": "energy_once_to_attack", "amount": 3, "target": "all_opposing_characters",
          "filters": {"sidekick": False}}),
        (ACTIVE + "other (grv) character dice can't attack unless their owner pays (1) to"
         " ignore this effect until end of turn.",
         {"op": "energy_once_to_attack", "amount": 1, "target": "all_characters",
          "filters": {"other_card": "5tst", "affiliation": "grovekin"}}),
        (ACTIVE + "opposing character dice cannot attack unless your opponent pays (2) to"
         " ignore this effect until the end of the turn.",
         {"op": "energy_once_to_attack", "amount": 2, "target": "all_opposing_characters"}),
    ],
)  # fmt: skip
def test_a_bar_paid_once_a_turn(line: str, expected: dict) -> None:
    assert effects("character", line) == [expected]


def test_the_bar_alone_is_read_too() -> None:
    """ "<player> may not attack with <their dice>" (DM-14.3) without a price."""
    assert effects("character", BAR.strip()) == [
        {"op": "cant_attack", "target": "all_opposing_characters",
         "filters": {"affiliation": "grovekin"}}
    ]  # fmt: skip


@pytest.mark.parametrize(
    "line",
    [
        BAR + "Your opponents may pay (2) to ignore this effect.",  # no turn named
        BAR + "Your opponents may pay 2 life to ignore this effect until end of turn.",  # life
        BAR + "You may pay (2) to ignore this effect until end of turn.",  # not the payer
        ACTIVE + "you may not attack with (grv) character dice. Your opponent may pay (2) to"
        " ignore this effect until end of turn.",  # the bar is on the other player
        f"{NAME} can't attack. Your opponent may pay (2) to ignore this effect until end of"
        " turn.",  # not the payer's dice
        ACTIVE + "your opponent may not field (grv) characters. Your opponent may pay (2) to"
        " ignore this effect until end of turn.",  # a bar on another deed
        BAR + "Your opponents may pay (2) to ignore this effect until end of turn. Gain 1"
        " life.",  # a sentence after the price
        ACTIVE + "players may not attack with (grv) character dice.",  # every player
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    why("character", line)


def test_reading() -> None:
    words = said(
        BAR + "Your opponents may pay (2) to ignore this effect until the end of the turn."
    )
    assert "can't attack unless their player pays 2 energy (once" in words


ELUSIVE = f"{NAME} may not be blocked by non-(grv) character dice. "


@pytest.mark.parametrize(
    "line",
    [
        ELUSIVE + f"An opponent may pay (2) to ignore this effect for all {NAME} dice until"
        " end of turn.",
        ELUSIVE + "Your opponent can pay (2) to ignore this effect until the end of the turn.",
    ],
)
def test_a_block_bar_paid_once_a_turn(line: str) -> None:
    """A block by a die of another affiliation costs the blocking player (2) once."""
    assert effects("character", line) == [
        {"op": "energy_once_to_block", "amount": 2, "target": "this_card",
         "by_filters": {"not_affiliation": "grovekin"}}
    ]  # fmt: skip
    assert "can't be blocked by non-Grovekin character dice unless the blocking player" in said(
        line
    )


@pytest.mark.parametrize(
    "line",
    [
        ELUSIVE + "An opponent may pay (2) to ignore this effect.",  # no turn named
        ELUSIVE + "You may pay (2) to ignore this effect until end of turn.",  # not the payer
        f"{NAME} may not be blocked by (grv) character dice. An opponent may pay (2) to"
        " ignore this effect until end of turn.",  # another bar (cant_be_blocked_by)
        BAR + f"An opponent may pay (2) to ignore this effect for all {NAME} dice until end"
        " of turn.",  # "all <self> dice" after a bar on the opponent's dice
    ],
)
def test_block_near_misses_stay_text_only(line: str) -> None:
    why("character", line)
