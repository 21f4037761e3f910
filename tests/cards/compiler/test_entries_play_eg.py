"""Per-card entries of lane eg (sets gaf ... zhn, issue 16) played by the engine, as in
test_entries_play.py: energy taxes on an opponent's action dice, Globals and attackers, a
Global answered with damage, combat damage to a player made smaller. Our own cards and
wording; the records are engine data."""

from __future__ import annotations

from typing import Any

from games.engine import actions as A
from games.engine import errors as E
from games.engine.model.state import Zone
from tests.cards.compiler.test_entries_play import records, resolve_all
from tests.engine.helpers import ACTION0, FIST, Game, bac, cards_with, m
from tests.engine.keywords.common import FOE, character, face_off

ZAPPER = {
    "id": "zapper",
    "name": "zapper",
    "kind": "basic_action",
    "cost": 1,
    "abilities": [{"trigger": "action", "effects": [
        {"op": "deal_damage", "amount": 1, "target": "opponent"}]}],
}  # fmt: skip
# Michele's card with a Global: pay 1 generic energy to gain 1 life (DM-8.16).
SAGE = character("sage", 1, 1, globals=[
    {"cost": 1, "effects": [{"op": "gain_life", "amount": 1, "target": "you"}]}])  # fmt: skip
LIFE = 10  # Game's starting life


def _card(code: str, card_id: str, attack: int = 1, defense: int = 1, **more: Any) -> dict:
    return character(card_id, attack, defense, abilities=records(code), **more)


def _tolled(theirs: dict[str, Any], active: bool = True) -> Game:
    """Michele's first turn, Main Step: her action die of ZAPPER on its action face and her
    SAGE die in the Field Zone, three Fist energy; Chris's die of `theirs` in his Field Zone
    (`active`) or his Used Pile."""
    g = Game(
        teams=((("sage", 2),), ((theirs["id"], 2), (FOE, 2))),
        bacs=(("zapper",), ("counterstrike",)),
        cards=cards_with(ZAPPER, SAGE, theirs),
    )
    g.start()
    g.give(0, bac("zapper", 1))
    g.give(0, "p1:sage:1", to="field", face=0)
    g.give(1, f"p2:{theirs['id']}:1", to="field" if active else "used", face=0)
    g.begin({bac("zapper", 1): ACTION0, m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    return g


# --- 60wf: each action die an opponent uses costs 1 more -------------------------------


def test_an_opponent_pays_1_to_use_an_action_die() -> None:
    """60wf: while its card is active, Michele's action die costs her 1 energy to use
    (DM-12.2, a cost; DM-8.1: from her Reserve Pool, Out of Play on her own turn); unpaid,
    the use is refused."""
    g = _tolled(_card("60wf", "oracle"))
    g.refuse(A.UseActionDie(player=0, die=bac("zapper", 1)), E.ACTION_DIE_UNPAID)
    g.do(A.UseActionDie(player=0, die=bac("zapper", 1), paid=((m(1), ("fist",)),)))
    resolve_all(g)
    assert m(1) in g.zone(0, "oop")
    assert g.life(1) == LIFE - 1


def test_the_action_toll_needs_its_card_active() -> None:
    """Near miss (DM-18.1): with its die in the Used Pile the action die is used free."""
    g = _tolled(_card("60wf", "oracle"), active=False)
    g.do(A.UseActionDie(player=0, die=bac("zapper", 1)))
    assert m(1) in g.zone(0, "reserve")


def test_the_action_toll_is_not_its_own_players() -> None:
    """Near miss: the card taxes its player's opponents only; Chris's own card, on
    Michele's side, leaves her action die free."""
    oracle = _card("60wf", "oracle")
    g = Game(
        teams=((("oracle", 2),), ((FOE, 2),)),
        bacs=(("zapper",), ("counterstrike",)),
        cards=cards_with(ZAPPER, oracle),
    )
    g.start()
    g.give(0, bac("zapper", 1))
    g.give(0, "p1:oracle:1", to="field", face=0)
    g.begin({bac("zapper", 1): ACTION0, m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.do(A.UseActionDie(player=0, die=bac("zapper", 1)))
    assert m(1) in g.zone(0, "reserve")


# --- 102thor: Globals and action dice cost an opponent 1 more ---------------------------


def test_an_opponent_pays_1_more_for_a_global_and_for_an_action_die() -> None:
    """102thor: while active, Michele's Global costs her 2 instead of 1 (DM-8.17) and her
    action die 1 energy (DM-12.2)."""
    g = _tolled(_card("102thor", "enchantress"))
    g.hurt(0, 2)  # room to gain life (DM-11.3: gains stop at the starting life)
    g.refuse(
        A.UseGlobal(player=0, card="sage", ability=0, paid=((m(1), ("fist",)),)),
        E.ENERGY_INSUFFICIENT,
    )
    g.use_global("sage", (m(1), "fist"), (m(2), "fist"))
    resolve_all(g)
    assert g.life(0) == LIFE - 2 + 1
    g.refuse(A.UseActionDie(player=0, die=bac("zapper", 1)), E.ACTION_DIE_UNPAID)
    g.do(A.UseActionDie(player=0, die=bac("zapper", 1), paid=((m(3), ("fist",)),)))
    resolve_all(g)
    assert g.life(1) == LIFE - 1


def test_without_the_card_active_a_global_costs_its_printed_cost() -> None:
    """Near miss (DM-18.1): its die in the Used Pile, the Global costs 1 and the action
    die nothing more."""
    g = _tolled(_card("102thor", "enchantress"), active=False)
    g.use_global("sage", (m(1), "fist"))
    g.do(A.UseActionDie(player=0, die=bac("zapper", 1)))
    assert m(2) in g.zone(0, "reserve") and m(3) in g.zone(0, "reserve")


# --- 29toa, 118xfc: opposing attackers cost 1 each -------------------------------------

RAIDER = character("raider", 3, 1)
ROGUE = character("rogue", 2, 1, affiliations=["villain"])


def _attack(g: Game, *dice: str, paid: tuple = ()) -> list:
    return g.do(A.DeclareAttackers(player=0, dice=dice, paid=paid))


def test_each_opposing_attacker_costs_1() -> None:
    """29toa: while active, each of Michele's attackers costs her 1 energy (DM-12.2; the
    effect "ignored" for that die): two attackers, two energy; one short is refused."""
    g = face_off([RAIDER, ROGUE], [_card("29toa", "giant")])
    both = ("p1:raider:1", "p1:rogue:1")
    g.refuse(A.DeclareAttackers(player=0, dice=both, paid=((m(1), ("fist",)),)), E.ATTACK_UNPAID)
    _attack(g, *both, paid=((m(1), ("fist",)), (m(2), ("fist",))))
    assert g.state.dice["p1:raider:1"].zone is Zone.ATTACK
    assert {m(1), m(2)} <= g.zone(0, "oop")


def test_the_attack_toll_is_on_the_opponent_only() -> None:
    """Near miss: Michele's own copy of the card does not tax her attackers (its dice are
    hers), and with Chris's die in his Used Pile nothing is taxed (DM-18.1)."""
    g = face_off([_card("29toa", "giant"), RAIDER], [])
    _attack(g, "p1:raider:1", "p1:giant:1")
    g = face_off([RAIDER], [_card("29toa", "giant")])
    g.arrange(1, "used", ["p2:giant:1"])
    _attack(g, "p1:raider:1")


def test_only_non_villain_attackers_cost_1() -> None:
    """118xfc: while active, each of Michele's attackers but Villains costs her 1 energy."""
    g = face_off([RAIDER, ROGUE], [_card("118xfc", "frost")])
    _attack(g, "p1:rogue:1")  # a Villain: free
    assert m(1) in g.zone(0, "reserve")
    g = face_off([RAIDER, ROGUE], [_card("118xfc", "frost")])
    g.refuse(A.DeclareAttackers(player=0, dice=("p1:raider:1",)), E.ATTACK_UNPAID)
    _attack(g, "p1:raider:1", "p1:rogue:1", paid=((m(1), ("fist",)),))
    assert g.state.dice["p1:rogue:1"].zone is Zone.ATTACK


# --- 122gaf: a Global answered with 1 damage ------------------------------------------


def test_an_opponent_using_a_global_takes_1_damage() -> None:
    """122gaf: while active, Michele's use of a Global (DM-8.16) deals her 1 damage from
    Chris's card (a triggered ability, DM-15); the Global still resolves."""
    g = _tolled(_card("122gaf", "deadman"))
    g.hurt(0, 2)
    g.use_global("sage", (m(1), "fist"))
    resolve_all(g)
    assert g.life(0) == LIFE - 2 + 1 - 1


def test_no_damage_for_an_action_die_or_with_the_card_away() -> None:
    """Near misses: an action die is no Global; with its die in the Used Pile (DM-18.1)
    the Global costs no life."""
    g = _tolled(_card("122gaf", "deadman"))
    g.do(A.UseActionDie(player=0, die=bac("zapper", 1)))
    resolve_all(g)
    assert g.life(0) == LIFE
    g = _tolled(_card("122gaf", "deadman"), active=False)
    g.hurt(0, 2)
    g.use_global("sage", (m(1), "fist"))
    resolve_all(g)
    assert g.life(0) == LIFE - 1


# --- 42toa: each attacker's combat damage to you is 1 less ----------------------------


def _unblocked(g: Game, *dice: str) -> int:
    """Michele's dice attack, Chris declares no blocker, combat resolves: the life he lost."""
    g.attack(*dice)
    if g.pending.kind == "declare_blockers":
        g.block()
    g.pass_all()
    resolve_all(g)
    return LIFE - g.life(1)


def test_each_attacker_deals_1_less_combat_damage_to_its_player() -> None:
    """42toa: while active, each unblocked attacker's combat damage to Chris (DM-9.11) is 1
    less: 3 and 2 A deal 2 and 1."""
    g = face_off([RAIDER, ROGUE], [_card("42toa", "golem", keywords=["fabricate:24"])])
    assert _unblocked(g, "p1:raider:1", "p1:rogue:1") == 2 + 1


def test_the_golem_does_not_shield_other_damage_or_when_away() -> None:
    """Near misses: non-combat damage to Chris is dealt in full, and with the card's die in
    his Used Pile combat damage is too (DM-18.1)."""
    g = _tolled(_card("42toa", "golem", keywords=["fabricate:24"]))
    g.do(A.UseActionDie(player=0, die=bac("zapper", 1)))
    resolve_all(g)
    assert g.life(1) == LIFE - 1
    g = face_off([RAIDER], [_card("42toa", "golem", keywords=["fabricate:24"])])
    g.arrange(1, "used", ["p2:golem:1"])
    assert _unblocked(g, "p1:raider:1") == 3
