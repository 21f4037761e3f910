"""Doubling a die's A (cards/compiler/constructs/double_attack.py; the engine's
double_attack, tests/engine/effects/test_double_attack.py). Our own wording; near misses
stay text only."""

from __future__ import annotations

import pytest

from games.engine.loading import card_from_dict
from games.reading import read_card
from tests.cards.compiler.helpers import CODE, NAME, compiled, effects, why
from tests.engine.helpers import make_card


@pytest.mark.parametrize(
    ("line", "target"),
    [
        (f"When {NAME} attacks, double {NAME}'s attack.", "this_die"),
        (f"When {NAME} is blocked, double his attack value.", "this_die"),
        ("Global: Pay (bolt). Double target character die's A.", "target_die"),
    ],
)
def test_double_the_attack(line: str, target: str) -> None:
    kind = "basic_action" if line.startswith("Global") else "character"
    assert effects(kind, line) == [{"op": "double_attack", "target": target}]


def test_the_reading_says_later_bonuses_add_undoubled() -> None:
    line = f"When {NAME} attacks, double {NAME}'s attack."
    made = compiled("character", [line])
    card = card_from_dict(make_card(CODE, name=NAME, text=[line], **made))
    (reading,) = [x.reading for x in read_card(card) if x.kind == "ability"]
    assert "double the A of this die" in reading and "undoubled" in reading


@pytest.mark.parametrize(
    "line",
    [
        # D too: another effect (double_stats, test_entries_play_vc.py)
        f"When {NAME} attacks, double the damage {NAME} deals.",  # damage, not A
        f"While {NAME} is blocking, double {NAME}'s attack.",  # a static doubling
        f"When {NAME} attacks, double {NAME}'s defense.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)
