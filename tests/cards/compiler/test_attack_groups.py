"""Which dice may attack together, read from a card's static lines (constructs/attack_groups.py;
engine abilities/attack_groups.py; DM-9.1, DM-14.3). Near misses (another player's limit,
one turn's limit, a count the engine has no kind for, a chosen die) stay text only. Our
own wording."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import NAME, effects, said, why


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (f"{NAME} may only attack alone.", {"op": "attacks_alone", "target": "this_card"}),
        (f"{NAME} can't attack alone.", {"op": "cant_attack_alone", "target": "this_card"}),
        (f"While {NAME} is active, opposing (grv) character dice cannot attack alone.",
         {"op": "cant_attack_alone", "target": "all_opposing_characters",
          "filters": {"affiliation": "grovekin"}}),
        (f"While {NAME} is active, your opponent can't attack with more than three character"
         " dice.", {"op": "max_attackers", "amount": 3, "target": "all_opposing_characters"}),
        (f"While {NAME} is active, at least two opposing character dice must attack each turn.",
         {"op": "min_attackers", "amount": 2, "target": "all_opposing_characters"}),
        (f"While {NAME} is active, at least 1 character die must attack each turn (if able).",
         {"op": "min_attackers", "amount": 1, "target": "all_characters"}),
    ],
)  # fmt: skip
def test_read(line: str, expected: dict) -> None:
    assert effects("character", line) == [expected]


@pytest.mark.parametrize(
    "line",
    [
        f"While {NAME} is active, you cannot attack with more than two character dice.",
        f"{NAME} can only attack alone this turn.",  # one turn: no static's
        "Target character die can only attack alone.",  # a chosen die
        f"While {NAME} is active, at least one opposing character die must attack.",  # when?
        f"While {NAME} is active, your opponent cannot attack with more than two Sidekicks"
        " of each affiliation.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    why("character", line)


@pytest.mark.parametrize(
    ("line", "words"),
    [
        (f"{NAME} may only attack alone.", "This card's dice can attack only when no other die"
         " attacks."),
        (f"While {NAME} is active, your opponent can't attack with more than 1 character dice.",
         "While this card is active: no more than 1 opposing character die may attack at once."),
        (f"While {NAME} is active, at least 1 character die must attack each turn.",
         "While this card is active: at least 1 of the character dice of the attacking player"
         " must attack each turn, if able."),
    ],
)  # fmt: skip
def test_said(line: str, words: str) -> None:
    assert said(line) == words
