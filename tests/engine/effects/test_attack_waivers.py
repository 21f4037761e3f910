"""A bar on attacking that the barred dice's player may pay to ignore for the turn
(abilities/energy_taxes.py `energy_once_to_attack`; DM-12.2 a cost, DM-14.3 a static,
DM-8.2 exactly the cost; docs/rulings.md "Paying to ignore a bar for the turn"): one
payment with the declaration lets every die the bar names attack, however many. Cards and
wording are our own."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import errors as E
from games.engine.api import legal_actions
from games.engine.flow.choices import admits, choices
from games.engine.model.state import Zone
from tests.engine.helpers import CHAR, FIST, c, m
from tests.engine.keywords.common import character, face_off


def _bar(amount: int, target: str, **more: object) -> list[dict]:
    return [{"trigger": "static", "while_active": "self",
             "effects": [{"op": "energy_once_to_attack", "amount": amount, "target": target,
                          **more}]}]  # fmt: skip


GATE = character("gate", 1, 3, abilities=_bar(1, "all_opposing_characters",
                                              filters={"sidekick": False}))  # fmt: skip
RAIDER = character("raider", 2, 1)
GUARD = character("guard", 1, 2)
_ONE = ((m(1), ("fist",)),)


def test_one_payment_lets_every_barred_die_attack() -> None:
    g = face_off([RAIDER, GUARD], [GATE])
    refused = g.refuse(
        A.DeclareAttackers(player=0, dice=("p1:raider:1", "p1:guard:1")), E.ATTACK_UNPAID
    )
    assert refused.rule == "DM-12.2"
    two = ((m(1), ("fist",)), (m(2), ("fist",)))
    g.refuse(  # once, not per die (DM-8.2: no more than the cost)
        A.DeclareAttackers(player=0, dice=("p1:raider:1", "p1:guard:1"), paid=two),
        E.ENERGY_OVERPAID,
    )
    g.do(A.DeclareAttackers(player=0, dice=("p1:raider:1", "p1:guard:1"), paid=_ONE))
    assert g.state.dice["p1:guard:1"].zone is Zone.ATTACK
    assert m(1) in g.zone(0, "oop")


def test_dice_the_bar_does_not_name_attack_free() -> None:
    """Near misses: a Sidekick (the bar's filters) attacks free; the bar's card inactive
    bars nothing (DM-18.1); no attacker, nothing to pay."""
    g = face_off([RAIDER], [GATE])
    g.arrange(0, "field", [m(1)], face=CHAR)
    g.do(A.DeclareAttackers(player=0, dice=(m(1),)))
    g = face_off([RAIDER], [GATE])
    g.arrange(1, "used", ["p2:gate:1"])
    g.do(A.DeclareAttackers(player=0, dice=("p1:raider:1",)))
    g = face_off([RAIDER], [GATE])
    g.do(A.DeclareAttackers(player=0, dice=()))


def test_the_description_asks_the_payment_once() -> None:
    """The choice lists the dice the payment covers and admits what `decide` accepts (a
    bot pays, or leaves them home)."""
    g = face_off([RAIDER, GUARD], [GATE])
    choice = choices(g.state, 0)
    assert choice is not None and choice.taxes is not None
    ((dice, amount),) = choice.taxes.groups
    assert set(dice) == {"p1:raider:1", "p1:guard:1"} and amount == 1
    assert not choice.taxes.dice
    both = A.DeclareAttackers(player=0, dice=("p1:raider:1", "p1:guard:1"), paid=_ONE)
    assert admits(choice, both)
    assert not admits(choice, A.DeclareAttackers(player=0, dice=("p1:raider:1",)))
    listed = [a for a in legal_actions(g.state, 0) if isinstance(a, A.DeclareAttackers)]
    assert any(len(a.dice) == 2 and len(a.paid) == 1 for a in listed)
    assert all(admits(choice, a) for a in listed)


ELUSIVE = character("elusive", 2, 2, abilities=[
    {"trigger": "static", "while_active": "self",
     "effects": [{"op": "energy_once_to_block", "amount": 1, "target": "this_card",
                  "by_filters": {"not_affiliation": "grovekin"}}]},
])  # fmt: skip
KIN = character("kin", 1, 2, affiliations=["grovekin"])


def _blocking(theirs: list) -> object:
    g = face_off([ELUSIVE, RAIDER], theirs, chris_field=1)
    g.arrange(1, "reserve", [c(7), c(8)], face=FIST)
    g.do(A.DeclareAttackers(player=0, dice=("p1:elusive:1", "p1:raider:1")))
    return g


def test_one_payment_lets_every_named_blocker_block() -> None:
    """The block bar's price (DM-12.2): paid once by the blocking player, however many of
    the dice it names block the card's dice (DM-8.1: his energy, on her turn, to his Used
    Pile)."""
    g = _blocking([GUARD])
    pairs = (("p2:guard:1", "p1:elusive:1"), (c(5), "p1:elusive:1"))
    g.refuse(A.DeclareBlockers(player=1, blocks=pairs), E.BLOCK_UNPAID)
    choice = choices(g.state, 1)
    assert choice is not None and choice.taxes is not None
    ((taxed, amount),) = choice.taxes.pair_groups
    assert set(pairs) <= set(taxed) and amount == 1
    paid = ((c(7), ("fist",)),)
    assert admits(choice, A.DeclareBlockers(player=1, blocks=pairs, paid=paid))
    g.do(A.DeclareBlockers(player=1, blocks=pairs, paid=paid))
    assert c(7) in g.zone(1, "used")


def test_blocks_the_price_does_not_name_are_free() -> None:
    """Near misses: a blocker of the named affiliation, and a block of another attacker."""
    g = _blocking([KIN])
    g.do(A.DeclareBlockers(player=1, blocks=(("p2:kin:1", "p1:elusive:1"),)))
    g = _blocking([GUARD])
    g.do(A.DeclareBlockers(player=1, blocks=(("p2:guard:1", "p1:raider:1"),)))
    assert c(7) in g.zone(1, "reserve")
