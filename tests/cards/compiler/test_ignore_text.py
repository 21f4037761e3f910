""" "Ignore the text of target character die until end of turn" (constructs/ignore_text.py):
`no_text_die` on the one die chosen (DM-13.1), its text ignored until Cleanup (DM-14.2).
Our own wording."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import effects, why


@pytest.mark.parametrize(
    ("line", "target", "filters"),
    [
        ("Ignore the text of target character die until end of turn.", "target_die", None),
        ("Ignore the text of target opposing (bolt) character die this turn.",
         "target_opposing_die", {"energy_type": "bolt"}),
        ("Ignore the text of target (fist) or (mask) character die until end of turn.",
         "target_die", {"energy_type_any": "fist mask"}),
    ],
)  # fmt: skip
def test_one_dies_text_is_ignored(line: str, target: str, filters: dict | None) -> None:
    (effect,) = effects("action", line)
    assert effect["op"] == "no_text_die" and effect["target"] == target
    assert effect.get("filters") == filters and "duration" not in effect


@pytest.mark.parametrize(
    "line",
    [
        "Ignore the text of each character die until end of turn.",  # every die: not one
        "Ignore the text of up to 2 target character dice until end of turn.",
        "Ignore the text of target character die until your next turn.",  # another duration
        "Ignore the text of your opponent until end of turn.",
    ],
)
def test_near_misses_stay_text(line: str) -> None:
    assert why("action", line)


@pytest.mark.parametrize(
    ("line", "target"),
    [
        ("When fielded, ignore target character's text this turn.", "target_die"),
        ("When fielded, ignore target opposing character die's text until end of turn.",
         "target_opposing_die"),
    ],
)  # fmt: skip
def test_a_targets_text_said_the_other_way(line: str, target: str) -> None:
    (effect,) = effects("character", line)
    assert effect == {"op": "no_text_die", "target": target}


def test_each_characters_text_stays_text() -> None:
    assert why("character", "When fielded, ignore each character's text this turn.")


def test_an_attackers_text() -> None:
    line = "Global: Pay (2). Ignore target attacking character die's text this turn."
    (effect,) = effects("character", line)
    assert effect == {"op": "no_text_die", "target": "target_die",
                      "filters": {"zone": "attack", "blocker": False}}  # fmt: skip
    assert why("character", "Global: Pay (2). Ignore target blocking character die's text.")
