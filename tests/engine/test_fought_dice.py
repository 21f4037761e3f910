"""The dice a die fought (abilities/relative.py `fought`, `it_blocked`): "if <this> is KO'd
while engaged, deal damage equal to its A to each character die it was engaged with" and "if
<this> is KO'd while blocking, KO the blocked character die": the dice of its combat pairs
still in the Attack Zone, though the KO took it out (glossary "Engaged", DM-9.3, DM-9.11;
its A the last-known one, abilities/last_stats.py). Cards and wording are our own."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import events as ev
from tests.engine.helpers import of_type
from tests.engine.keywords.common import character, face_off

ENGAGED = {"zone": "attack", "any_of": "blocker:true blocked:true"}
BLOCKING = {"zone": "attack", "blocker": True}
PAYBACK = {
    "trigger": "when_kod",
    "trigger_filters": ENGAGED,
    "effects": [
        {"op": "deal_damage", "target": "fought_dice", "amount": 1, "per": "this_die_attack"}
    ],
}
SPITE = {"trigger": "when_kod", "trigger_filters": BLOCKING,
         "effects": [{"op": "ko", "target": "die_it_blocked"}]}  # fmt: skip


def _kod(events: list[ev.Event]) -> set[str]:
    return {d for e in of_type(events, ev.DiceKnockedOut) for d in e.dice}


def test_a_kod_blocker_deals_its_attack_to_the_attacker_it_fought() -> None:
    """DM-9.11: Chris's 2/1 blocker takes 3 and is KO'd, having dealt 2 to Michele's 3/3;
    its ability then deals its last-known A, 2, to that attacker, still in the Attack Zone
    (4 damage on a D of 3: KO'd, DM-16.1)."""
    g = face_off([character("big", 3, 3)], [character("keeper", 2, 1, abilities=[PAYBACK])])
    g.attack("p1:big:1")
    g.block(("p2:keeper:1", "p1:big:1"))
    events = g.pass_all()
    assert _kod(events) == {"p2:keeper:1", "p1:big:1"}
    hits = [e for e in of_type(events, ev.DieDamaged) if e.source == "p2:keeper:1"]
    assert [(h.amount, h.combat) for h in hits if h.die == "p1:big:1"] == [(2, True), (2, False)]


def test_a_kod_attacker_hits_each_of_its_blockers() -> None:
    """Michele's 2/1 attacker blocked by two of Chris's dice (a 1/3 and a 1/2) is KO'd; she
    put her 2 combat damage on the first (DM-9.9); then each blocker takes 2 more: the
    second is KO'd, the first (4 on a D of 3) too."""
    g = face_off([character("keeper", 2, 1, abilities=[PAYBACK])],
                 [character("wall", 1, 3), character("post", 1, 2)], foe=False)  # fmt: skip
    g.attack("p1:keeper:1")
    g.block(("p2:wall:1", "p1:keeper:1"), ("p2:post:1", "p1:keeper:1"))
    events = g.pass_all()
    assert g.pending.kind == "assign_damage"  # DM-9.9: she splits her 2 among the two
    splits = (("p1:keeper:1", "p2:wall:1", 2), ("p1:keeper:1", "p2:post:1", 0))
    events += g.do(A.AssignDamage(player=0, splits=splits))
    events += g.pass_all()
    assert {"p1:keeper:1", "p2:post:1", "p2:wall:1"} <= _kod(events)
    hits = [(e.die, e.amount) for e in of_type(events, ev.DieDamaged) if not e.combat]
    assert sorted(hits) == [("p2:post:1", 2), ("p2:wall:1", 2)]


def test_not_engaged_no_trigger() -> None:
    """Near miss: Michele's unblocked attacker is in the Attack Zone but engaged with no
    one (DM-9.8); KO'd there, nothing triggers."""
    g = face_off([character("big", 3, 3)], [character("keeper", 2, 1, abilities=[PAYBACK])])
    g.attack("p1:big:1")
    g.block()
    events = g.pass_all()
    assert not of_type(events, ev.AbilityTriggered)


def test_a_kod_blocker_kos_the_attacker_it_blocked_only() -> None:
    """Chris's 1/1 blocker is KO'd blocking Michele's first 3/3: that one is KO'd; her
    second attacker, blocked by his other die, is not (it is no die it blocked)."""
    warden = character("warden", 1, 1, abilities=[SPITE])
    mine = [character("big", 3, 3), character("huge", 3, 3)]
    g = face_off(mine, [warden, character("wall", 0, 9)], foe=False)
    g.attack("p1:big:1", "p1:huge:1")
    g.block(("p2:warden:1", "p1:big:1"), ("p2:wall:1", "p1:huge:1"))
    events = g.pass_all()
    assert {"p2:warden:1", "p1:big:1"} <= _kod(events)
    assert "p1:huge:1" not in _kod(events)
