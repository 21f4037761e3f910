"""Who may block a card's own dice, said of the blockers (constructs/cant_block_self.py):
"Sidekicks cannot block <self>" is "<self> can't be blocked by Sidekicks" (DM-9.3, DM-14.3).
Near misses (the player's own dice, any die, a chosen die, a trigger's) stay text only."""

from __future__ import annotations

import pytest

from games.engine.abilities.permissions import may_block
from tests.cards.compiler.helpers import NAME, compiled, effects, why
from tests.engine.keywords.common import at_attack, character


@pytest.mark.parametrize(
    ("line", "same"),
    [
        (f"Sidekicks cannot block {NAME}.", f"{NAME} can't be blocked by Sidekicks."),
        (f"Opposing level 3 character dice can't block {NAME}.",
         f"{NAME} can't be blocked by level 3 character dice."),
    ],
)  # fmt: skip
def test_said_of_the_blockers_it_is_the_same_limit(line: str, same: str) -> None:
    assert effects("character", line) == effects("character", same)


@pytest.mark.parametrize(
    ("line", "category"),
    [
        (f"Your Sidekicks cannot block {NAME}.", "target"),  # a blocker is never yours
        (f"Character dice cannot block {NAME}.", "target"),  # any: "unblockable"
        (f"Target character die cannot block {NAME}.", "target"),  # chosen: persistent
        (f"When fielded, Sidekicks cannot block {NAME}.", "effect"),  # a static's only
    ],
)
def test_near_misses_stay_text_only(line: str, category: str) -> None:
    assert why("character", line) == category


def test_a_sidekick_may_not_block_it() -> None:
    runner = character("runner", 1, 1, **compiled("character", [f"Sidekicks cannot block {NAME}."]))
    g = at_attack(runner)
    g.attack("p1:runner:1")
    assert not may_block(g.state, "p2:sidekick:5", "p1:runner:1")
