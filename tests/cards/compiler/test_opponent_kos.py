"""The opponent KOs their own dice, one for each of yours KO'd (cards/compiler/constructs/
opponent_kos.py, this_way.py; engine effects/opponent_kos.py; DM-16.4, DM-18.5, DM-13.1):
the count said before or after the opponent's KO, "for each <die> you KO this way" or
"KO'd this way", and "for each that you do" after "KO any number of ...". Our own wording."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import NAME, ability, effects, said, why

THEIRS = {"op": "opponent_kos", "amount": 1, "per": "dice_kod_this_way"}


@pytest.mark.parametrize(
    "line",
    [
        "KO up to 3 of your character dice. For each character die you KO this way, your"
        " opponent KOs one of their character dice.",
        "KO up to 3 of your character dice. Your opponent must KO a character die they control"
        " for each die KO'd this way.",
    ],
)
def test_an_action_kos_yours_then_theirs(line: str) -> None:
    assert effects("basic_action", line) == [
        {"op": "ko", "target": "choose_your_die", "up_to": 3},
        THEIRS,
    ]


def test_any_number_and_for_each_that_you_do() -> None:
    record = ability(
        f"When {NAME} blocks, KO any number of character dice you control. For each that you"
        " do, your opponent must KO a character die they control."
    )
    assert "optional" not in record
    assert record["effects"] == [{"op": "ko", "target": "choose_your_die", "up_to": 99}, THEIRS]


def test_it_is_said_in_words() -> None:
    assert said(
        f"Whenever {NAME} blocks, you may KO any number of your character dice. Your opponent"
        " KOs one of their character dice for each die KO'd this way."
    ) == (
        "When this die blocks: you may KO one of your character dice (repeated for any number"
        " of dice), then your opponent KOs one of their character dice (their choice) for each"
        " die KO'd this way."
    )


@pytest.mark.parametrize(
    "line",
    [
        # a count of nothing this ability KO'd
        "Your opponent KOs one of their character dice for each character die you KO this way.",
        # which of theirs? a Sidekick of theirs is no phrase of this construct
        "KO up to 3 of your character dice. Your opponent must KO a Sidekick they control for"
        " each die KO'd this way.",
        # "for each that you do" after no KO
        "Gain 2 life. For each that you do, your opponent must KO a character die they control.",
        # "unless ...": the opponent's price (constructs/opponent_prevents.py), not this
        "Gain 2 life. Your opponent KOs one of their character dice unless they pay 1 life.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("basic_action", line) in ("count", "unparsed", "choice", "effect", "condition")
