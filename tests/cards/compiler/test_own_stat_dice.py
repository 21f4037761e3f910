"""Dice named by their A or D against this die's (constructs/own_stat_dice.py,
abilities/own_stats.py). Our own wording, with near misses that stay text only; played in
tests/engine/effects/test_control_returns_play.py."""

from __future__ import annotations

from tests.cards.compiler.helpers import effects, said, why


def test_no_more_or_less_d_or_a_than_this_die() -> None:
    line = (
        "When fielded, capture target character die with D less than or equal to Wren"
        " Hollow's D until end of turn."
    )
    assert effects("character", line) == [
        {"op": "capture", "target": "target_die", "filters": {"defense_at_most_own": True}}
    ]
    assert "with no more D than this die" in said(line)
    line = (
        "When Wren Hollow attacks, KO target opposing character die with A less than Wren"
        " Hollow's A."
    )
    assert effects("character", line) == [
        {"op": "ko", "target": "target_opposing_die", "filters": {"attack_below_own": True}}
    ]


def test_near_misses_stay_text_only() -> None:
    # another stat on each side; this die gone from the Field Zone (no face to compare)
    line = "When fielded, KO target opposing character die with A less than Wren Hollow's D."
    assert why("character", line) == "target"
    line = (
        "When Wren Hollow is KO'd, KO target opposing character die with D less than or equal"
        " to Wren Hollow's D."
    )
    assert why("character", line) == "target"
