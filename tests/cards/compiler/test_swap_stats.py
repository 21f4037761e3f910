"""Swapping A and D (cards/compiler/constructs/swap_stats.py; DM-14.1, the engine's
swap_stats): an applied effect until Cleanup. Our own wording."""

from __future__ import annotations

from tests.cards.compiler.helpers import ability, effects, why


def test_swap_target_die_s_a_and_d() -> None:
    line = "When Wren Hollow attacks, swap target character die's A and D until end of turn."
    assert effects("character", line) == [{"op": "swap_stats", "target": "target_die"}]


def test_its_own_a_and_d_and_a_paid_switch() -> None:
    line = "When Wren Hollow attacks, you may swap her A and D (until end of turn)."
    assert effects("character", line) == [{"op": "swap_stats", "target": "this_die"}]
    line = "When Wren Hollow attacks, you may pay (mask) to switch Wren Hollow's A and D."
    record = ability(line)
    assert record["effects"] == [{"op": "swap_stats", "target": "this_die"}]
    assert record["pay_types"] == ["mask"]


def test_the_a_and_d_of_each_die() -> None:
    line = "Swap the A and D of each opposing character die."
    assert effects("basic_action", line) == [
        {"op": "swap_stats", "target": "all_opposing_characters"}
    ]


def test_near_misses_one_stat_between_two_dice_or_a_player_stay_text_only() -> None:
    line = "When fielded, swap Wren Hollow's A with target opposing character die's A."
    assert why("character", line) == "effect"
    assert why("basic_action", "Swap the A and D of target player.") != ""
    assert why("character", "While Wren Hollow is active, swap his A and D.") != ""
