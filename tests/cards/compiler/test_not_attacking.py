"""A character's own "if <self> does not attack" (cards/compiler/constructs/not_attacking.py;
DM-9.1, DM-8.25). Our own wording; near misses stay text only."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import NAME, ability, said, why


@pytest.mark.parametrize(
    "opening",
    [
        f"If {NAME} does not attack,",
        f"If {NAME} doesn't attack,",
        f"When declaring attackers, for each {NAME} die in your Field Zone that does not attack,",
    ],
)
def test_a_die_kept_back(opening: str) -> None:
    record = ability(f"{opening} target opposing (grv) character die cannot block.")
    assert record["trigger"] == "when_not_attacking"
    assert record["effects"][0]["op"] == "cant_block"


def test_the_reading_says_when() -> None:
    line = f"If {NAME} does not attack, gain 1 life."
    assert said(line).startswith("Once attackers are declared, if this die is in your Field")


@pytest.mark.parametrize(
    "line",
    [
        f"If {NAME} does not block, gain 1 life.",  # (another moment: no trigger for it)
        f"If {NAME} did not attack this turn, gain 1 life.",
        "If a character die you control does not attack, gain 1 life.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line) in ("condition", "trigger:other", "unparsed")
