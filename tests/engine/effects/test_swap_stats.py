"""Swapping a die's A and D (effects/swap_stats.py): DM-14.1 "a swap of A and D swaps printed
values plus applied modifiers"; static bonuses are not manipulated (DM-14.3); it ends at
Cleanup and with a KO (DM-14.1); a D swapped to 0 KOs the die (DM-16.1). Our own cards."""

from __future__ import annotations

from msgspec import structs

from games.engine import events as ev
from games.engine.abilities.effects.swap_stats import applied
from games.engine.abilities.stats import stats
from tests.engine.effects.common import action_card, effect, use, with_action
from tests.engine.keywords.common import boost, character

SWAP = action_card("turnabout", {"effects": [effect("swap_stats", "target_die")]})
TALL = character("tall", 1, 4)


def _game():  # type: ignore[no-untyped-def]
    g = with_action(SWAP, TALL)
    g.give(0, "p1:tall:1", to="field", face=0)
    return g


def test_printed_stats_and_applied_bonuses_are_swapped() -> None:
    g = _game()
    boost(g, "p1:tall:1", attack=2)  # 3/4 before the swap
    events = use(g, "turnabout", "p1:tall:1")
    assert any(isinstance(e, ev.EffectStarted) and e.effect == "swap_stats" for e in events)
    assert stats(g.state, g.state.dice["p1:tall:1"]) == (4, 3)
    boost(g, "p1:tall:1", attack=1)  # a bonus applied after the swap adds as it says
    assert stats(g.state, g.state.dice["p1:tall:1"]) == (5, 3)
    g.pass_all()  # Cleanup: the swap ends with the bonuses (DM-14.1)
    assert stats(g.state, g.state.dice["p1:tall:1"]) == (1, 4)


def test_a_die_whose_d_is_swapped_to_0_is_kod() -> None:
    """DM-16.1: a die whose D is reduced to 0 is KO'd."""
    g = _game()
    boost(g, "p1:tall:1", attack=-1)  # 0/4: the swap leaves it 4/0
    use(g, "turnabout", "p1:tall:1")
    assert g.state.dice["p1:tall:1"].zone.value != "field"


def test_near_miss_two_swaps_undo_each_other() -> None:
    g = _game()
    use(g, "turnabout", "p1:tall:1")
    assert stats(g.state, g.state.dice["p1:tall:1"]) == (4, 1)
    state = structs.replace(g.state, lasting=g.state.lasting * 2)  # swapped twice at once
    assert applied(state, state.dice["p1:tall:1"], 1, 4) == (1, 4)
