"""A "(no matter how many ... dice)" reminder after a while-active line repeats DM-14.3
("Two copies do not double it"): dropped there, kept (and the line unread) after a per-die
trigger, where it changes what the line does (cards/compiler/reminders.py)."""

from __future__ import annotations

from cards.compiler.reminders import without_card_reminders
from tests.cards.compiler.helpers import NAME, effects, why


def test_a_while_active_static_reads_with_its_reminder() -> None:
    line = (
        f"While {NAME} is active, your Sidekicks get +1A and +1D "
        f"(no matter how many {NAME} dice you have fielded)."
    )
    plain = f"While {NAME} is active, your Sidekicks get +1A and +1D."
    assert effects("character", line) == effects("character", plain)


def test_the_reminder_with_its_own_full_stop_inside_goes_too() -> None:
    words = (
        "continuous: while active, your opponent loses 1 life. "
        "(no matter how many self dice you have in the field zone.)"
    )
    assert without_card_reminders(words) == "continuous: while active, your opponent loses 1 life."


def test_after_a_per_die_trigger_the_reminder_stays_and_the_line_is_not_read() -> None:
    line = f"When {NAME} attacks, your Sidekicks get +1A (no matter how many {NAME} dice attack)."
    assert why("character", line) != ""
    words = "when self attacks, your sidekicks get +1a (no matter how many self dice attack)."
    assert without_card_reminders(words) == words


def test_a_parenthesis_that_is_no_such_reminder_stays() -> None:
    words = "while self is active, your sidekicks get +1a (until the end of the turn)."
    assert without_card_reminders(words) == words


def test_including_yours_after_each_character_says_what_each_character_means() -> None:
    """DM-13.3: "each character" is every character die in play, yours too."""
    assert effects("action", "Deal 2 damage to each character (including yours).") == effects(
        "action", "Deal 2 damage to each character."
    )


def test_a_or_one_before_target_is_the_same_target() -> None:
    """AvX's wording: "one target character", "a target level 1 character" (DM-13.1)."""
    assert effects("action", "One target character gets +1A.") == effects(
        "action", "Target character gets +1A."
    )
    (ko,) = effects("action", "Knock out a target level 1 character.")
    assert ko == {"op": "ko", "target": "target_die", "filters": {"level": 1}}
    assert why("action", "Knock out a a target character.")
