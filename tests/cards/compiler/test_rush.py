"""Rush read (a set keyword, cards/compiler/set_keywords.py; constructs/extra_draws.py
`rush_draw`; engine abilities/rush.py; docs/rulings.md "Rush"): "Rush - <energy>", alone or
with its reminder, is a static of the card counting the dice of that type drawn with its die
in the Clear and Draw Step (DM-6.3). Our own wording of the reminder; near misses stay text."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import ability, said, why

_REMINDER = (
    "(If you draw this die during your Clear and Draw Step, draw and roll an extra die for"
    " each {icon} die.)"
)

_SHORT = _REMINDER.replace(" die.)", ")")
_MISPRINT = _REMINDER.replace("an extra", "and extra")


def _rush(icon: str) -> dict:  # type: ignore[type-arg]
    return {"op": "rush_draw", "target": "this_card", "filters": {"energy_type": icon}}


@pytest.mark.parametrize(
    "line, icon",
    [
        ("Rush - (mask)", "mask"),
        ("Rush - (bolt) " + _REMINDER.format(icon="(bolt)"), "bolt"),
        ("Rush - (shield). " + _SHORT.format(icon="(shield)"), "shield"),  # no "die"
        ("Rush - (fist) " + _MISPRINT.format(icon="(fist)"), "fist"),  # "and extra die"
    ],
)
def test_rush_is_a_static_whether_active_or_not(line: str, icon: str) -> None:
    made = ability(line)
    assert (made["trigger"], made["effects"]) == ("static", [_rush(icon)])
    assert "while_active" not in made  # the die is read as it is drawn, not active


def test_the_reading_says_the_type_counted_in_that_draw() -> None:
    words = said("Rush - (bolt)")
    assert "Clear and Draw Step" in words and "for each Bolt die of that draw" in words


@pytest.mark.parametrize(
    "line",
    [
        "Rush - (bolt) " + _REMINDER.format(icon="(fist)"),  # the reminder counts another type
        "Rush - (wild)",  # no energy type of a die
        "Rush - non-Wren Hollow (grv)",  # an affiliation without our name's: not read
        "When fielded, draw an extra die for each (bolt) die drawn with this die in your"
        " Clear and Draw Step.",  # a trigger's effect: a static only
        "While Wren Hollow is active, draw an extra die for each (bolt) die drawn with this"
        " die in your Clear and Draw Step.",  # while active: the die is never active drawn
    ],
)
def test_near_misses_stay_text(line: str) -> None:
    assert why("character", line)
