""" "... in the Field Zone" / "... in your Field Zone" after a dice phrase (DM-13.2: "only
character dice in the Field Zone ... may be targeted", so "in the Field Zone" says nothing
more; "in your (opponent's) Field Zone" says whose dice they are: constructs/targets.py
`dice_where`). Our own wording."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import effects, why


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("Up to two target character dice in your Field Zone get +1A until end of turn.",
         [{"op": "modify_attack", "amount": 1, "target": "target_your_die", "up_to": 2}]),
        ("Up to two character dice in your Field Zone gain Overcrush until end of turn.",
         [{"op": "grant_keyword", "keyword": "overcrush", "target": "choose_your_die",
           "up_to": 2}]),
        ("Target opposing character die in the Field Zone can't block this turn.",
         [{"op": "cant_block", "target": "target_opposing_die"}]),
        ("Each of your character dice in your Field Zone gets +1A until end of turn.",
         [{"op": "modify_attack", "amount": 1, "target": "all_your_characters"}]),
        ("Deal 1 damage to each character die in your opponent's Field Zone.",
         [{"op": "deal_damage", "amount": 1, "target": "all_opposing_characters"}]),
    ],
)  # fmt: skip
def test_the_field_zone_after_a_dice_phrase(line: str, expected: list) -> None:
    assert effects("basic_action", line) == expected


@pytest.mark.parametrize(
    "line",
    [
        # whose said twice, differently
        "Target opposing character die in your Field Zone can't block this turn.",
        "Target character die you control in your opponent's Field Zone gets +1A.",
        "Each of your character dice in your opponent's Field Zone gets +1A.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("basic_action", line) in {"target", "unparsed", "effect", "choice"}
