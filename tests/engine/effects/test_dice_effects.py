"""Swap (DM-23.4) and copy the stats (DM-23.3); redirecting damage (DM-19.2) is
tests/engine/effects/test_prevention.py."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import events as ev
from games.engine.abilities.stats import stats
from tests.engine.effects.common import effect, with_action
from tests.engine.helpers import CHAR, m, make_card
from tests.engine.keywords.common import at_attack, character

SWAPPER = character(
    "swapper", 1, 1,
    abilities=[{"trigger": "global_window",
                "text": "Swap this die with a Sidekick die in your Used Pile.",
                "effects": [effect("swap", "target_your_die",
                                   filters={"zone": "used", "sidekick": True})]}],
)  # fmt: skip
MIMIC = make_card(
    "mimic",
    abilities=[{"trigger": "when_fielded",
                "text": "When fielded, this die copies the stats of target character die.",
                "effects": [effect("copy_stats", "target_die")]}],
)  # fmt: skip
BIG = character("big", 5, 6)


def test_an_attacker_swapped_out_leaves_its_replacement_attacking() -> None:
    """DM-23.4: "A die swapped into an attacking ... position takes over that position";
    from the Used Pile it enters on level 1 and is not fielded."""
    g = at_attack(SWAPPER, chris_field=0)
    g.arrange(0, "used", [m(5)])
    g.attack("p1:swapper:1")
    g.do(A.UseAbility(player=0, die="p1:swapper:1", ability=0))
    events = g.target(m(5))
    assert ev.DiceSwapped("p1:swapper:1", m(5), "swapper") in events
    assert m(5) in g.zone(0, "attack") and "p1:swapper:1" in g.zone(0, "used")
    assert g.state.combat.attackers == (m(5),)
    assert g.state.dice[m(5)].face == CHAR
    assert not [e for e in events if isinstance(e, ev.AbilityTriggered)][1:]


def test_copy_the_stats_of_another_card_at_its_own_level() -> None:
    """DM-23.3: "the copying die replaces its printed stats with the copied card's printed
    stats for the appropriate level"; applied effects still add."""
    g2 = with_action(  # Michele's Main Step: Big in her Field Zone, Mimic to field
        {"id": "noop", "name": "noop", "kind": "basic_action", "cost": 1, "abilities": [
            {"trigger": "action", "text": "Gain 1 life.",
             "effects": [effect("gain_life", "you", amount=1)]}]},
        MIMIC, BIG,
    )  # fmt: skip
    g2.give(0, "p1:big:1", to="field", face=0)
    g2.give(0, "p1:mimic:1", to="reserve", face=0)
    g2.field("p1:mimic:1")
    events = g2.target("p1:big:1")
    assert ev.EffectStarted("copy_stats", "p1:mimic:1", "big", 0, "end_of_turn") in events
    assert stats(g2.state, g2.state.dice["p1:mimic:1"]) == (5, 6)
    g2.pass_all()
    assert stats(g2.state, g2.state.dice["p1:mimic:1"]) == (1, 1)  # ended at Cleanup
