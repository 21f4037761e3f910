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
