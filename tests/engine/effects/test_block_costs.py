"""Block limits by cost (abilities/blocking.py with the cost filters of abilities/filters.py):
no blocker whose card's purchase cost is at most 2, or at least 4, or whose printed fielding
cost is 0 (DM-8.7: a card's purchase cost, a Sidekick's is 0; DM-8.10: the
fielding cost of the face shown; DM-9.3: the defender blocks within what effects allow;
DM-14.3: a static of the card while it is active)."""

from __future__ import annotations

from typing import Any

from games.engine import actions as A
from games.engine import errors as E
from games.engine.abilities.permissions import may_block
from tests.engine.effects.common import effect
from tests.engine.keywords.common import character, face_off

SIDEKICK = "p2:sidekick:5"
RUNNER, GUARD_DIE = "p1:runner:1", "p2:guard:1"
GUARD = character("guard", 1, 4, cost=4)  # Chris's character: purchase cost 4


def attacking(by: dict[str, Any]) -> Any:
    limit = effect("cant_be_blocked_by", "this_card", by_filters=by)
    runner = character(
        "runner", 2, 2, abilities=[{"trigger": "static", "text": "Runner's limit.",
                                    "effects": [limit]}],
    )  # fmt: skip
    g = face_off([runner], [GUARD], chris_field=1)
    g.events = g.attack(RUNNER)
    return g


def test_cheap_blockers_may_not_block() -> None:
    """Purchase cost 2 or less: the Sidekick (cost 0) may not block, the Guard (cost 4) may;
    the Sidekick declared as a blocker is refused."""
    g = attacking({"cost_at_most": 2})
    assert not may_block(g.state, SIDEKICK, RUNNER)
    assert may_block(g.state, GUARD_DIE, RUNNER)
    g.refuse(A.DeclareBlockers(player=1, blocks=((SIDEKICK, RUNNER),)), E.BLOCK_NOT_ALLOWED)
    g.block((GUARD_DIE, RUNNER))


def test_dear_blockers_may_not_block() -> None:
    g = attacking({"cost_at_least": 4})
    assert not may_block(g.state, GUARD_DIE, RUNNER)
    assert may_block(g.state, SIDEKICK, RUNNER)


def test_a_printed_fielding_cost_of_0() -> None:
    """The Guard's face shown costs 0 to field (the test character's faces): it may not."""
    g = attacking({"field_cost": 0})
    assert not may_block(g.state, GUARD_DIE, RUNNER)
