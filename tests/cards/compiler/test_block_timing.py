"""A block permission whose condition is about the blocks to come is not read
(cards/compiler/block_timing.py): the effect's condition would be read as it resolves, before
any blocker is declared (DM-9.3). "While attacking" is known before blocks and stays read.
Our own wording."""

from __future__ import annotations

from tests.cards.compiler.helpers import NAME, ability, why


def test_cant_be_blocked_unless_self_is_blocked_stays_text_only() -> None:
    line = (
        f"When {NAME} attacks, your other character dice cannot be blocked until end of turn"
        f" unless {NAME} is blocked."
    )
    assert why("character", line) == "condition"


def test_without_the_condition_it_is_read() -> None:
    record = ability(
        f"When {NAME} attacks, your other character dice cannot be blocked until end of turn."
    )
    assert record["effects"][0]["op"] == "cant_be_blocked"
