"""Persistent effects (DM-14.2): "can't be blocked" and the like last until Cleanup "even if
they didn't take place", and end early if their die is KO'd or rerolled to energy."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import errors as E
from games.engine import events as ev
from games.engine.abilities.permissions import may_block, under
from games.engine.api import legal_actions
from games.engine.model.evolve import evolve
from games.engine.model.state import Lasting
from tests.engine.helpers import ACTION0, CHAR, FIST, Game, bac, c, cards_with, m, of_type

SMOKE = {
    "id": "smoke",
    "name": "Smoke",
    "kind": "basic_action",
    "cost": 1,
    "abilities": [
        {
            "trigger": "action",
            "text": "Target character die you control cannot be blocked this turn.",
            "effects": [{"op": "cant_be_blocked", "target": "target_your_die"}],
        }
    ],
}


def unblockable(**options: object) -> Game:
    """Michele's m1 (a Sidekick character in her Field Zone) can't be blocked this turn;
    Chris has a Sidekick in his Field Zone."""
    g = Game(bacs=(("smoke",), ("counterstrike",)), cards=cards_with(SMOKE), **options)
    g.start()
    g.give(0, bac("smoke", 1))
    g.arrange(1, "field", [c(5)], face=CHAR)
    g.begin({bac("smoke", 1): ACTION0, m(1): CHAR, m(2): FIST, m(3): FIST}, oop=m(4))
    g.field(m(1))
    g.do(A.UseActionDie(player=0, die=bac("smoke", 1)))
    events = g.target(m(1))
    assert ev.EffectStarted("cant_be_blocked", m(1), "smoke", 0, "end_of_turn") in events
    return g


def test_a_die_that_cannot_be_blocked_is_not_offered_to_blockers_nor_blockable() -> None:
    g = unblockable(first_player_may_attack_first_turn=True)
    g.pass_all()
    events = g.attack(m(1))
    assert not may_block(g.state, c(5), m(1))
    # Chris's only block is forbidden: the engine declares no blockers for him (docs/rulings.md)
    assert ev.BlockersDeclared(1, ()) in events
    g.pass_all()
    assert g.life(1) == 9


def test_a_forbidden_block_is_refused_with_its_reason() -> None:
    g = unblockable(first_player_may_attack_first_turn=True)
    g.arrange(1, "field", [c(6)], face=CHAR)
    g.arrange(0, "field", [m(2)], face=CHAR)
    g.pass_all()
    g.attack(m(1), m(2))
    assert (g.pending.kind, g.pending.player) == ("declare_blockers", 1)
    g.refuse(A.DeclareBlockers(player=1, blocks=((c(5), m(1)),)), E.BLOCK_NOT_ALLOWED)
    options = [a.blocks for a in legal_actions(g.state, 1) if isinstance(a, A.DeclareBlockers)]
    assert ((c(5), m(1)),) not in options and ((c(5), m(2)),) in options


def test_it_ends_at_cleanup_even_if_it_did_not_take_place() -> None:
    """DM-14.2: "they end in Cleanup even if they didn't take place" (Michele never attacks:
    her first turn)."""
    g = unblockable()
    assert under(g.state, "cant_be_blocked", m(1))
    events = g.pass_all()
    assert of_type(events, ev.TurnCleanedUp) and g.state.lasting == ()


def test_it_ends_when_its_die_is_kod() -> None:
    """DM-14.2: "A persistent effect on a particular die ends if the die is KO'd"."""
    g = unblockable()
    assert g.state.lasting == (Lasting("cant_be_blocked", m(1), "smoke", 0),)
    g.state = evolve(g.state, ev.DiceKnockedOut((m(1),)))  # KO'd by some effect
    assert g.state.lasting == ()
