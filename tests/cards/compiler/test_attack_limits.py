"""Who may block this die, said by its own attack's trigger ("when <self> attacks, he can't
be blocked by Sidekicks", "... can only be blocked by two or more character dice"): a
persistent effect on the attacking die until Cleanup (DM-14.2; engine effects/blocking.py,
abilities/blocking.py), played through the engine. Near misses (another trigger, no
duration said) stay text only. Our own wording."""

from __future__ import annotations

import pytest

from games.engine.abilities.permissions import may_block
from tests.cards.compiler.helpers import NAME, compiled, effects, said, why
from tests.engine.keywords.common import character, face_off


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (f"When {NAME} attacks, he cannot be blocked by Sidekicks.",
         {"op": "cant_be_blocked_by", "by_filters": {"sidekick": True}, "target": "this_die"}),
        (f"When {NAME} attacks, she may only be blocked by level 1 character dice.",
         {"op": "only_blocked_by", "by_filters": {"level": 1}, "target": "this_die"}),
        (f"When {NAME} attacks, he can only be blocked by two or more character dice.",
         {"op": "min_blockers", "amount": 2, "target": "this_die"}),
    ],
)  # fmt: skip
def test_read(line: str, expected: dict) -> None:
    assert effects("character", line) == [expected]


def test_the_reading_says_it_lasts_the_turn() -> None:
    line = f"When {NAME} attacks, he cannot be blocked by Sidekicks."
    assert said(line) == (
        "When this die attacks: this die can't be blocked by Sidekick character dice until "
        "the end of the turn."
    )


@pytest.mark.parametrize(
    "line",
    [
        # from "when fielded" the text says no duration: it may be meant while it is fielded
        f"When fielded, {NAME} cannot be blocked by Sidekicks.",
        # another die: a chosen die's limit is no persistent effect read here
        f"When {NAME} attacks, target character die can't be blocked by Sidekicks.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line) in ("effect", "target")


def _attacking(line: str) -> tuple:
    runner = character("runner", 2, 2, **compiled("character", [line]))
    g = face_off([runner], [character("guard", 1, 3)], chris_field=1)
    g.attack("p1:runner:1")
    return g


def test_played_sidekicks_may_not_block_it_this_turn() -> None:
    g = _attacking(f"When {NAME} attacks, he cannot be blocked by Sidekicks.")
    assert not may_block(g.state, "p2:sidekick:5", "p1:runner:1")
    assert may_block(g.state, "p2:guard:1", "p1:runner:1")


def test_played_two_or_more_blockers_or_none() -> None:
    """DM-9.3: the defender declares blockers within what effects allow."""
    from games.engine import IllegalAction

    g = _attacking(f"When {NAME} attacks, he can only be blocked by two or more character dice.")
    with pytest.raises(IllegalAction):
        g.block(("p2:guard:1", "p1:runner:1"))
    g.block(("p2:guard:1", "p1:runner:1"), ("p2:sidekick:5", "p1:runner:1"))
    assert set(g.state.combat.blocks) == {"p2:guard:1", "p2:sidekick:5"}
