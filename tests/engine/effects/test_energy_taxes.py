"""Additional costs paid in energy (abilities/energy_taxes.py; DM-12.2 costs, DM-8.1 energy
from the Reserve Pool, Out of Play on your own turn and the Used Pile on an opponent's;
docs/rulings.md "Costs paid in energy"): "<self> can't attack unless you pay 1", "your
opponent must pay 2 to block each of your <kind> dice", "... 1 per blocking die", "your
opponent must pay 1 to declare an attack", "... to use each action die". The payment comes
with the declaration or the use; unpaid, it is refused. Cards and wording are our own."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import errors as E
from games.engine.api import legal_actions
from games.engine.flow.choices import admits, choices
from games.engine.model.state import Zone
from tests.engine.effects.common import ZAP, with_action
from tests.engine.helpers import CHAR, FIST, bac, c, die, m
from tests.engine.keywords.common import character, face_off


def _static(op: str, amount: int, target: str, **more: object) -> list[dict]:
    return [{"trigger": "static", "while_active": "self",
             "effects": [{"op": op, "amount": amount, "target": target, **more}]}]  # fmt: skip


PRICED = character("priced", 2, 2, abilities=_static("energy_to_attack", 2, "this_card"))
LEVY = character("levy", 1, 1, abilities=_static("energy_to_declare_attack", 1, "opponent"))
WARDEN = character(
    "warden", 1, 3, abilities=_static("energy_to_attack", 1, "all_opposing_characters",
                                      filters={"sidekick": False})
)  # fmt: skip
MOAT = character("moat", 2, 2, abilities=_static("energy_to_block", 2, "this_card"))
BRIDGE = character(
    "bridge", 2, 2, abilities=_static("energy_per_blocker", 1, "this_card",
                                      by_filters={"sidekick": True})
)  # fmt: skip
RAIDER = character("raider", 2, 1)
GUARD = character("guard", 1, 2)
_FIST = (("fist",),)


def _attack(g, *dice: str, paid: tuple = (), virtual: int = 0) -> list:  # type: ignore[no-untyped-def]
    return g.do(A.DeclareAttackers(player=0, dice=dice, paid=paid, virtual=virtual))


def test_a_die_that_attacks_only_if_paid() -> None:
    g = face_off([PRICED, RAIDER], [])
    refused = g.refuse(A.DeclareAttackers(player=0, dice=("p1:priced:1",)), E.ATTACK_UNPAID)
    assert refused.rule == "DM-12.2"
    one = ((m(1), ("fist",)),)
    g.refuse(A.DeclareAttackers(player=0, dice=("p1:priced:1",), paid=one), E.ATTACK_UNPAID)
    _attack(g, "p1:priced:1", paid=((m(1), ("fist",)), (m(2), ("fist",))))
    assert g.state.dice["p1:priced:1"].zone is Zone.ATTACK
    assert {m(1), m(2)} <= g.zone(0, "oop")  # spent on her own turn: Out of Play (DM-8.1)


def test_untaxed_attackers_and_no_attack_cost_nothing() -> None:
    """Near misses: a die the tax does not name attacks free; paying for it is refused
    (DM-8.2: no energy spent for no reason)."""
    g = face_off([PRICED, RAIDER], [])
    spent = ((m(1), ("fist",)),)
    g.refuse(A.DeclareAttackers(player=0, dice=("p1:raider:1",), paid=spent), E.ENERGY_OVERPAID)
    _attack(g, "p1:raider:1")
    assert m(1) in g.zone(0, "reserve")
    g = face_off([PRICED, RAIDER], [])
    _attack(g)  # declaring no attackers: nothing to pay


def test_an_opposing_tax_on_each_declaration_and_on_named_dice() -> None:
    g = face_off([RAIDER, GUARD], [LEVY])
    g.refuse(A.DeclareAttackers(player=0, dice=("p1:raider:1",)), E.ATTACK_UNPAID)
    _attack(g, "p1:raider:1", "p1:guard:1", paid=((m(3), ("fist",)),))  # once, not per die
    g = face_off([RAIDER], [WARDEN], chris_field=0)
    g.arrange(0, "field", [m(1)], face=CHAR)  # a Sidekick attacks free (filters)
    _attack(g, m(1))
    g = face_off([RAIDER], [WARDEN])
    g.refuse(A.DeclareAttackers(player=0, dice=("p1:raider:1",)), E.ATTACK_UNPAID)


def test_an_inactive_card_taxes_nothing() -> None:
    """Near miss: the taxing card's die is not in the Field Zone (DM-18.1)."""
    g = face_off([RAIDER], [LEVY])
    g.arrange(1, "used", ["p2:levy:1"])
    _attack(g, "p1:raider:1")


def _defending(mine: list, chris_energy: int = 2) -> object:
    g = face_off(mine, [GUARD], chris_field=1)
    g.arrange(1, "reserve", [c(n) for n in range(7, 7 + chris_energy)], face=FIST)
    return g


def test_blocking_a_taxed_attacker_costs_energy_once() -> None:
    g = _defending([MOAT, RAIDER])
    _attack(g, "p1:moat:1", "p1:raider:1")
    pairs = (("p2:guard:1", "p1:moat:1"), (c(5), "p1:moat:1"))
    g.refuse(A.DeclareBlockers(player=1, blocks=pairs), E.BLOCK_UNPAID)
    paid = ((c(7), ("fist",)), (c(8), ("fist",)))
    g.do(A.DeclareBlockers(player=1, blocks=pairs, paid=paid))  # two blockers, paid once
    assert {c(7), c(8)} <= g.zone(1, "used")  # spent on her turn: his Used Pile (DM-8.1)


def test_blocking_an_untaxed_attacker_is_free() -> None:
    """Near miss: the other attacker is not the taxed one."""
    g = _defending([MOAT, RAIDER])
    _attack(g, "p1:moat:1", "p1:raider:1")
    g.block(("p2:guard:1", "p1:raider:1"))
    assert c(7) in g.zone(1, "reserve")


def test_each_named_blocker_costs_energy() -> None:
    g = _defending([BRIDGE])
    _attack(g, "p1:bridge:1")
    g.block(("p2:guard:1", "p1:bridge:1"))  # not a Sidekick: free (by_filters)
    g = _defending([BRIDGE])
    _attack(g, "p1:bridge:1")
    g.refuse(A.DeclareBlockers(player=1, blocks=((c(5), "p1:bridge:1"),)), E.BLOCK_UNPAID)
    g.do(A.DeclareBlockers(player=1, blocks=((c(5), "p1:bridge:1"),), paid=((c(7), ("fist",)),)))


def test_a_die_that_must_block_need_not_pay_to() -> None:
    """A cost is its player's choice (DM-12.2): "must block" does not make Chris pay."""
    herald = character("herald", 2, 2, abilities=[
        *_static("energy_to_block", 1, "this_card"),
        {"trigger": "static", "while_active": "self",
         "effects": [{"op": "must_block", "target": "all_opposing_characters"}]},
    ])  # fmt: skip
    g = _defending([herald])
    _attack(g, "p1:herald:1")
    g.block()  # no blocker declared: allowed


def test_using_an_action_die_costs_energy() -> None:
    toll = character("toll", 1, 1, abilities=_static("energy_to_use_action", 1, "all_players"))
    g = with_action(ZAP, toll)
    g.give(0, die(0, "toll", 1), to="field", face=CHAR)
    use = A.UseActionDie(player=0, die=bac("zap", 1))
    g.refuse(use, E.ACTION_DIE_UNPAID)
    g.do(A.UseActionDie(player=0, die=bac("zap", 1), paid=((m(2), ("fist",)),)))
    assert m(2) in g.zone(0, "oop")


def test_an_untaxed_action_die_is_used_free() -> None:
    """Near miss: the tax names other action dice only (`by_filters`)."""
    toll = character("toll", 1, 1, abilities=_static(
        "energy_to_use_action", 1, "all_players", by_filters={"name": "other"}))  # fmt: skip
    g = with_action(ZAP, toll)
    g.give(0, die(0, "toll", 1), to="field", face=CHAR)
    g.do(A.UseActionDie(player=0, die=bac("zap", 1)))


def test_legal_actions_and_choices_carry_the_payment() -> None:
    """The listed declarations pay what they cost; the description admits what `decide`
    accepts (a bot can pay, or leave the taxed die home)."""
    g = face_off([PRICED, RAIDER], [])
    listed = [a for a in legal_actions(g.state, 0) if isinstance(a, A.DeclareAttackers)]
    taxed = [a for a in listed if "p1:priced:1" in a.dice]
    assert taxed and all(len(a.paid) == 2 for a in taxed)
    assert any(a.dice == ("p1:raider:1",) and not a.paid for a in listed)
    choice = choices(g.state, 0)
    assert choice is not None
    assert all(admits(choice, a) for a in listed)
    assert not admits(choice, A.DeclareAttackers(player=0, dice=("p1:priced:1",)))
    one = ((m(1), ("fist",)),)
    assert not admits(choice, A.DeclareAttackers(player=0, dice=("p1:raider:1",), paid=one))


def test_block_and_action_choices_carry_the_payment() -> None:
    g = _defending([MOAT, RAIDER])
    _attack(g, "p1:moat:1", "p1:raider:1")
    choice = choices(g.state, 1)
    assert choice is not None and choice.taxes is not None
    blocks = [a for a in legal_actions(g.state, 1) if isinstance(a, A.DeclareBlockers)]
    assert any(a.paid for a in blocks)
    assert all(admits(choice, a) for a in blocks)
    pairs = (("p2:guard:1", "p1:moat:1"),)
    assert not admits(choice, A.DeclareBlockers(player=1, blocks=pairs))
    toll = character("toll", 1, 1, abilities=_static("energy_to_use_action", 1, "all_players"))
    g = with_action(ZAP, toll)
    g.give(0, die(0, "toll", 1), to="field", face=CHAR)
    uses = [a for a in legal_actions(g.state, 0) if isinstance(a, A.UseActionDie)]
    assert uses and all(a.paid for a in uses)
    choice = choices(g.state, 0)
    assert all(admits(choice, a) for a in uses)  # type: ignore[arg-type]
    assert not admits(choice, A.UseActionDie(player=0, die=bac("zap", 1)))  # type: ignore[arg-type]
