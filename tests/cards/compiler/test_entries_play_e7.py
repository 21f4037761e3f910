"""Per-card entries of lane eb (sets hhs ... zhn; cards/compiler/entry_data/<set>.json) played
by the engine: each entry's records, put on a card of our own naming, do what its note says,
and a near miss does not. No printed text: the records are engine data, the cards and names
are ours (but for the names and codes the entries filter on, which are facts of the game)."""

from __future__ import annotations

from typing import Any

import pytest

from games.engine import IllegalAction
from games.engine import actions as A
from games.engine.abilities.costs import field_cost
from games.engine.abilities.stats import attack_of
from games.engine.abilities.targets import ACCEPT, DECLINE
from games.engine.abilities.texts import keywords_of
from tests.cards.compiler.test_entries_play import (
    TWO_BACS,
    blocked_and_resolved,
    blocking,
    records,
    resolve_all,
    table,
)
from tests.engine.effects.common import action_card, use, with_action
from tests.engine.helpers import CHAR, FIST, Game, c, cards_with, m
from tests.engine.keywords.common import FOE, character

ENERGY = 3  # a test character's first energy face (tests/engine/keywords/common.py)


def _keywords(g: Any, die: str) -> set[str]:
    return {k.name for k in keywords_of(g.state, g.state.dice[die])}


@pytest.mark.parametrize(("blocker", "hurt"), [("p2:hero:1", 1), ("p2:baddie:1", 0), (c(5), 0)])
def test_kos_of_opposing_non_villain_non_sidekicks_cost_the_opponent_1(
    blocker: str, hurt: int
) -> None:
    """48jl: while active, each opposing character die its player KOs (here with combat
    damage, DM-9.11) deals the opponent 1 damage when it is neither a Villain nor a Sidekick;
    a Villain's or a Sidekick's KO deals none (near misses)."""
    lord = character("lord", 1, 1, abilities=records("48jl"))
    hero = character("hero", 1, 1, affiliations=["hero"])
    baddie = character("baddie", 1, 1, affiliations=["villain"])
    g = blocking([lord, character("brute", 3, 3)], [hero, baddie])
    lost = blocked_and_resolved(g, blocker, "p1:brute:1")
    assert blocker in g.zone(1, "prep")
    assert lost == hurt


def test_other_turtles_attacking_with_it_cannot_be_blocked() -> None:
    """26hhs: when its die attacks, each Turtle die of a card not named Metalhead can't be
    blocked this turn (DM-14.2); a die of another affiliation and a Turtle named Metalhead
    (its own die too) can be (near misses)."""
    metal = character("metal", 2, 2, name="Metalhead", affiliations=["turtle"])
    metal["abilities"] = records("26hhs")
    shell = character("shell", 2, 2, affiliations=["turtle"])
    plain = character("plain", 2, 2)
    g = blocking([metal, shell, plain], [])
    g.attack("p1:metal:1", "p1:shell:1", "p1:plain:1")
    resolve_all(g)
    with pytest.raises(IllegalAction):
        g.block((c(5), "p1:shell:1"))
    g.block((c(5), "p1:metal:1"))
    assert g.state.combat is not None


def test_level_1_superman_dice_of_other_cards_have_iron_will() -> None:
    """121wf: while its card is active, each Superman-affiliated character die of another card
    on level 1 has Iron Will (DM-14.3), either player's; one on level 2, one of another
    affiliation and the card's own die do not (near misses); nor any once it is not active."""
    lois = character("121wf", 1, 1, abilities=records("121wf"), affiliations=["superman"])
    kal = character("kal", 2, 2, affiliations=["superman"])
    zor = character("zor", 2, 2, affiliations=["superman"])
    other = character("other", 2, 2)
    g = table([lois, kal, other], [zor])
    g.arrange(0, "field", ["p1:kal:2"], face=1)
    assert "iron_will" in _keywords(g, "p1:kal:1")
    assert "iron_will" in _keywords(g, "p2:zor:1")
    assert "iron_will" not in _keywords(g, "p1:kal:2")
    assert "iron_will" not in _keywords(g, "p1:other:1")
    assert "iron_will" not in _keywords(g, "p1:121wf:1")
    g.arrange(0, "used", ["p1:121wf:1"])
    assert "iron_will" not in _keywords(g, "p1:kal:1")


def test_each_die_blocking_it_goes_up_a_level() -> None:
    """23sw: when its die is blocked (DM-9.3), the die blocking it goes up one level; a die
    of Chris's that does not block stays where it is (near miss)."""
    wolf = character("wolf", 1, 1, abilities=records("23sw"))
    guard = character("guard", 1, 4)
    idle = character("idle", 1, 4)
    g = blocking([wolf], [guard, idle])
    g.attack("p1:wolf:1")
    g.block(("p2:guard:1", "p1:wolf:1"))
    resolve_all(g)
    assert g.face("p2:guard:1") == 1  # level 2
    assert g.face("p2:idle:1") == 0


def _two_teams(mine: list[dict[str, Any]], theirs: list[dict[str, Any]]) -> Game:
    """Michele's first turn, Main Step: the first of `mine` has a die in her Reserve Pool on
    its level 1 face (fielding cost 0); Chris's team holds `theirs`."""
    g = Game(
        teams=(tuple((x["id"], 2) for x in mine), (*((x["id"], 2) for x in theirs), (FOE, 2))),
        cards=cards_with(*mine, *theirs),
        bacs=TWO_BACS,
        team_format="standard",
    )
    g.start()
    g.give(0, f"p1:{mine[0]['id']}:1", to="used")
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.arrange(0, "reserve", [f"p1:{mine[0]['id']}:1"], face=0)
    return g


@pytest.mark.parametrize(("fielded", "hurt"), [("p2:zapper:1", 1), ("p2:puncher:1", 0)])
def test_the_opponent_fielding_the_type_named_takes_1_damage(fielded: str, hurt: int) -> None:
    """21hq: when fielded, its player names an energy type (DM-18.1: for as long as the card
    is active); on Chris's turn, his fielding a die of a Bolt card deals him 1 damage; a Fist
    card's die deals none (near miss)."""
    joker = character("21hq", 1, 1, abilities=records("21hq"))
    zapper = character("zapper", 1, 1, energy_types=["bolt"])
    puncher = character("puncher", 1, 1, energy_types=["fist"])
    g = _two_teams([joker], [zapper, puncher])
    g.field("p1:21hq:1")
    assert g.pending.kind == "choose_target"
    g.do(A.ChooseTarget(player=0, target="energy:bolt"))
    g.pass_all()
    if g.pending.kind == "declare_attackers":
        g.attack()
    g.begin({c(1): FIST, c(2): FIST, c(3): FIST, c(4): FIST})
    g.arrange(1, "reserve", [fielded], face=0)
    life = g.life(1)
    g.field(fielded)
    resolve_all(g)
    assert life - g.life(1) == hurt


def _falcon() -> Game:
    """Michele fields a second die of the card (its first and her Sidekick m5 in her Field
    Zone); Chris has a 1/2 die and a Sidekick in his."""
    falcon = character("falcon", 1, 1, abilities=records("102uxm"))
    g = table([falcon], [character("prey", 1, 2)])
    g.arrange(0, "reserve", ["p1:falcon:2"], face=0)
    g.field("p1:falcon:2")
    assert g.pending.kind == "choose_target" and DECLINE in g.pending.options
    assert "p2:prey:1" in g.pending.options
    return g


def test_a_sidekick_sent_to_the_used_pile_deals_2_damage() -> None:
    """102uxm: its player moves their Sidekick out of the Field Zone (to the Used Pile, Out of
    Play on their own turn until Cleanup) and then picks an opposing die, dealt 2 damage."""
    g = _falcon()
    g.do(A.ChooseTarget(player=0, target="p2:prey:1"))  # (the die to hurt is asked first)
    g.do(A.ChooseTarget(player=0, target="p1:sidekick:5"))
    resolve_all(g)
    assert "p1:sidekick:5" not in g.zone(0, "field")
    assert "p2:prey:1" in g.zone(1, "prep")  # 2 damage on its D of 2 (DM-16.3)


def test_declining_moves_nothing_and_deals_nothing() -> None:
    """Near miss: "you may": declined, the Sidekick stays and no die is hurt."""
    g = _falcon()
    g.do(A.ChooseTarget(player=0, target=DECLINE))
    resolve_all(g)
    assert "p1:sidekick:5" in g.zone(0, "field")
    assert "p2:prey:1" in g.zone(1, "field")


@pytest.mark.parametrize(("chosen", "lost"), [("p1:warden:1", 0), (m(1), 2)])
def test_iron_will_for_a_die_of_yours_and_2_life_unless_it_is_a_shield(
    chosen: str, lost: int
) -> None:
    """31imw: the chosen die of its player's gains Iron Will this turn (DM-14.2); its player
    loses 2 life (DM-12.4) unless the die is of a Shield card: a Sidekick is not."""
    fort = action_card("fort", *records("31imw"))
    warden = character("warden", 1, 1, energy_types=["shield"])
    g = with_action(fort, warden)
    g.arrange(0, "field", ["p1:warden:1"], face=0)
    life = g.life(0)
    use(g, "fort", chosen)
    resolve_all(g)
    assert "iron_will" in _keywords(g, chosen)
    assert life - g.life(0) == lost


def test_ko_d_it_rerolls_every_field_die_and_kos_those_on_energy() -> None:
    """11hq: when its die is KO'd (here blocking), every character die in the Field Zone,
    either player's, is rerolled (DM-22.1); each that lands on an energy face is KO'd
    (to its owner's Prep Area), each that lands on a character face stays (near miss)."""
    jester = character("jester", 1, 1, abilities=records("11hq"))
    brute = character("brute", 3, 3)
    other = character("other", 1, 3)
    g = blocking([brute, other], [jester])
    g.attack("p1:brute:1")
    g.block(("p2:jester:1", "p1:brute:1"))
    g.pass_all()
    resolve_all(g)
    assert g.pending.kind == "roll"
    faces = {d: CHAR if d.startswith("p2:sidekick") else 0 for d in g.pending.dice}
    faces["p1:other:1"] = ENERGY
    g.roll(faces)
    resolve_all(g)
    assert "p1:other:1" in g.zone(0, "prep")
    assert "p1:brute:1" not in g.zone(0, "prep")
    assert c(5) not in g.zone(1, "prep")


def test_opposing_evil_dice_are_bound_to_block_it() -> None:
    """17toa: when its die attacks, each opposing Evil character die must block it if able
    (DM-14.2): declaring no blocks, or that Evil die on another attacker, is refused; a die
    of no alignment stays free (near miss)."""
    ranger = character("ranger", 2, 5, abilities=records("17toa"))
    fiend = character("fiend", 1, 1, alignment="evil")
    g = blocking([ranger, character("brute", 2, 5)], [fiend])
    g.attack("p1:ranger:1", "p1:brute:1")
    resolve_all(g)
    with pytest.raises(IllegalAction):
        g.block()
    with pytest.raises(IllegalAction):
        g.block(("p2:fiend:1", "p1:brute:1"))
    g.block(("p2:fiend:1", "p1:ranger:1"), (c(5), "p1:brute:1"))
    assert g.state.combat is not None


@pytest.mark.parametrize(("blocker", "face"), [("p2:scout:1", 2), (c(5), 0)])
def test_an_x_men_die_kod_sends_every_rachel_to_level_3(blocker: str, face: int) -> None:
    """49xmf: while active, when an X-Men character die of a card of another name is KO'd
    (here Chris's own, blocking), each of his Rachel Summers dice goes to level 3 (DM-21);
    a Sidekick's KO does nothing (near miss)."""
    rachel = character("rachel", 1, 5, name="Rachel Summers", affiliations=["xmen"])
    rachel["abilities"] = records("49xmf")
    scout = character("scout", 1, 1, affiliations=["xmen"])
    g = blocking([character("brute", 3, 3)], [rachel, scout])
    g.attack("p1:brute:1")
    g.block((blocker, "p1:brute:1"))
    g.pass_all()
    resolve_all(g)
    assert blocker in g.zone(1, "prep")
    assert g.face("p2:rachel:1") == face


def _bought(code: str, card: dict[str, Any], answer: str) -> Game:
    """Michele buys a 1-cost die of `card` with one Fist while a die of the card with the
    entry `code` is in her Field Zone; if she is asked, she answers `answer` (paying a Fist
    to accept)."""
    keeper = character("keeper", 1, 1, abilities=records(code), id=code)
    g = table([keeper, {**card, "cost": 1}], [])
    g.buy(card["id"], (m(1), "fist"))
    if g.pending.kind == "choose_target":
        paid = ((m(2), ("fist",)),) if answer == ACCEPT else ()
        g.do(A.ChooseTarget(player=0, target=answer, paid=paid))
    return g


def test_a_villain_bought_may_go_to_the_bag_for_1_and_boost_the_card() -> None:
    """57thor: buying a Villain character die, its player pays one more energy: the die goes
    into the bag, not the Used Pile (DM-8.8 replaced), and the card's die gets +1A +1D."""
    g = _bought("57thor", character("imp", 1, 1, affiliations=["villain"]), ACCEPT)
    assert "p1:imp:2" in g.zone(0, "bag")
    assert g.state.dice["p1:57thor:1"].modifiers
    assert _attack(g, "p1:57thor:1") == 2


@pytest.mark.parametrize(
    ("card", "answer"),
    [(character("imp", 1, 1, affiliations=["villain"]), DECLINE), (character("pal", 1, 1), "")],
)
def test_declined_or_not_a_villain_the_bought_die_goes_to_the_used_pile(
    card: dict[str, Any], answer: str
) -> None:
    """Near misses: declined, or a die of no Villain card bought: nothing is asked or done."""
    g = _bought("57thor", card, answer)
    assert f"p1:{card['id']}:2" in g.zone(0, "used")
    assert _attack(g, "p1:57thor:1") == 1


def test_a_non_villain_bought_for_1_more_goes_to_the_bag_and_gives_2a() -> None:
    """47skc: the same shape for a character die of a card that is no Villain: +2A only."""
    g = _bought("47skc", character("pal", 1, 1), ACCEPT)
    assert "p1:pal:2" in g.zone(0, "bag")
    assert _attack(g, "p1:47skc:1") == 3
    g = _bought("47skc", character("imp", 1, 1, affiliations=["villain"]), "")
    assert "p1:imp:2" in g.zone(0, "used")


def _lois(answer: str) -> Game:
    lois = character("lois", 1, 1, abilities=records("118skc"))
    g = table([lois], [])
    g.arrange(0, "reserve", ["p1:lois:2"], face=0)
    g.field("p1:lois:2")
    assert g.pending.kind == "choose_target" and DECLINE in g.pending.options
    g.do(A.ChooseTarget(player=0, target=answer))
    resolve_all(g)
    return g


def _locks(g: Game) -> set[tuple[str, str]]:
    return {(x.effect, x.target) for x in g.state.lasting}


def test_a_die_targeted_cannot_block_and_then_this_die_cannot_attack() -> None:
    """118skc: a targeted die can't block this turn (DM-14.2); having targeted one, the
    fielded die itself can't attack this turn."""
    locks = _locks(_lois(c(5)))
    assert ("cant_block", c(5)) in locks
    assert ("cant_attack", "p1:lois:2") in locks


def test_no_target_no_lock_on_either() -> None:
    """Near miss: "up to 1": with no die targeted, this die may attack."""
    assert _locks(_lois(DECLINE)) == set()


def test_every_mousers_die_gets_2a_and_fields_for_nothing() -> None:
    """5tmnt: while active, each die of a card named Mousers, either player's, gets +2A
    (DM-14.3) and has no fielding cost (DM-8.10); a die of another name neither (near miss);
    nor once the card is not active."""
    baxter = character("baxter", 1, 1, abilities=records("5tmnt"))
    mine = character("mine", 1, 1, name="Mousers")
    theirs = character("theirs", 1, 1, name="Mousers")
    other = character("other", 1, 1)
    for card in (mine, theirs, other):
        card["faces"][0]["cost"] = 2
    g = table([baxter, mine, other], [theirs])
    assert _attack(g, "p1:mine:1") == _attack(g, "p2:theirs:1") == 3
    assert _attack(g, "p1:other:1") == 1
    assert _fielding(g, 0, "p1:mine:1") == _fielding(g, 1, "p2:theirs:1") == 0
    assert _fielding(g, 0, "p1:other:1") == 2
    g.arrange(0, "used", ["p1:baxter:1"])
    assert _attack(g, "p1:mine:1") == 1
    assert _fielding(g, 0, "p1:mine:1") == 2


def _attack(g: Any, die: str) -> int:
    return attack_of(g.state, g.state.dice[die])


def _fielding(g: Any, player: int, die: str) -> int:
    return field_cost(g.state, player, g.state.dice[die], 2)
