"""A most of combat damage a die takes this turn (abilities/turn_caps.py, effects/
turn_caps.py; DM-19.1, DM-9.7): "When <self> attacks, your other character dice take a
maximum of 4 combat damage this turn" (our own wording). Near misses: ability damage, the
card's own die, damage already taken this turn counted."""

from __future__ import annotations

from games.engine import events as ev
from games.engine.abilities.damage import deal_damage
from games.engine.abilities.turn_caps import CAP
from games.engine.model.batch import Batch
from games.engine.model.evolve import evolve
from tests.engine.effects.common import effect
from tests.engine.keywords.common import character, face_off

LEADER, GRUNT, BRUTE = "p1:leader:1", "p1:grunt:1", "p2:brute:1"


def _leader() -> dict:
    spec = effect(CAP, "all_your_characters", amount=4, filters={"other_card": "leader"})
    return character(
        "leader", 1, 9,
        abilities=[{"trigger": "when_attacks", "text": "When leader attacks, ...",
                    "effects": [spec]}],
    )  # fmt: skip


def _game():
    return face_off([_leader(), character("grunt", 1, 5)], [character("brute", 7, 9)])


def test_a_blocked_die_takes_no_more_than_the_cap() -> None:
    g = _game()
    g.attack(LEADER, GRUNT)
    while g.pending.kind == "priority" and not any(x.effect == CAP for x in g.state.lasting):
        g.pass_()
    assert {x.target for x in g.state.lasting if x.effect == CAP} >= {GRUNT}
    assert LEADER not in {x.target for x in g.state.lasting if x.effect == CAP}  # "other"
    while g.pending.kind == "priority":
        g.pass_()
    events = g.block((BRUTE, GRUNT))
    while g.pending.kind == "priority":
        events += g.pass_()
    (hit,) = [e for e in events if isinstance(e, ev.DieDamaged) and e.die == GRUNT]
    assert hit.amount == 4  # 7 made 4: its D 5 survives
    assert GRUNT in g.zone(0, "field")


def test_the_cap_counts_the_turn_s_combat_damage_and_leaves_ability_damage() -> None:
    g = _game()
    started = ev.EffectStarted(CAP, GRUNT, "leader", 0, amount=4)
    state = evolve(g.state, started)
    b = Batch(state)
    assert deal_damage(b, BRUTE, GRUNT, 3, True) == 3
    assert deal_damage(b, BRUTE, GRUNT, 3, True) == 1  # 3 of the 4 already taken
    assert deal_damage(b, BRUTE, GRUNT, 3, True) == 0  # none left: not dealt (DM-19.1)
    assert deal_damage(b, BRUTE, GRUNT, 2, False) == 2  # near miss: ability damage
    assert deal_damage(Batch(state), BRUTE, LEADER, 6, True) == 6  # near miss: no cap on it
