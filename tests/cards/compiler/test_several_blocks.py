"""A blocker of several attackers (constructs/several_blocks.py, engine
abilities/several_blocks.py): "<self> can block an additional character die", "up to N
...", "any number of <kind>", a static of its line; a chosen die's leave "this turn" is a
persistent effect. Near misses stay text only."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import NAME, effects, said, why


@pytest.mark.parametrize(
    ("line", "made"),
    [
        (f"{NAME} can block an additional character die.",
         [{"op": "block_more", "amount": 1, "target": "this_card"}]),
        (f"{NAME} can block up to two character dice.",
         [{"op": "block_more", "amount": 1, "target": "this_card"}]),
        (f"{NAME} can block up to 3 character dice with purchase cost 3 or less.",
         [{"op": "block_more", "amount": 2, "target": "this_card",
           "by_filters": {"cost_at_most": 3}}]),
        (f"{NAME} may block any number of Sidekicks.",
         [{"op": "block_more", "amount": 0, "target": "this_card",
           "by_filters": {"sidekick": True}}]),
        (f"{NAME} may block any number of (fist) attackers.",
         [{"op": "block_more", "amount": 0, "target": "this_card",
           "by_filters": {"energy_type": "fist"}}]),
        (f"{NAME} can block any number of (grv) character dice.",
         [{"op": "block_more", "amount": 0, "target": "this_card",
           "by_filters": {"affiliation": "grovekin"}}]),
        (f"When declaring blockers, {NAME} can block up to 2 character dice.",
         [{"op": "block_more", "amount": 1, "target": "this_card"}]),  # (a static anyway)
        (f"{NAME} can block any number of character dice with a printed fielding cost of 0.",
         [{"op": "block_more", "amount": 0, "target": "this_card",
           "by_filters": {"field_cost": 0}}]),
    ],
)  # fmt: skip
def test_a_leave_to_block_several_is_a_static(line: str, made: list) -> None:
    assert effects("character", line) == made


def test_a_chosen_die_this_turn_is_a_persistent_effect() -> None:
    line = "Global: Pay (fist). Target character die can block an additional character die."
    assert effects("character", line) == [{"op": "block_more", "amount": 1, "target": "target_die"}]


@pytest.mark.parametrize(
    "line",
    [
        f"{NAME} can block up to one character die.",  # one: no more than DM-9.3's
        f"When declaring blockers, {NAME} gets +1D.",  # no leave to block several
        f"{NAME} can block any number of character dice with purchase cost 3 or more.",
        f"{NAME} can block any number of (wild) character dice.",
        f"{NAME} can block any number of blocking character dice.",
        f"{NAME} can block any number of character dice whose cards have Global Abilities.",
        # a trigger's own die, once blockers are declared: too late to block another
        f"When {NAME} blocks, you may pay (1). If you do, {NAME} may block an additional"
        " character die.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)


def test_the_reading_says_it() -> None:
    assert said(f"{NAME} can block an additional character die.") == (
        "This card's dice can block up to 2 attacking character dice at once."
    )
    assert said(f"{NAME} may block any number of Sidekicks.") == (
        "This card's dice can block one attacker, or any number of attacking Sidekick character"
        " dice at once."
    )
