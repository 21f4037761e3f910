"""A redirection its player may make of up to N of each source's damage, with no budget
(abilities/redirect_offers.py `EACH`, effects/source_redirect.py; DM-19.2: the source is
unchanged; DM-19.1: what is taken back triggers nothing; docs/rulings.md "Up to N damage
from each source"). Our own wording; near misses: declined, the card not active, X of 0.
The bots' answer: sim/redirect_choice.py."""

from __future__ import annotations

import random

from games.engine import actions as A
from games.engine import events as ev
from games.engine.abilities.counts import times
from games.engine.abilities.targets import ACCEPT, DECLINE
from games.engine.sim.bots import greedy_bot
from tests.engine.effects.common import action_card, effect, use, with_action
from tests.engine.helpers import ACTION0, bac, die, make_card, of_type
from tests.engine.keywords.common import character, face_off

EACH = "redirect_each_source_to_self"
BACKFIRE = action_card(
    "backfire",
    {"text": "Deal 3 damage to you.", "effects": [effect("deal_damage", "you", amount=3)]},
)  # fmt: skip
WARD = "p2:ward:1"


def _ward(amount: int = 2, defense: int = 9) -> dict:
    """A sturdy character (D 9 unless said): "... you may redirect up to N damage from each
    source from you to ward" (our own wording)."""
    static = {"trigger": "static", "optional": True, "while_active": "self",
              "text": "While ward is active, ... from each source ...",
              "effects": [effect(EACH, "you", amount=amount)]}  # fmt: skip
    return character("ward", 1, defense, abilities=[static])


def _combat(ward: dict, *attackers: tuple[str, int]):
    g = face_off([character(name, a, 3) for name, a in attackers], [ward])
    life = g.life(1)
    g.attack(*(f"p1:{name}:1" for name, _ in attackers))
    g.block()
    while g.pending.kind == "priority":
        g.pass_()
    return g, life


def test_yes_moves_up_to_n_of_each_attacker_s_damage() -> None:
    """Two unblocked attackers, 4 and 1 damage: 2 of the first, 1 of the second (DM-9.7: one
    moment, one question)."""
    g, life = _combat(_ward(2), ("runner", 4), ("rover", 1))
    assert (g.pending.kind, g.pending.player) == ("choose_target", 1)
    assert g.life(1) == life - 5
    events = g.target(ACCEPT)
    moved = {(e.source, e.amount, e.combat) for e in of_type(events, ev.DieDamaged)}
    assert moved == {("p1:runner:1", 2, True), ("p1:rover:1", 1, True)}  # same sources
    assert {e.die for e in of_type(events, ev.DieDamaged)} == {WARD}
    assert g.life(1) == life - 2
    taken = {(e.dealer, e.amount) for e in of_type(events, ev.DamagePrevented)}
    assert taken == {("p1:runner:1", 2), ("p1:rover:1", 1)}  # each source's own part
    assert g.pending.kind != "choose_target"  # asked once


def test_no_leaves_the_damage_where_it_was() -> None:
    g, life = _combat(_ward(2), ("runner", 4), ("rover", 1))
    events = g.target(DECLINE)
    assert g.life(1) == life - 5 and not of_type(events, ev.DieDamaged)


def test_no_offer_while_the_card_is_not_active() -> None:
    g = face_off([character("runner", 4, 3)], [_ward(2)])
    g.arrange(1, "used", [WARD])
    life = g.life(1)
    g.attack("p1:runner:1")
    while g.pending.kind != "choose_target" and g.life(1) == life:
        g.pass_() if g.pending.kind == "priority" else g.block()
    assert g.life(1) == life - 4 and g.pending.kind != "choose_target"


def _bulwark(amount: int = 1, per: str = "", bolts: bool = False) -> dict:
    more = {"per": per, "per_filters": {"energy_type": "bolt"}} if bolts else {}
    card = make_card(
        "bulwark",
        abilities=[{"trigger": "static", "optional": True, "while_active": "self",
                    "text": "While bulwark is active, ... X ... from each source ...",
                    "effects": [effect(EACH, "you", amount=amount, **more)]}],
    )  # fmt: skip
    card["faces"][1] = {**card["faces"][1], "defense": 9}
    return card


def test_no_budget_each_damage_is_asked_again() -> None:
    g = with_action(BACKFIRE, _bulwark(2))
    g.give(0, "p1:bulwark:1", to="field", face=1)
    g.give(0, bac("backfire", 2), to="reserve", face=ACTION0)
    life = g.life(0)
    use(g, "backfire")
    g.target(ACCEPT)
    assert g.life(0) == life - 1
    g.do(A.UseActionDie(player=0, die=bac("backfire", 2)))
    assert g.pending.options == (ACCEPT, DECLINE)  # asked again: no turn's budget
    g.target(ACCEPT)
    assert g.life(0) == life - 2 and g.state.dice["p1:bulwark:1"].damage == 4


def test_x_is_counted_as_it_resolves_and_0_asks_nothing() -> None:
    """ "X damage from each source, where X is the number of (bolt) in your Reserve Pool":
    with no bolt symbol there, nothing is asked (near miss); with X of them, X of the 3."""
    card = _bulwark(1, "energy_in_your_reserve_pool", bolts=True)
    g = with_action(BACKFIRE, card)
    g.give(0, "p1:bulwark:1", to="field", face=1)
    bolt = (("energy_type", "bolt"),)
    for d in list(g.zone(0, "reserve")):
        if d != bac("backfire", 1) and times(g.state, "energy_in_your_reserve_pool", 0, "", bolt):
            g.arrange(0, "used", [d])  # (no bolt symbol left in her Reserve Pool)
    life = g.life(0)
    use(g, "backfire")
    assert g.life(0) == life - 3 and g.pending.kind != "choose_target"
    g = with_action(BACKFIRE, card)
    g.give(0, "p1:bulwark:1", to="field", face=1)
    before = times(g.state, "energy_in_your_reserve_pool", 0, "", bolt)
    g.give(0, die(0, "bulwark", 2), to="reserve", face=3)  # (make_card's faces) a bolt
    x = times(g.state, "energy_in_your_reserve_pool", 0, "", bolt)
    assert x == before + 1
    life = g.life(0)
    use(g, "backfire")
    g.target(ACCEPT)
    assert g.life(0) == life - 3 + min(3, x)


def test_the_bot_redirects_onto_a_die_that_survives() -> None:
    g, _ = _combat(_ward(2), ("runner", 4), ("rover", 1))
    assert greedy_bot(g.state, 1, random.Random(0)).target == ACCEPT  # 3 onto a 9D die
    g, _ = _combat(_ward(9, defense=5), ("runner", 4), ("rover", 3))  # 7 would KO it
    assert g.life(1) > 0  # (and the damage kept does not end the game)
    assert greedy_bot(g.state, 1, random.Random(0)).target == DECLINE
