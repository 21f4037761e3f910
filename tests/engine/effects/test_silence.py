"""Dice that deal no damage (effects/silence.py; DM-14.2): "Global: Pay 1. Target blocked
character die deals no damage." (`deals_no_damage`: none at all) and "... deal no combat
damage" (`deals_no_combat_damage`: combat damage only, DM-9.7). Persistent on the die until
Cleanup; the damage door deals nothing from it, so nothing triggers on it (DM-19.1). Our own
cards."""

from __future__ import annotations

from typing import Any

from games.engine import actions as A
from games.engine import events as ev
from games.engine.abilities.damage import deal_damage
from games.engine.model.batch import Batch
from tests.engine.effects.common import effect
from tests.engine.helpers import CHAR, FIST, Game, c, cards_with, m
from tests.engine.keywords.common import character


def _hammer(op: str, **fields: Any) -> dict[str, Any]:
    return character(
        "hammer", 5, 6,
        globals=[{"cost": 1, "text": "Global: Pay 1. Target blocked character die deals no damage.",
                  "effects": [effect(op, "target_die", **fields)]}],
    )  # fmt: skip


WALL = character("wall", 1, 1)


def _blocked(card: dict[str, Any]) -> tuple[Game, str]:
    """Michele's Hammer (5A) attacks and Chris blocks it with his Sidekick c5 (1/1); she has
    priority after blockers, with m2 and m3 (Fist) in her Reserve Pool."""
    g = Game(
        teams=((("hammer", 2),), (("wall", 2),)),
        cards=cards_with(card, WALL),
        first_player_may_attack_first_turn=True,
    )
    g.start()
    g.arrange(1, "field", [c(5)], face=CHAR)
    g.begin({m(1): CHAR, m(2): FIST, m(3): FIST}, oop=m(4))
    her = "p1:hammer:1"
    g.give(0, her, to="reserve", face=0)
    g.field(her)
    g.pass_all()
    g.attack(her)
    g.pass_all()
    g.block((c(5), her))
    return g, her


def _silence(g: Game, target: str) -> None:
    g.do(A.UseGlobal(player=0, card="hammer", ability=0, paid=((m(2), ("fist",)),)))
    if g.pending.kind == "choose_target":
        g.target(target)


def test_a_blocked_attacker_that_deals_no_damage_leaves_its_blocker_unharmed() -> None:
    g, her = _blocked(_hammer("deals_no_damage", filters={"blocked": True}))
    _silence(g, her)
    g.pass_all()
    assert c(5) in g.zone(1, "field") or c(5) in g.zone(1, "attack")  # not KO'd (DM-9.7)
    assert not any(isinstance(e, ev.DieDamaged) and e.source == her for e in g.events)


def test_the_blocker_still_deals_its_damage() -> None:
    g, her = _blocked(_hammer("deals_no_damage", filters={"blocked": True}))
    _silence(g, her)
    g.pass_all()
    assert any(isinstance(e, ev.DieDamaged) and e.die == her for e in g.events)


def test_without_it_the_blocker_is_kod() -> None:
    g, _ = _blocked(_hammer("deals_no_damage", filters={"blocked": True}))
    g.pass_all()
    assert c(5) in g.zone(1, "prep")


def test_no_combat_damage_still_lets_ability_damage_through() -> None:
    g, her = _blocked(_hammer("deals_no_combat_damage"))
    _silence(g, her)
    b = Batch(g.state)
    assert deal_damage(b, her, c(5), 1, combat=True) == 0
    assert deal_damage(b, her, c(5), 1, combat=False) == 1
    g2, her2 = _blocked(_hammer("deals_no_damage"))
    _silence(g2, her2)
    assert deal_damage(Batch(g2.state), her2, c(5), 1, combat=False) == 0
