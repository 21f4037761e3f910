"""A die set aside until Cleanup (cards/compiler/constructs/set_aside.py; the move Intimidate
makes, DM-14.2: `move_die` to "removed", returned to the Field Zone at Cleanup). Our own
wording, with near misses that stay text only."""

from __future__ import annotations

from tests.cards.compiler.helpers import effects, said, why

REMOVED = {"op": "move_die", "zone": "removed"}


def test_one_of_your_dice_set_aside_by_a_global_once_on_your_turn() -> None:
    line = (
        "Global: Pay (mask). Once during your turn, you may remove one of your character dice"
        " from the Field Zone until end of turn."
    )
    assert effects("character", line) == [{**REMOVED, "target": "choose_your_die"}]
    assert "aside until the end of the turn" in said(line)


def test_target_die_set_aside_until_the_end_of_the_turn() -> None:
    line = "Remove target opposing character die from the Field Zone until the end of the turn."
    assert effects("action", line) == [{**REMOVED, "target": "target_opposing_die"}]
    line = "When fielded, remove target character die from the Field Zone this turn."
    assert effects("character", line) == [{**REMOVED, "target": "target_die"}]


def test_near_misses_for_good_another_time_or_a_player_stay_text_only() -> None:
    assert why("action", "Remove target character die from the Field Zone.") != ""
    line = "Remove target character die from the Field Zone until the start of your next turn."
    assert why("action", line) == "zone_move"
    assert why("action", "Remove target opponent from the Field Zone until end of turn.") != ""
    assert why("action", "Remove one of your character dice until end of turn.") != ""
