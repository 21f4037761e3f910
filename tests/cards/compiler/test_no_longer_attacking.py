""" "<dice> is no longer attacking" (cards/compiler/constructs/no_longer_attacking.py): an
attacker leaves combat to the Field Zone (DM-9.5, as constructs/leave_combat.py), and the
reminders that only repeat the rules are dropped (cards/compiler/reminders.py). Our own
wording, with near misses."""

from __future__ import annotations

from tests.cards.compiler.helpers import effects, why

LEAVES = {
    "op": "move_die",
    "zone": "field",
    "target": "target_die",
    "filters": {"zone": "attack", "blocker": False},
}


def test_an_attacker_is_no_longer_attacking() -> None:
    line = (
        "Global: Pay (mask). Target attacking character die is no longer attacking."
        " (It remains in the Field Zone.)"
    )
    assert effects("character", line) == [LEAVES]
    assert effects("basic_action", "Target character die is no longer attacking.") == [LEAVES]


def test_reminders_that_repeat_the_rules_are_dropped() -> None:
    line = (
        "When Wren Hollow is blocked, you may pay (1) to remove him from combat"
        " (before combat damage is dealt)."
    )
    assert effects("character", line)[0]["op"] == "move_die"
    line = "When Wren Hollow attacks, KO all Sidekicks, including yours."
    assert effects("character", line) == [
        {"op": "ko", "target": "all_characters", "filters": {"sidekick": True}}
    ]


def test_near_misses_stay_text_only() -> None:
    line = "Target attacking character die is no longer attacking. (It goes to your Used Pile.)"
    assert why("basic_action", line) != ""
    line = (
        "When Wren Hollow attacks, you may pay (1) to gain 1 life (before combat damage is dealt)."
    )
    assert why("character", line) != ""
    assert why("basic_action", "KO all character dice, including yours twice.") != ""
