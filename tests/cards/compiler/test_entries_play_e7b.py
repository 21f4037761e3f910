"""More per-card entries of lane eb (sets hhs ... zhn) played by the engine, as in
test_entries_play_e7.py: purchases into the bag, control and bound attacks, a purchase by an
ability, an action armed for its turn, paid spins. Our own cards and wording."""

from __future__ import annotations

from typing import Any

import pytest

from games.engine import IllegalAction
from games.engine import actions as A
from games.engine.abilities.targets import DECLINE
from tests.cards.compiler.test_entries_play import blocking, records, resolve_all, table
from tests.engine.effects.common import action_card, effect, use, with_action
from tests.engine.helpers import BOLT, FIST, Game, c, m, skip_turn
from tests.engine.keywords.common import character


def _locks(g: Game) -> set[tuple[str, str]]:
    return {(x.effect, x.target) for x in g.state.lasting}


@pytest.mark.parametrize(("third", "where"), [(BOLT, "bag"), (FIST, "used")])
def test_bought_with_a_bolt_left_in_the_reserve_pool_it_goes_to_the_bag(
    third: int, where: str
) -> None:
    """78wol: bought while its buyer still shows a Bolt symbol in the Reserve Pool, the die
    goes into the bag instead of the Used Pile (DM-8.8 replaced); with only Fist left there,
    to the Used Pile (near miss)."""
    bleez = character("bleez", 1, 1, abilities=records("78wol"))
    g = table([bleez], [])
    g.arrange(0, "reserve", [m(3)], face=third)
    g.buy("bleez", (m(1), "fist"))
    resolve_all(g)
    assert "p1:bleez:2" in g.zone(0, where)


def test_a_villain_taken_for_the_turn_must_attack() -> None:
    """64wf: when fielded, Michele takes a targeted opposing Villain die for the turn
    (DM-23.2) and it must attack (DM-14.2): declaring no attacker is refused. Near miss: a
    die of no Villain card is no option."""
    crow = character("crow", 1, 1, abilities=records("64wf"))
    imp = character("imp", 1, 1, affiliations=["villain"])
    g = table([crow], [imp, character("hero", 1, 1)], attack_first=True)
    g.arrange(0, "reserve", ["p1:crow:2"], face=0)
    g.field("p1:crow:2")
    assert g.pending.kind == "choose_target" and g.pending.options == ("p2:imp:1",)
    g.do(A.ChooseTarget(player=0, target="p2:imp:1"))
    resolve_all(g)
    g.pass_all()
    assert g.pending.kind == "declare_attackers"
    with pytest.raises(IllegalAction):
        g.attack()
    g.attack("p2:imp:1")
    assert "p2:imp:1" in g.state.combat.attackers


ZAP_ANY = action_card("zapany", {"effects": [effect("deal_damage", "target_die", amount=1)]})


@pytest.mark.parametrize(("hit", "locked"), [("p1:buddy:1", True), ("p1:122thor:1", False)])
def test_another_die_of_yours_damaged_makes_this_card_unblockable(hit: str, locked: bool) -> None:
    """122thor: while active, damage to another card's character die of its player makes
    this card's dice unblockable this turn (DM-14.2); damage to its own die does not (near
    miss)."""
    sif = character("122thor", 1, 3, abilities=records("122thor"))
    buddy = character("buddy", 1, 3)
    g = with_action(ZAP_ANY, sif, buddy)
    g.arrange(0, "field", ["p1:122thor:1", "p1:buddy:1"], face=0)
    use(g, "zapany", hit)
    resolve_all(g)
    assert (("cant_be_blocked", "p1:122thor:1") in _locks(g)) is locked


def test_fielded_it_may_buy_another_league_card_s_die_into_the_bag_for_2() -> None:
    """16jl: when fielded, its player may pay 2 energy (DM-8.6) to buy a character die of
    another Justice League card of theirs (DM-8.5); it goes into the bag, not the Used Pile.
    Its own card's die and a card of no such affiliation are no options (near misses)."""
    supes = character("16jl", 2, 2, abilities=records("16jl"), affiliations=["justiceleague"])
    leaguer = character("leaguer", 1, 1, affiliations=["justiceleague"])
    loner = character("loner", 1, 1)
    g = table([supes, leaguer, loner], [])
    g.arrange(0, "reserve", ["p1:16jl:2"], face=0)
    g.field("p1:16jl:2")
    assert g.pending.kind == "choose_target"
    assert set(g.pending.options) == {"p1:leaguer:2", DECLINE}
    paid = ((m(1), ("fist",)), (m(2), ("fist",)))
    g.do(A.ChooseTarget(player=0, target="p1:leaguer:2", paid=paid))
    resolve_all(g)
    assert "p1:leaguer:2" in g.zone(0, "bag")
    assert {m(1), m(2)}.isdisjoint(g.zone(0, "reserve"))


def _hall(used: bool) -> Game:
    """Michele's first turn: her Legion of Doom die and a plain die in her Used Pile; she
    uses the action die (or not), then passes to the end of her turn."""
    hall = action_card("hall", *records("24jus"))
    doom = character("doom", 1, 1, affiliations=["legionofdoom"])
    g = with_action(hall, doom, character("plain", 1, 1))
    g.arrange(0, "used", ["p1:doom:1", "p1:plain:1"])
    if used:
        use(g, "hall")
    g.pass_all()
    return g


def test_used_it_fields_a_legion_die_from_the_used_pile_at_the_end_of_the_turn() -> None:
    """24jus: used, at the end of that turn (DM-10) its player may field one of their Legion
    of Doom dice from the Used Pile, free and on level 1 (DM-8.12); a die of another
    affiliation is no option."""
    g = _hall(used=True)
    assert g.pending.kind == "choose_target" and g.pending.player == 0
    assert set(g.pending.options) == {"p1:doom:1", DECLINE}
    g.do(A.ChooseTarget(player=0, target="p1:doom:1"))
    resolve_all(g)
    assert "p1:doom:1" in g.zone(0, "field") and g.face("p1:doom:1") == 0


def test_not_used_nothing_is_offered_at_the_end_of_the_turn() -> None:
    """Near miss: the action die not used, the turn ends with no choice to make."""
    g = _hall(used=False)
    assert g.pending.kind != "choose_target"
    assert "p1:doom:1" in g.zone(0, "used")


def test_declined_it_is_not_offered_again_at_the_end_of_the_opponent_s_turn() -> None:
    """Near miss: "at the end of this turn" is the end of its user's turn only; declined
    there, Chris's turn ends with nothing offered and Michele's next turn begins."""
    g = _hall(used=True)
    g.do(A.ChooseTarget(player=0, target=DECLINE))
    skip_turn(g, {c(1): FIST, c(2): FIST, c(3): FIST, c(4): FIST})
    assert g.pending.kind == "draw" and g.pending.player == 0
    assert "p1:doom:1" in g.zone(0, "used")


def _girl(answer: str) -> Game:
    """Michele fields a second die of the card with a Bolt in her Reserve Pool; Chris's die
    is on level 2, his Sidekick on level 1."""
    girl = character("girl", 1, 1, abilities=records("105uxm"))
    g = table([girl], [character("big", 1, 4)])
    g.arrange(1, "field", ["p2:big:1"], face=1)
    g.arrange(0, "reserve", [m(3)], face=BOLT)
    g.arrange(0, "reserve", ["p1:girl:2"], face=0)
    g.field("p1:girl:2")
    assert g.pending.kind == "choose_target"
    assert c(5) not in g.pending.options  # on level 1: it cannot go down (near miss)
    paid = ((m(3), ("bolt",)),) if answer != DECLINE else ()
    g.do(A.ChooseTarget(player=0, target=answer, paid=paid))
    resolve_all(g)
    return g


def test_a_bolt_paid_spins_a_die_down_and_this_die_up() -> None:
    """105uxm: paying one Bolt (DM-8.6), the chosen die on level 2 goes down to level 1 and
    the fielded die up to level 2 (DM-21)."""
    g = _girl("p2:big:1")
    assert (g.face("p2:big:1"), g.face("p1:girl:2")) == (0, 1)


def test_declined_neither_die_moves() -> None:
    g = _girl(DECLINE)
    assert (g.face("p2:big:1"), g.face("p1:girl:2")) == (1, 0)


def _armed_fight(code: str, used: bool, attacker: dict[str, Any], blocker: str) -> Game:
    """Michele's first turn (she may attack): she uses the action die of `code` (or not),
    attacks with `attacker` and Chris blocks it with `blocker` (one of his Sidekicks c5, c6);
    combat damage is dealt."""
    card = action_card(code, *records(code))
    g = with_action(card, attacker, chris_field=2, first_player_may_attack_first_turn=True)
    g.arrange(0, "field", [f"p1:{attacker['id']}:1"], face=0)
    if used:
        use(g, code)
    g.pass_all()
    g.attack(f"p1:{attacker['id']}:1")
    g.block((blocker, f"p1:{attacker['id']}:1"))
    g.pass_all()
    return g


@pytest.mark.parametrize(("used", "hurt"), [(True, 1), (False, 0)])
def test_each_opposing_die_kod_this_turn_costs_its_controller_1(used: bool, hurt: int) -> None:
    """27uxm: used, each of the opponent's character dice KO'd for the rest of the turn
    deals him 1 damage (DM-14.2: the action's effect lasts the turn); not used, none."""
    g = _armed_fight("27uxm", used, character("brute", 3, 3), c(5))
    resolve_all(g)
    assert c(5) in g.zone(1, "prep")
    assert g.state.options.starting_life - g.life(1) == hurt


def test_each_die_of_yours_kod_in_the_attack_step_makes_the_opponent_ko_one() -> None:
    """33wol: used, Michele's 1/1 attacker and Chris's blocking Sidekick KO each other in
    the Attack Step (DM-9.11): Chris then KOs one of his own character dice, his choice
    (DM-13.1: not targeted); only his dice are offered."""
    g = _armed_fight("33wol", True, character("pawn", 1, 1), c(5))
    resolve_all_but_targets(g)
    assert g.pending.kind == "choose_target" and g.pending.player == 1
    assert set(g.pending.options) == {c(6)}
    g.do(A.ChooseTarget(player=1, target=c(6)))
    resolve_all(g)
    assert {c(5), c(6)} <= g.zone(1, "prep")


def test_not_used_a_ko_in_combat_asks_the_opponent_nothing() -> None:
    """Near miss: the action die not used, the same trade of KOs asks Chris nothing."""
    g = _armed_fight("33wol", False, character("pawn", 1, 1), c(5))
    resolve_all(g)
    assert c(6) not in g.zone(1, "prep")


def resolve_all_but_targets(g: Game) -> None:
    """Order whatever triggers wait, stopping at the first target choice."""
    while g.pending.kind == "order_triggers":
        g.do(A.ChooseTrigger(player=g.pending.player, index=0))


@pytest.mark.parametrize(("blockers", "hurt"), [(("p2:a:1",), 2), (("p2:a:1", "p2:b:1", c(5)), 0)])
def test_each_opposing_die_that_does_not_block_costs_1(blockers: tuple, hurt: int) -> None:
    """86ygo: once blockers are declared against its attacking die (DM-9.4), the opponent
    takes 1 damage for each of his character dice that did not block: blocked by one of
    three, 2; by all three, none (near miss)."""
    lily = character("lily", 0, 9, abilities=records("86ygo"))
    g = blocking([lily], [character("a", 0, 1), character("b", 0, 1)])
    g.attack("p1:lily:1")
    g.block(*((b, "p1:lily:1") for b in blockers))
    resolve_all(g)
    assert g.state.options.starting_life - g.life(1) == hurt


@pytest.mark.parametrize(
    ("attackers", "hurt"), [(("p1:rachel:1", "p1:scout:1"), 2), (("p1:scout:1",), 0)]
)
def test_after_rachel_attacks_each_x_men_die_kod_costs_the_defender_2(
    attackers: tuple, hurt: int
) -> None:
    """50xmf: when its die attacks (DM-9.1), for the rest of the turn each X-Men character
    die of its player's KO'd (here blocked by a 3/5) deals the defending player 2 damage;
    with no Rachel Summers die attacking, the same KO deals none (near miss)."""
    rachel = character("rachel", 0, 5, name="Rachel Summers", affiliations=["xmen"])
    rachel["abilities"] = records("50xmf")
    scout = character("scout", 1, 1, affiliations=["xmen"])
    g = blocking([rachel, scout], [character("wall", 3, 5)])
    g.attack(*attackers)
    g.block(("p2:wall:1", "p1:scout:1"))
    g.pass_all()
    resolve_all(g)
    assert "p1:scout:1" in g.zone(0, "prep")
    assert g.state.options.starting_life - g.life(1) == hurt


def _timing(answer: str) -> Game:
    """Michele fields a second die of the card: a Sidekick m5 waits in her Used Pile; her
    Reserve Pool holds m1-m3 (Fist energy)."""
    renet = character("renet", 1, 1, abilities=records("36hhs"))
    g = table([renet], [])
    g.arrange(0, "used", [m(5)])
    g.arrange(0, "reserve", ["p1:renet:2"], face=0)
    g.field("p1:renet:2")
    assert g.pending.kind == "choose_target" and DECLINE in g.pending.options
    assert m(5) in g.pending.options and m(1) not in g.pending.options  # the die to roll first
    g.do(A.ChooseTarget(player=0, target=answer))
    return g


def test_a_reserve_die_sent_to_the_used_pile_rolls_another_into_the_reserve() -> None:
    """36hhs: the die to roll is picked from the Used Pile, then the die to send there from
    the Reserve Pool (DM-12.2: the cost); the first is rolled into the Reserve Pool (DM-20.3)
    and the second is in the Used Pile."""
    g = _timing(m(5))
    assert g.pending.kind == "choose_target" and m(1) in g.pending.options
    g.do(A.ChooseTarget(player=0, target=m(1)))
    assert g.pending.kind == "roll" and tuple(g.pending.dice) == (m(5),)
    g.roll({m(5): FIST})
    resolve_all(g)
    assert m(5) in g.zone(0, "reserve")
    assert m(1) in g.zone(0, "oop")  # the Used Pile on its owner's own turn (effects/moves.py)


def test_declined_no_die_moves_or_rolls() -> None:
    g = _timing(DECLINE)
    resolve_all(g)
    assert m(5) in g.zone(0, "used") and m(1) in g.zone(0, "reserve")


@pytest.mark.parametrize(("face", "where"), [(0, "field"), (3, "bag")])
def test_a_die_rolled_from_the_used_pile_is_fielded_free_on_a_character_face(
    face: int, where: str
) -> None:
    """116ygo: its player rolls a character die of theirs from the Used Pile (DM-20.3): on a
    character face it is fielded at no cost on that face (DM-8.12); on an energy face it goes
    into the bag instead (near miss)."""
    call = action_card("call", *records("116ygo"))
    g = with_action(call, character("beast", 2, 2))
    g.arrange(0, "used", ["p1:beast:1"])
    use(g, "call", "p1:beast:1")
    assert g.pending.kind == "roll"
    g.roll({"p1:beast:1": face})
    resolve_all(g)
    assert "p1:beast:1" in g.zone(0, where)
