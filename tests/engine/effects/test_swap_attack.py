"""Two dice swap their A (effects/swap_attack.py; docs/rulings.md "Swapping A between two
dice"): each gets the other's printed A plus applied bonuses as it happens (DM-14.1); static
bonuses stay with their own die (DM-14.3); bonuses applied later add; Cleanup ends it. Our
own cards."""

from __future__ import annotations

from games.engine.abilities.stats import stats
from tests.cards.compiler.test_entries_play import fielding
from tests.engine.helpers import c
from tests.engine.keywords.common import boost, character

THIEF = character("thief", 1, 4, abilities=[{
    "trigger": "when_fielded", "optional": True,
    "effects": [{"op": "swap_attack", "target": "target_opposing_die"}],
}])  # fmt: skip
RALLY = character("rally", 0, 1, abilities=[{
    "trigger": "static",
    "effects": [{"op": "modify_attack", "amount": 1, "target": "all_your_characters"}],
}])  # fmt: skip


def _swapped(with_rally: bool = False):  # type: ignore[no-untyped-def]
    """Michele fields her thief (1A) with Chris's Sidekick c5 boosted to 3A in his Field Zone."""
    g = fielding(THIEF, RALLY) if with_rally else fielding(THIEF)
    g.arrange(1, "field", [c(5)], face=0)
    boost(g, c(5), attack=2)
    g.field("p1:thief:1")
    assert g.pending.kind == "choose_target"
    return g


def _a(g, die: str) -> int:  # type: ignore[no-untyped-def]
    return stats(g.state, g.state.dice[die])[0]


def test_the_two_dice_swap_their_a_with_applied_bonuses() -> None:
    g = _swapped()
    before = _a(g, c(5))
    g.target(c(5))
    assert (_a(g, "p1:thief:1"), _a(g, c(5))) == (before, 1)
    boost(g, c(5), attack=1)  # applied after it: adds
    assert _a(g, c(5)) == 2


def test_near_miss_a_static_bonus_stays_with_its_own_die() -> None:
    """DM-14.3: the thief's static +1A (from Michele's rally) is not handed over."""
    g = _swapped(with_rally=True)
    theirs = _a(g, c(5))
    assert _a(g, "p1:thief:1") == 2  # 1 printed + 1 static
    g.target(c(5))
    assert (_a(g, "p1:thief:1"), _a(g, c(5))) == (theirs + 1, 1)
