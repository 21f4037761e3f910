"""Abilities usable "whenever you could use a Global Ability" (DM-8.18, 000:L373): a die in
the Field Zone offers them in the Global windows (DM-8.19), costs paid first (DM-12.2), and
a player holding one is never passed automatically."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import errors as E
from games.engine import events as ev
from games.engine.abilities.stats import stats
from games.engine.api import legal_actions
from tests.engine.helpers import CHAR, FIST, Game, c, cards_with, m
from tests.engine.keywords.common import FOE, at_attack, character

# The shape of Tag Out (003:L669): "You may Prep this die after blockers are declared to give
# a character +2A and +2D until end of turn."
SWAP = character(
    "swap",
    1,
    1,
    abilities=[
        {
            "trigger": "global_window",
            "text": "Prep this die: target character die you control gets +2A and +2D.",
            "costs": [{"op": "move_die", "target": "this_die", "zone": "prep"}],
            "effects": [{"op": "modify_stats", "amount": 2, "target": "target_your_die"}],
        }
    ],
)
DIE = "p1:swap:1"


def test_used_in_the_action_window_the_cost_is_paid_then_the_effect_resolves() -> None:
    g = at_attack(SWAP, chris_field=0)
    g.arrange(0, "field", [m(5)], face=CHAR)
    g.attack(m(5))
    assert (g.pending.kind, g.state.step.value) == ("priority", "action_global_window")
    events = g.do(A.UseAbility(player=0, die=DIE, ability=0))
    assert ev.AbilityUsed(0, DIE, 0) in events and DIE in g.zone(0, "prep")
    g.target(m(5))
    assert stats(g.state, g.state.dice[m(5)]) == (3, 3)
    assert g.pending.kind == "priority"  # in the Prep Area now: no longer usable
    g.refuse(A.UseAbility(player=0, die=DIE, ability=0), E.ABILITY_UNKNOWN)


def test_a_holder_is_offered_priority_even_with_no_energy() -> None:
    """Automatic passing (docs/rulings.md) never skips a player holding such an ability:
    Chris, inactive with no energy, is offered priority and may use it (his one ability,
    DM-8.22), then priority goes back to Michele."""
    g = Game(teams=(((FOE, 2),), (("swap", 2),)), cards=cards_with(SWAP))
    g.start()
    g.give(1, "p2:swap:1", to="field", face=0)
    g.arrange(1, "field", [c(5)], face=CHAR)
    g.begin({m(1): CHAR, m(2): FIST, m(3): FIST}, oop=m(4))
    g.field(m(1))
    g.pass_()
    assert (g.pending.kind, g.pending.player) == ("priority", 1)
    assert A.UseAbility(player=1, die="p2:swap:1", ability=0) in list(legal_actions(g.state, 1))
    g.do(A.UseAbility(player=1, die="p2:swap:1", ability=0))
    g.target(c(5))
    assert stats(g.state, g.state.dice[c(5)]) == (3, 3)
    assert (g.pending.kind, g.pending.player) == ("priority", 0)


def test_only_in_a_global_window() -> None:
    """DM-8.19: the Main Step and the Action/Global window, not Declare Attackers."""
    g = at_attack(SWAP, chris_field=0)
    g.refuse(A.UseAbility(player=0, die=DIE, ability=0), E.TURN_WRONG_STEP)
