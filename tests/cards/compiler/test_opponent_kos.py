"""The opponent KOs their own dice, one for each of yours KO'd (cards/compiler/constructs/
opponent_kos.py, this_way.py; engine effects/opponent_kos.py; DM-16.4, DM-18.5, DM-13.1):
"For each character die you KO this way, your opponent must KO a character die they
control" (the count said first or last), "... any number of your character dice. For each
that you do, ...". Our own wording."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import NAME, ability, effects, said, why

THEIRS = {"op": "opponent_kos", "amount": 1, "per": "dice_kod_this_way"}


@pytest.mark.parametrize(
    "line",
    [
        "KO up to 2 character dice you control. For each character die you KO this way, your"
        " opponent must KO a character die they control.",
        "KO up to 2 character dice you control. Your opponent KOs one of their character dice"
        " for each die KO'd this way.",
    ],
)
def test_an_action_kos_yours_then_theirs(line: str) -> None:
    assert effects("basic_action", line) == [
        {"op": "ko", "target": "choose_your_die", "up_to": 2},
        THEIRS,
    ]


def test_any_number_and_for_each_that_you_do() -> None:
    record = ability(
        f"When {NAME} blocks, you may KO any number of your character dice. For each that you"
        " do, your opponent KOs one of their character dice."
    )
    assert record["optional"] is True
    assert record["effects"] == [{"op": "ko", "target": "choose_your_die", "up_to": 99}, THEIRS]


def test_it_is_said_in_words() -> None:
    assert said(
        f"When {NAME} blocks, you may KO any number of character dice you control. For each that"
        " you do, your opponent KOs one of their character dice."
    ) == (
        "When this die blocks: you may KO one of your character dice (repeated for any number"
        " of dice), then your opponent KOs one of their character dice (their choice) for each"
        " die KO'd this way."
    )


@pytest.mark.parametrize(
    "line",
    [
        # a count of nothing this ability KO'd
        "For each character die you KO this way, your opponent must KO a character die they"
        " control.",
        # which of theirs? an opposing die of their own is no phrase of this construct
        "KO up to 2 character dice you control. For each character die you KO this way, your"
        " opponent must KO a Sidekick they control.",
        # "for each that you do" after no KO
        "Gain 1 life. For each that you do, your opponent KOs one of their character dice.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("basic_action", line) in ("count", "unparsed", "choice", "effect")
