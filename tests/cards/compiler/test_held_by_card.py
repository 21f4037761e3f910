"""A capture or a control said where the ability's own die is already gone is held by the
card (cards/compiler/held_by_card.py, `by_card`; engine effects/capture.py; docs/rulings.md
"Taken by a card"). Our own wording; near misses stay text only."""

from __future__ import annotations

from tests.cards.compiler.helpers import NAME, effects, said, why


def test_a_kod_die_captures_for_its_time() -> None:
    line = f"When {NAME} is KO'd, capture target opposing character die until end of turn."
    assert effects("character", line) == [
        {"op": "capture", "target": "target_opposing_die", "by_card": True}
    ]
    line = (
        f"When {NAME} is KO'd, capture target character die until the start of your next"
        " turn."
    )
    assert effects("character", line) == [
        {"op": "capture", "target": "target_die", "duration": "next_turn",
         "by_card": True}
    ]  # fmt: skip
    assert "held by this card" in said(line)


def test_a_die_that_sent_itself_away_takes_control_for_the_turn() -> None:
    line = (
        f"When fielded, move {NAME} to your Used Pile. Gain control of target opposing"
        " character die until end of turn."
    )
    assert effects("character", line) == [
        {"op": "move_die", "target": "this_die", "zone": "used"},
        {"op": "take_control", "target": "target_opposing_die", "by_card": True},
    ]


def test_a_die_still_there_holds_its_own_capture() -> None:
    line = "When fielded, capture target opposing character die until end of turn."
    assert effects("character", line) == [{"op": "capture", "target": "target_opposing_die"}]


def test_near_misses_stay_text_only() -> None:
    # lasting while the gone die is in the Field Zone: ended before it began
    line = (
        f"When {NAME} is KO'd, capture all opposing character dice until {NAME} leaves the"
        " Field Zone."
    )
    assert why("character", line) == "zone_move"
