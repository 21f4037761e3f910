"""Block limits of a card's own dice (constructs/block_limits.py): "<self> can't be blocked
by ...", "can only be blocked by ...", "by two or more character dice", "is unblockable",
read as statics the engine runs (abilities/blocking.py); near misses stay text only."""

from __future__ import annotations

import pytest

from games.reading import read_data
from tests.cards.compiler.helpers import CODE, NAME, compiled, effects, why


@pytest.mark.parametrize(
    ("line", "made"),
    [
        (f"{NAME} can't be blocked by Sidekicks or (grv) character dice.",
         [{"op": "cant_be_blocked_by", "by_filters": {"sidekick": True}, "target": "this_card"},
          {"op": "cant_be_blocked_by", "by_filters": {"affiliation": "grovekin"},
           "target": "this_card"}]),
        (f"{NAME} cannot be blocked by level 1 characters.",
         [{"op": "cant_be_blocked_by", "by_filters": {"level": 1}, "target": "this_card"}]),
        (f"{NAME} cannot be blocked by higher level character dice.",
         [{"op": "cant_be_blocked_by", "by_filters": {"level_vs": "higher"},
           "target": "this_card"}]),
        (f"{NAME} cannot be blocked by a character with a lower level.",
         [{"op": "cant_be_blocked_by", "by_filters": {"level_vs": "lower"},
           "target": "this_card"}]),
        (f"{NAME} can't be blocked by character dice with Flip.",
         [{"op": "cant_be_blocked_by", "by_filters": {"keyword": "flip"},
           "target": "this_card"}]),
        (f"{NAME} cannot be blocked by non-(Mask) characters.",
         [{"op": "only_blocked_by", "by_filters": {"energy_type": "mask"}, "target": "this_card"}]),
        (f"{NAME} can only be blocked by (Bolt) character dice.",
         [{"op": "only_blocked_by", "by_filters": {"energy_type": "bolt"}, "target": "this_card"}]),
        (f"{NAME} can only be blocked by two or more character dice.",
         [{"op": "min_blockers", "amount": 2, "target": "this_card"}]),
        (f"{NAME} can only be blocked by 2 or more characters.",
         [{"op": "min_blockers", "amount": 2, "target": "this_card"}]),
        (f"{NAME} cannot be blocked by fewer than two character dice.",
         [{"op": "min_blockers", "amount": 2, "target": "this_card"}]),
        (f"{NAME} is unblockable.", [{"op": "cant_be_blocked", "target": "this_card"}]),
        (f"{NAME} can't be blocked.", [{"op": "cant_be_blocked", "target": "this_card"}]),
    ],
)  # fmt: skip
def test_a_block_limit_is_a_static(line: str, made: list) -> None:
    assert effects("character", line) == made


def test_a_chosen_die_made_unblockable_this_turn_is_a_persistent_effect() -> None:
    assert effects("character", "When fielded, target Sidekick die is unblockable this turn.") == [
        {"op": "cant_be_blocked", "target": "target_die", "filters": {"sidekick": True}}
    ]


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        # a limit from a trigger other than its own attack's: no duration said
        # (its own attack's: test_attack_limits.py)
        (f"When fielded, {NAME} can only be blocked by two or more character dice.", "effect"),
        (f"When fielded, {NAME} can't be blocked by Sidekicks this turn.", "effect"),
        # blocked by any character die: no limit the words name
        (f"{NAME} can't be blocked by character dice.", "target"),
        # only by a negation ("only by non-Sidekicks") or by many kinds
        (f"{NAME} can only be blocked by non-(Mask) characters.", "target"),
        (f"{NAME} can only be blocked by (Bolt) or (Fist) character dice.", "unparsed"),
        # three or more, unless one: not the engine's limit
        (f"{NAME} can only be blocked by three or more character dice.", "unparsed"),
        (f"{NAME} can only be blocked by 3 or more character dice.", "unparsed"),
        (f"{NAME} cannot be blocked by (Wild) characters.", "unparsed"),
        # another keyword than Flip after "with"
        (f"{NAME} can't be blocked by character dice with Overcrush.", "unparsed"),
    ],
)  # fmt: skip
def test_near_misses_stay_text(line: str, reason: str) -> None:
    assert why("character", line) == reason


def test_the_reading_says_the_blockers() -> None:
    lines = [f"{NAME} can't be blocked by Sidekicks.",
             f"{NAME} can only be blocked by two or more character dice.",
             f"{NAME} cannot be blocked by higher level character dice."]  # fmt: skip
    made = compiled("character", lines)
    card = {"id": CODE, "kind": "character", "name": NAME, "text": lines, **made}
    words = " ".join(line.reading for line in read_data(card) or ()).lower()
    assert "can't be blocked by sidekick character dice" in words
    assert "can only be blocked by 2 or more dice" in words
    assert "of a higher level" in words
