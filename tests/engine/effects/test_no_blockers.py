"""A player barred from declaring blockers (abilities/effects/no_blockers.py; DM-9.4,
DM-14.2; docs/rulings.md "No blockers"), alone and under the opponent's choice to prevent it
by KOing one of their own character dice (abilities/opponent_prevents.py, DM-12.2). Michele
attacks with a Herald; Chris is barred from blocking, or pays to keep his blockers. Cards
are our own."""

from __future__ import annotations

from games.engine import events as ev
from games.engine.abilities.permissions import may_block
from games.engine.abilities.targets import DECLINE
from games.engine.model.evolve import evolve
from tests.engine.helpers import of_type
from tests.engine.keywords.common import character, face_off

OP = "cant_declare_blockers"
UNLESS = {"kind": "prevented", "unless": True}
HERALD = character("herald", 2, 1, abilities=[{
    "trigger": "when_attacks", "optional": True,
    "effects": [
        {"op": "ko", "target": "opponent_may_choose_their_die"},
        {"op": OP, "target": "opponent", "condition": UNLESS},
    ],
}])  # fmt: skip
PLAIN = character("plain", 2, 1, abilities=[{
    "trigger": "when_attacks", "effects": [{"op": OP, "target": "opponent"}],
}])  # fmt: skip
WARDEN = character("warden", 1, 3, abilities=[{
    "trigger": "static", "while_active": "self", "effects": [{"op": OP, "target": "opponent"}],
}])  # fmt: skip
GUARD = character("guard", 1, 5)
ATTACKER, BLOCKER, SIDEKICK = "p1:herald:1", "p2:guard:1", "p2:sidekick:5"


def _attack():
    g = face_off([HERALD], [GUARD], chris_field=1)
    g.attack(ATTACKER)
    assert g.pending.kind == "choose_target" and g.pending.player == 1
    assert set(g.pending.options) == {BLOCKER, SIDEKICK, DECLINE}
    return g


def test_declined_the_opponent_may_not_block_with_any_die() -> None:
    """Chris keeps his dice; none of them may be declared as a blocker this turn: with no
    block open to him, no declaration is asked and the Herald deals him its damage."""
    g = _attack()
    g.target(DECLINE)
    assert not may_block(g.state, BLOCKER, ATTACKER)
    assert not may_block(g.state, SIDEKICK, ATTACKER)
    before = g.life(1)
    events = g.pass_all()
    assert not [e for e in of_type(events, ev.BlockersDeclared) if e.blocks]
    assert g.life(1) == before - 2


def test_paid_the_opponent_blocks_as_usual() -> None:
    """DM-12.2: Chris KOs his Sidekick; his Guard may block."""
    g = _attack()
    events = g.target(SIDEKICK)
    assert SIDEKICK not in g.zone(1, "field")
    assert not [e for e in of_type(events, ev.EffectStarted) if e.effect == OP]
    g.pass_all()
    assert may_block(g.state, BLOCKER, ATTACKER)
    g.block((BLOCKER, ATTACKER))


def test_a_die_fielded_after_the_bar_is_barred_too() -> None:
    """The bar is on the player's declaration, not on the dice there when it began."""
    g = face_off([PLAIN], [GUARD])
    g.state = evolve(g.state, ev.EffectStarted(OP, "player:1", "plain", 0, "end_of_turn"))
    assert not may_block(g.state, BLOCKER, "p1:plain:1")
    g.arrange(1, "field", [SIDEKICK], face=3)
    assert not may_block(g.state, SIDEKICK, "p1:plain:1")


def test_the_bar_ends_with_the_turn() -> None:
    g = face_off([PLAIN], [GUARD])
    g.attack("p1:plain:1")
    assert [x.target for x in g.state.lasting if x.effect == OP] == ["player:1"]
    assert not may_block(g.state, BLOCKER, "p1:plain:1")
    while g.state.turn == 1:
        g.pass_all()
    assert not [x for x in g.state.lasting if x.effect == OP]


def test_a_static_bars_while_its_card_is_active() -> None:
    """DM-14.3: "while <self> is active, your opponent may not declare blockers"."""
    g = face_off([WARDEN, PLAIN], [GUARD])
    assert not may_block(g.state, BLOCKER, "p1:plain:1")
    g.arrange(0, "used", ["p1:warden:1"])
    assert may_block(g.state, BLOCKER, "p1:plain:1")


def test_only_the_opponent_is_barred() -> None:
    g = face_off([PLAIN], [GUARD])
    g.state = evolve(g.state, ev.EffectStarted(OP, "player:1", "plain", 0, "end_of_turn"))
    assert may_block(g.state, "p1:plain:1", BLOCKER)  # (asked of Michele's die: not barred)


def test_bots_answer_and_play_on() -> None:
    import random

    from games.engine.sim.bots import greedy_bot

    g = _attack()
    action = greedy_bot(g.state, 1, random.Random(0))
    assert action.target in (BLOCKER, SIDEKICK, DECLINE)
    g.do(action)
