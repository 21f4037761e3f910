"""Opposing "when fielded" abilities do not trigger (constructs/suppress_triggers.py): a
static lock the engine reads as triggers happen (abilities/locks.py `suppressed`, DM-14.3:
a static holds while its card is active, DM-18.1). Near misses stay text only."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import NAME, effects, said, why

LOCK = [{"op": "suppress_triggers", "target": "all_opposing_dice", "trigger": "when_fielded"}]


@pytest.mark.parametrize(
    "line",
    [
        f'While {NAME} is active, your opponent\'s "When fielded" abilities do not trigger.',
        f"While {NAME} is active, opposing when-fielded abilities don't trigger.",
        f"While {NAME} is active, your opponents' when fielded abilities cannot trigger.",
    ],
)
def test_opposing_when_fielded_abilities_do_not_trigger(line: str) -> None:
    assert effects("character", line) == LOCK


def test_its_reading_names_the_trigger_and_whose_dice() -> None:
    line = f"While {NAME} is active, opposing when-fielded abilities don't trigger."
    assert said(line) == (
        'While this card is active: the "when fielded" abilities of each opposing die '
        "don't trigger."
    )


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        # a lock is a static's: no trigger starts one (no persistent suppression exists)
        ("When fielded, opposing when-fielded abilities don't trigger.", "effect"),
        # your own dice, and another trigger: no lock the engine has
        (f'While {NAME} is active, your "When fielded" abilities do not trigger.', "effect"),
        (f"While {NAME} is active, opposing when-attacks abilities don't trigger.", "effect"),
    ],
)
def test_near_misses_stay_text_only(line: str, reason: str) -> None:
    assert why("character", line) == reason
