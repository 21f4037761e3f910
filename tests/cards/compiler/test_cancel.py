"""Cancelling a die's effects (cards/compiler/constructs/cancel.py): "Cancel any effect of
that die." after a move of a chosen die names that die wherever it went (target kind
`moved_die`; games/engine/abilities/effects/cancel.py). Our own wording; near misses stay
text only."""

from __future__ import annotations

from tests.cards.compiler.helpers import NAME, compiled

MOVE = (
    "When fielded, you may send target action die from your opponent's Field Zone or Reserve "
    "Pool to the Used Pile."
)


def test_cancel_any_effect_of_the_die_moved_before() -> None:
    made = compiled("character", [f"{MOVE} Cancel any effect of that die."])
    assert "unread" not in made, made
    (record,) = made["abilities"]
    move, cancel = record["effects"]
    assert move["op"] == "move_die" and move["target"] == "target_opposing_die"
    assert cancel == {"op": "cancel_die_effects", "target": "moved_die"}
    assert record["optional"] is True


def test_near_miss_no_die_chosen_before_stays_text() -> None:
    """ "that die" with no chosen die before it: its own die is not what it means."""
    made = compiled("character", [f"When {NAME} attacks, cancel any effect of that die."])
    assert [u["why"] for u in made["unread"]] == ["reference"]


def test_near_miss_cancel_all_effects_names_no_die() -> None:
    made = compiled("character", [f"{MOVE} Cancel all effects."])
    assert "unread" in made


def test_near_miss_a_die_of_every_die_moved_is_no_one_die() -> None:
    """After "all action dice" there is no one die for "that die" to be."""
    line = (
        "When fielded, move all action dice from your opponent's Reserve Pool to the Used "
        "Pile. Cancel any effect of that die."
    )
    assert "unread" in compiled("character", [line])
