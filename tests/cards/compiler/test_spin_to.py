"""Spinning to an end level (cards/compiler/constructs/spin_to.py; DM-21), and a burst that
says it "instead" (DM-17.3): the burst's own effect replaces the base text on those faces.
Our own wording."""

from __future__ import annotations

from tests.cards.compiler.helpers import compiled, effects, why


def test_to_level_3_is_up_two_levels_and_to_level_1_down_two() -> None:
    assert effects("basic_action", "Spin all of your character dice to level 3.") == [
        {"op": "spin_up", "amount": 2, "target": "all_your_characters"}
    ]
    assert effects("basic_action", "Spin target opposing character die to level 1.") == [
        {"op": "spin_down", "amount": 2, "target": "target_opposing_die"}
    ]


def test_a_burst_instead_replaces_the_base_text_on_its_faces() -> None:
    made = compiled("basic_action", [
        "Target character die gets +1A.",
        "(burst)/(burst)(burst) Instead spin all your character dice to level 3.",
    ])  # fmt: skip
    assert "unread" not in made, made
    burst = made["abilities"][1]
    assert burst["bursts"] == [1, 2]
    assert burst["burst_mode"] == "replace"
    assert burst["effects"] == [{"op": "spin_up", "amount": 2, "target": "all_your_characters"}]


def test_near_miss_a_middle_level_stays_text_only() -> None:
    assert why("basic_action", "Spin target character die to level 2.") == "unparsed"
