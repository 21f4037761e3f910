"""A burst that replaces only the text's target (DM-17.3; cards/compiler/constructs/
burst_retarget.py): "(burst) Instead, target any character die [in the Field Zone]." is the
text's one effect on a chosen die with that die's narrowing dropped; "any target character
die" is the target (constructs/targets.py, moves.py). Our own wording; near misses stay
text only."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import why
from tests.cards.compiler.test_burst_instead import executed, unread

NUDGE = "Move target level 2 character die from the Field Zone to the Prep Area."


def test_instead_any_character_die_in_the_field_zone() -> None:
    base, burst = executed("action", [
        NUDGE, "(burst) Instead, target any character die in the Field Zone."])  # fmt: skip
    assert base["effects"][0]["filters"] == {"level": 2, "zone": "field"}
    assert burst["bursts"] == [1] and burst["burst_mode"] == "replace"
    assert burst["effects"] == [
        {"op": "move_die", "target": "target_die", "zone": "prep", "filters": {"zone": "field"}}
    ]


def test_instead_any_character_die_keeps_the_effect() -> None:
    _, burst = executed("action", [
        "Deal 3 damage to target opposing level 1 character die.",
        "(burst)(burst) Instead, target any character die."])  # fmt: skip
    assert burst["bursts"] == [2]
    assert burst["effects"] == [{"op": "deal_damage", "amount": 3, "target": "target_die"}]


def test_any_target_is_the_target() -> None:
    _, burst = executed("action", [
        NUDGE, "(burst)(burst) Instead, move any target character die to the bag."])  # fmt: skip
    assert burst["effects"] == [{"op": "move_die", "target": "target_die", "zone": "bag"}]
    (record,) = executed("action", ["Deal 2 damage to any target character die."])
    assert record["effects"] == [{"op": "deal_damage", "amount": 2, "target": "target_die"}]


@pytest.mark.parametrize(
    "lines",
    [
        # no chosen die in the text: nothing to target anew
        ["Gain 2 life.", "(burst) Instead, target any character die."],
        # two effects: which one's target is not said
        ["Deal 1 damage to target level 1 character die. Gain 1 life.",
         "(burst) Instead, target any character die."],
        # not "instead": a burst that adds a target to nothing
        [NUDGE, "(burst) Also, target any character die."],
    ],
)  # fmt: skip
def test_near_misses_stay_text_only(lines: list[str]) -> None:
    assert unread("action", lines)


def test_near_miss_the_words_alone() -> None:
    assert why("character", "When fielded, target any character die in the Field Zone.")
