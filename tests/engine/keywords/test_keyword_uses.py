"""A die uses its Infiltrate (abilities/keyword_uses.py; 000:L791: "that character die deals
1 damage to your opponent"): "When <this> uses Infiltrate, deal an additional damage" and
"each time one of your character dice uses Infiltrate" trigger once its ability is used
(its cost paid, DM-12.2), after blockers are declared (DM-9.6); using another ability, or
not using it, triggers nothing."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import events as ev
from tests.engine.helpers import of_type
from tests.engine.keywords.common import at_attack, character

MORE = {"trigger": "when_uses_infiltrate",
        "effects": [{"op": "deal_damage", "amount": 1, "target": "opponent"}]}  # fmt: skip
SPY = character("spy", 3, 2, keywords=["infiltrate"], abilities=[MORE])
DIE = "p1:spy:1"
SLIP_AWAY = A.UseAbility(player=0, die=DIE, ability=1)  # (its printed ability is 0)
SCOUT = character("scout", 1, 1, abilities=[
    {"trigger": "when_your_die_uses_infiltrate",
     "effects": [{"op": "deal_damage", "amount": 2, "target": "opponent"}]}
])  # fmt: skip


def unblocked(*more: dict) -> object:
    g = at_attack(SPY, *more)
    g.attack(DIE)
    g.block()
    return g


def test_using_infiltrate_deals_its_damage_and_the_additional_one() -> None:
    """Both wait in the queue at once: Michele orders them (DM-15.2)."""
    g = unblocked()
    g.do(SLIP_AWAY)
    assert g.pending.kind == "order_triggers"
    events = g.do(A.ChooseTrigger(player=0, index=0))
    events += g.pass_all()
    assert [e.amount for e in of_type(events, ev.PlayerDamaged)] == [1, 1]
    assert g.life(1) == 8


def test_not_using_it_triggers_nothing() -> None:
    g = unblocked()
    events = g.pass_all()
    assert [e.amount for e in of_type(events, ev.PlayerDamaged)] == [3]  # combat damage


def test_another_card_hears_its_player_s_die_use_it_while_active() -> None:
    g = unblocked(SCOUT)
    g.do(SLIP_AWAY)
    while g.pending.kind == "order_triggers":
        g.do(A.ChooseTrigger(player=0, index=0))
    g.pass_all()
    assert g.life(1) == 10 - 1 - 1 - 2  # Infiltrate's, the spy's own, the scout's
