"""Per-card entries of lane ea (sets ai ... gotg) played by the engine, as in
test_entries_play.py: KO'd dice sent on to the Used Pile, a die spun to its Bolt face, action
dice that lower costs and last the turn, a draw whose die decides a bonus. Our own cards and
wording; only names and affiliations the entries filter on."""

from __future__ import annotations

import pytest

from games.engine import IllegalAction
from games.engine import actions as A
from games.engine.abilities.costs import field_cost, global_cost, purchase_cost
from games.engine.abilities.filters import FILTERS
from games.engine.abilities.stats import defense_of
from games.engine.abilities.texts import keywords_of
from tests.cards.compiler.helpers import grammar_records
from tests.cards.compiler.test_entries_play import (
    FREE_FIRST,
    TWO_BACS,
    attack_now,
    blocking,
    records,
    resolve_all,
    table,
)
from tests.engine.effects.common import action_card, effect, use, with_action
from tests.engine.helpers import (
    ACTION0,
    ACTION1,
    BOLT,
    CHAR,
    FIST,
    MASK,
    SHIELD,
    Game,
    bac,
    c,
    cards_with,
    m,
)
from tests.engine.keywords.common import FOE, character

DOUBLE_FIST = 5  # a test character's (fist)(fist) face (keywords/common.py `character`)


def _out(g: Game, player: int, die: str) -> bool:
    """The die went on to its owner's Used Pile (Out of Play when KO'd in its owner's own
    turn, 000:L182-186), not to the Prep Area."""
    return die in g.zone(player, "used") | g.zone(player, "oop")


def _combat(g: Game, attacker: str, blocker: str) -> Game:
    g.attack(attacker)
    g.block((blocker, attacker))
    g.pass_all()
    resolve_all(g)
    return g


def test_blocking_it_sends_the_attacker_it_kos_to_the_used_pile() -> None:
    """10gaf: an attacker KO'd by the combat damage (DM-9.7) of this card's blocking die goes
    on to the Used Pile, not the Prep Area (DM-9.11 beaten by the card, DM-12.1)."""
    g = blocking([character("imp", 1, 1)], [character("cyborg", 3, 5, abilities=records("10gaf"))])
    _combat(g, "p1:imp:1", "p2:cyborg:1")
    assert _out(g, 0, "p1:imp:1") and "p1:imp:1" not in g.zone(0, "prep")


def test_attacking_the_blocker_it_kos_goes_to_the_prep_area() -> None:
    """Near miss: its die attacks (it is not blocking): the blocker it KOs goes to the Prep
    Area as DM-9.11 says."""
    g = blocking([character("cyborg", 3, 5, abilities=records("10gaf"))], [character("imp", 1, 1)])
    _combat(g, "p1:cyborg:1", "p2:imp:1")
    assert "p2:imp:1" in g.zone(1, "prep")


def _ras(blocker: dict) -> Game:
    """Michele has a 105bat die in the Field Zone and attacks with a 3A die; Chris's
    `blocker` (1D) blocks it and is KO'd by its combat damage."""
    ras = character("ras", 1, 1, abilities=records("105bat"), affiliations=["villain"])
    g = blocking([ras, character("brute", 3, 3)], [blocker])
    return _combat(g, "p1:brute:1", f"p2:{blocker['id']}:1")


def test_while_active_an_opposing_non_villain_kod_in_combat_goes_to_the_used_pile() -> None:
    """105bat: while its card is active (DM-18.1), an opponent's non-Villain character die
    KO'd by combat damage goes to the Used Pile instead of the Prep Area."""
    g = _ras(character("hero", 1, 1))
    assert "p2:hero:1" in g.zone(1, "used")


def test_an_opposing_villain_kod_in_combat_goes_to_the_prep_area() -> None:
    """Near miss: the KO'd die is a Villain's: DM-9.11 as ever."""
    g = _ras(character("thug", 1, 1, affiliations=["villain"]))
    assert "p2:thug:1" in g.zone(1, "prep")


def test_a_non_villain_kod_by_an_action_goes_to_the_prep_area() -> None:
    """Near miss: KO'd by an action die's damage, not combat damage: the Prep Area."""
    ras = character("ras", 1, 1, abilities=records("105bat"), affiliations=["villain"])
    zap = action_card("zap", {"effects": [effect("deal_damage", "target_die", amount=1)]})
    g = with_action(zap, ras)
    g.give(0, "p1:ras:1", to="field", face=0)
    use(g, "zap", c(5))
    resolve_all(g)
    assert c(5) in g.zone(1, "prep")


def _storm() -> Game:
    """Michele fields a 37dp die; Chris has a die with a single-Bolt face showing its
    (fist)(fist) face in his Reserve Pool, and a die with no Bolt face showing energy too."""
    sparky = character("sparky", 1, 1)
    sparky["faces"][3] = {"kind": "energy", "symbols": ["bolt"]}
    g = table(
        [character("storm", 1, 1, abilities=records("37dp"))], [sparky, character("dull", 1, 1)]
    )
    g.arrange(1, "reserve", ["p2:sparky:2", "p2:dull:2"], face=DOUBLE_FIST)
    g.arrange(0, "reserve", ["p1:storm:2"], face=0)
    g.field("p1:storm:2")
    return g


def test_fielded_it_spins_an_opposing_reserve_die_to_its_bolt_face() -> None:
    """37dp: fielded (DM-15), a targeted die showing energy in the opponent's Reserve Pool
    turns to a face showing one Bolt (DM-13.1, DM-2.1)."""
    g = _storm()
    assert g.pending.kind == "choose_target"
    g.target("p2:sparky:2")
    resolve_all(g)
    assert g.face("p2:sparky:2") == 3 and "p2:sparky:2" in g.zone(1, "reserve")


def test_a_die_with_no_bolt_face_or_its_own_is_no_target() -> None:
    """Near misses: a die with no Bolt face cannot be spun to one, and a die of its own
    player's or one in the Field Zone is no opponent's Reserve Pool die."""
    g = _storm()
    options = set(g.pending.options)
    assert "p2:sparky:2" in options
    assert not options & {"p2:dull:2", m(1), "p2:sparky:1", c(5)}


AVENGER = {"affiliations": ["avengers"]}


# 5ai's two lines the grammar reads, in our own words (its entry keeps the Global)
_ID_CARDS = {
    "5ai": grammar_records(
        [
            "Your (av) character dice get +2A and +2D (until the end of the turn).",
            "(burst)/(burst)(burst) Also, Prep a die from your bag.",
        ],
        kind="action",
        icons={"av": "avengers"},
    )
}


def _id_cards(code: str, field_cost: int = 0) -> Game:
    """Michele uses an action die with `code`'s entry; she has an Avengers die and another
    die in the Field Zone (cards of cost 3, their level-1 faces of `field_cost`)."""
    card = {
        **action_card("idcard"),
        "abilities": _ID_CARDS.get(code) or records(code),
        "globals": records(code, "globals"),
    }
    cap, joe = character("cap", 1, 1, cost=3, **AVENGER), character("joe", 1, 1, cost=3)
    for made in (cap, joe):
        made["faces"][0] = {**made["faces"][0], "cost": field_cost}
    g = with_action(card, cap, joe)
    g.give(0, "p1:cap:1", to="field", face=0)
    g.give(0, "p1:joe:1", to="field", face=0)
    return g


def test_the_id_card_gives_her_avengers_2a_2d() -> None:
    """5ai: its player's Avengers character dice get +2A and +2D this turn (DM-14.1). Near
    misses: her die of no Avengers card, and the opponent's Sidekick."""
    g = _id_cards("5ai")
    use(g, "idcard")
    resolve_all(g)
    assert attack_now(g, "p1:cap:1") == 3
    assert attack_now(g, "p1:joe:1") == 1 and attack_now(g, c(5)) == 1


def test_the_id_card_global_makes_her_reserve_die_an_avenger() -> None:
    """5ai's Global (DM-8.16): paying one Mask, a targeted character die of hers in the
    Reserve Pool gains the Avengers affiliation this turn. Near misses: Chris's die is no
    option, and her die not chosen stays as it was."""
    g = _id_cards("5ai")
    g.arrange(0, "reserve", [m(2)], face=MASK)
    g.give(0, "p1:joe:2", to="reserve", face=0)
    g.use_global("idcard", (m(2), "mask"))
    assert g.pending.kind == "choose_target"
    assert "p1:joe:2" in g.pending.options and c(5) not in g.pending.options
    g.target("p1:joe:2")
    resolve_all(g)
    joe = g.state.dice["p1:joe:2"]
    assert FILTERS["affiliation"](g.state, joe, "avengers")
    assert not FILTERS["affiliation"](g.state, g.state.dice["p1:joe:1"], "avengers")


def test_the_priority_id_card_makes_her_avengers_free_to_field_and_cheaper() -> None:
    """4ai: this turn her Avengers character dice are free to field (DM-8.10) and cost one
    less to buy (DM-8.7). Near misses: a die of no Avengers card still costs its fielding
    cost and its price."""
    g = _id_cards("4ai", field_cost=2)
    use(g, "idcard")
    resolve_all(g)
    state = g.state
    assert purchase_cost(state, 0, state.cards["cap"], state.dice["p1:cap:2"]) == 3 - 1
    assert purchase_cost(state, 0, state.cards["joe"], state.dice["p1:joe:2"]) == 3
    g.give(0, "p1:joe:2", to="reserve", face=0)
    with pytest.raises(IllegalAction):
        g.field("p1:joe:2")
    g.arrange(0, "reserve", ["p1:cap:1"], face=0)
    g.field("p1:cap:1")
    assert "p1:cap:1" in g.zone(0, "field")


@pytest.mark.parametrize("code", ["22aiw", "23aiw"])
def test_the_portal_makes_her_dice_free_and_each_non_sidekick_fielded_preps_one(code: str) -> None:
    """22aiw / 23aiw: this turn (an action die's effect lasts the turn, DM-14.1) her
    character dice are free to field, and each non-Sidekick character die she fields preps
    one die (from her bag; 23aiw: one of her Used Pile). Near miss: fielding a Sidekick die
    preps nothing."""
    g = with_action({**action_card("portal"), "abilities": records(code)}, character("orc", 1, 1))
    use(g, "portal")
    resolve_all(g)
    g.arrange(0, "reserve", [m(2)], face=CHAR)
    g.field(m(2))
    resolve_all(g)
    assert g.pending.kind == "priority"
    g.give(0, "p1:orc:1", to="reserve", face=0)
    g.give(0, "p1:orc:2", to="used")
    g.field("p1:orc:1")
    if code == "22aiw":
        assert g.pending.kind == "draw" and g.pending.to == "prep"
        g.draw(m(5), to="prep")
        assert m(5) in g.zone(0, "prep")
    else:
        assert g.pending.kind == "choose_target" and "p1:orc:2" in g.pending.options
        g.target("p1:orc:2")
        resolve_all(g)
        assert "p1:orc:2" in g.zone(0, "prep")


def _captain(drawn: str) -> Game:
    """Michele has a 15ai die in the Field Zone and a die of it in her bag; an action KOs her
    fielded Sidekick (m1) and she draws `drawn` for the card's ability."""
    zap = action_card("zap", {"effects": [effect("deal_damage", "target_die", amount=1)]})
    g = with_action(zap, character("15ai", 1, 1, abilities=records("15ai")))
    g.give(0, "p1:15ai:1", to="field", face=0)
    g.give(0, "p1:15ai:2", to="bag")
    use(g, "zap", m(1))
    resolve_all(g)
    assert g.pending.kind == "draw"
    g.draw(drawn, to=g.pending.to)
    resolve_all(g)
    return g


def test_her_sidekick_kod_preps_a_drawn_die_and_a_non_sidekick_gives_1a_1d() -> None:
    """15ai: while its card is active, her Sidekick character die KO'd (DM-16.4) preps a die
    drawn from her bag; that die is no Sidekick, so this card's dice get +1A and +1D this
    turn (DM-14.1)."""
    g = _captain("p1:15ai:2")
    assert "p1:15ai:2" in g.zone(0, "prep")
    assert attack_now(g, "p1:15ai:1") == 2


def test_a_drawn_sidekick_is_prepped_with_no_bonus() -> None:
    """Near miss: the drawn die is a Sidekick die: prepped all the same, no +1A."""
    g = _captain(m(5))
    assert m(5) in g.zone(0, "prep")
    assert attack_now(g, "p1:15ai:1") == 1


def test_an_opposing_sidekick_kod_draws_nothing() -> None:
    """Near miss: Chris's Sidekick KO'd is no die of hers: nothing is drawn."""
    zap = action_card("zap", {"effects": [effect("deal_damage", "target_die", amount=1)]})
    g = with_action(zap, character("15ai", 1, 1, abilities=records("15ai")))
    g.give(0, "p1:15ai:1", to="field", face=0)
    use(g, "zap", c(5))
    resolve_all(g)
    assert c(5) in g.zone(1, "prep") and g.pending.kind != "draw"


def _jean(xmen: bool) -> Game:
    """Michele has a 115dps die (its level-1 face costs 3 to field) in the Field Zone, one in
    her Reserve Pool, and a die of another card, of the X-Men or not, in the Field Zone."""
    jean = character("115dps", 1, 1, abilities=records("115dps"), affiliations=["xmen"])
    jean["faces"][0] = {**jean["faces"][0], "cost": 3}
    pal = character("pal", 1, 1, affiliations=["xmen"] if xmen else [])
    g = table([jean, pal], [])
    g.arrange(0, "reserve", ["p1:115dps:2"], face=0)
    return g


def test_with_another_xmen_die_it_is_free_and_the_opponents_globals_cost_1_more() -> None:
    """115dps: while its player has an X-Men character die of another card in the Field
    Zone, this card's dice are free to field (DM-8.10); while it is active, the opponent's
    Globals cost 1 more (DM-8.16) and its player's do not (near miss)."""
    g = _jean(xmen=True)
    die = g.state.dice["p1:115dps:2"]
    assert field_cost(g.state, 0, die, 3) == 0
    assert global_cost(g.state, 1, 1) == 2 and global_cost(g.state, 0, 1) == 1


def test_with_no_other_xmen_die_it_costs_its_fielding_cost() -> None:
    """Near misses: no X-Men die of another card (its own active die does not count): the
    printed cost; and with the card no longer active, Globals cost as printed."""
    g = _jean(xmen=False)
    assert field_cost(g.state, 0, g.state.dice["p1:115dps:2"], 3) == 3
    g.arrange(0, "used", ["p1:115dps:1"])
    assert global_cost(g.state, 1, 1) == 1


def _grodd(code: str) -> dict:
    return character("grodd", 2, 2, abilities=records(code), globals=records(code, "globals"))


@pytest.mark.parametrize("code", ["97gaf", "104gaf"])
def test_only_a_crossover_die_may_block_it(code: str) -> None:
    """97gaf / 104gaf: only Crossover character dice (of cards with two energy types) may
    block this card's dice (DM-9.3 narrowed by the card). Near miss: a one-type die is
    refused."""
    xover = character("xover", 1, 1, energy_types=["fist", "bolt"])
    g = blocking([_grodd(code)], [xover, character("plain", 1, 1, energy_types=["fist"])])
    g.attack("p1:grodd:1")
    with pytest.raises(IllegalAction):
        g.block(("p2:plain:1", "p1:grodd:1"))
    g.block(("p2:xover:1", "p1:grodd:1"))
    assert "p1:grodd:1" in g.state.combat.blocked


@pytest.mark.parametrize(("code", "face"), [("97gaf", FIST), ("104gaf", BOLT)])
def test_its_free_global_turns_her_sidekick_to_an_energy_face_once_a_turn(
    code: str, face: int
) -> None:
    """97gaf / 104gaf's Global (DM-8.16), for nothing: one of her Sidekick character dice
    turns to its Fist (Bolt) face and goes to her Reserve Pool (DM-2.1). Near misses: Chris's
    Sidekick is no option, and a second use the same turn is refused."""
    g = table([_grodd(code)], [])
    g.use_global("grodd")
    assert g.pending.kind == "choose_target"
    assert m(5) in g.pending.options and c(5) not in g.pending.options
    g.target(m(5))
    resolve_all(g)
    assert g.face(m(5)) == face and m(5) in g.zone(0, "reserve")
    with pytest.raises(IllegalAction):
        g.use_global("grodd")


def _shields(face: int) -> Game:
    """Michele uses a 54ai action die showing `face` (0, 1 or 2 bursts) on her two fielded
    dice; Chris has his Sidekick in the Field Zone."""
    shields = {**action_card("shields"), "abilities": [*_RAISED, *records("54ai")]}
    g = with_action(shields, character("a", 1, 1), character("b", 1, 1))
    g.give(0, "p1:a:1", to="field", face=0)
    g.give(0, "p1:b:1", to="field", face=0)
    g.arrange(0, "reserve", [bac("shields", 1)], face=face)
    g.do(A.UseActionDie(player=0, die=bac("shields", 1)))
    assert g.pending.kind == "choose_target" and c(5) not in g.pending.options
    with pytest.raises(IllegalAction):  # exactly two (DM-13.1)
        g.do(A.ChooseTarget(player=0, split=(("p1:a:1", 1),)))
    g.do(A.ChooseTarget(player=0, split=(("p1:a:1", 1), ("p1:b:1", 1))))
    resolve_all(g)
    return g


def _overcrush(g: Game, die: str) -> bool:
    return "overcrush" in {k.name for k in keywords_of(g.state, g.state.dice[die])}


def test_with_a_burst_the_two_targets_also_gain_overcrush() -> None:
    """54ai: two targeted dice of hers get +1A and +1D (DM-14.1); on a face with one burst
    (DM-17.3) the same two also gain Overcrush this turn."""
    g = _shields(ACTION1)
    assert attack_now(g, "p1:a:1") == 2 and attack_now(g, "p1:b:1") == 2
    assert _overcrush(g, "p1:a:1") and _overcrush(g, "p1:b:1")


def test_with_no_burst_they_gain_no_overcrush() -> None:
    """Near miss: no burst: +1A and +1D only."""
    g = _shields(ACTION0)
    assert attack_now(g, "p1:a:1") == 2 and not _overcrush(g, "p1:a:1")


# dead-entry lines in our own words, as the grammar reads them (54ai's first, 110gaf's two)
_RAISED = grammar_records(["Two target character dice you control get +1A and +1D."], kind="action")
_LABS = grammar_records(
    [
        "Your (bolt) character dice gain Fast, and your (shield) character dice get +2D"
        " (until end of turn).",
        "(burst)/(burst)(burst) Instead, your (bolt) and (shield) character dice get +2D and"
        " gain Fast (until end of turn).",
    ],
    kind="action",
)


def _labs(face: int) -> Game:
    """Michele uses a 110gaf action die showing `face`; she has a Bolt, a Shield and a Fist
    character die in the Field Zone."""
    labs = {
        **action_card("labs"),
        "abilities": _LABS,
        "globals": records("110gaf", "globals"),
    }
    volt = character("volt", 1, 1, energy_types=["bolt"])
    wall = character("wall", 1, 1, energy_types=["shield"])
    g = with_action(labs, volt, wall)
    g.give(0, "p1:volt:1", to="field", face=0)
    g.give(0, "p1:wall:1", to="field", face=0)
    g.arrange(0, "reserve", [bac("labs", 1)], face=face)
    use(g, "labs")
    resolve_all(g)
    return g


def _fast(g: Game, die: str) -> bool:
    return "fast" in {k.name for k in keywords_of(g.state, g.state.dice[die])}


def test_labs_gives_bolt_dice_fast_and_shield_dice_2d() -> None:
    """110gaf: this turn her Bolt character dice gain Fast and her Shield ones get +2D
    (DM-14.1). Near misses: the Bolt die gets no D, the Shield die no Fast, her Sidekick
    (a die of no such card) nothing."""
    g = _labs(ACTION0)
    state = g.state
    assert _fast(g, "p1:volt:1") and not _fast(g, "p1:wall:1") and not _fast(g, m(1))
    assert defense_of(state, state.dice["p1:wall:1"]) == 3
    assert defense_of(state, state.dice["p1:volt:1"]) == 1


def test_labs_with_a_burst_gives_both_kinds_2d_and_fast() -> None:
    """110gaf with one burst (DM-17.3, instead): her Bolt and Shield character dice all get
    +2D and gain Fast."""
    g = _labs(ACTION1)
    state = g.state
    assert _fast(g, "p1:volt:1") and _fast(g, "p1:wall:1")
    assert defense_of(state, state.dice["p1:volt:1"]) == 3
    assert defense_of(state, state.dice["p1:wall:1"]) == 3


def test_labs_global_preps_one_used_sidekick_and_fields_another() -> None:
    """110gaf's Global (DM-8.16): paying one Bolt and one Shield, a Sidekick die of her Used
    Pile goes to her Prep Area and a different one is fielded (DM-8.12). Near miss: the
    first die is no option for the second choice."""
    g = _labs(ACTION0)
    g.arrange(0, "reserve", [m(2)], face=BOLT)
    g.arrange(0, "reserve", [m(3)], face=SHIELD)
    g.arrange(0, "used", [m(5), m(6)])
    g.use_global("labs", (m(2), "bolt"), (m(3), "shield"))
    assert g.pending.kind == "choose_target" and m(5) in g.pending.options
    g.target(m(5))
    assert g.pending.kind == "choose_target" and m(5) not in g.pending.options
    g.target(m(6))
    resolve_all(g)
    assert m(5) in g.zone(0, "prep") and m(6) in g.zone(0, "field")


@pytest.mark.parametrize(("attack", "bonus"), [(4, 3), (3, 0)])
def test_blocking_a_die_of_4a_or_more_it_gets_3a(attack: int, bonus: int) -> None:
    """4aiw: its die blocking a character die with 4A or more gets +3A (DM-14.1). Near miss:
    the attacker has 3A: nothing."""
    g = blocking(
        [character("ogre", attack, 5)], [character("brawl", 1, 9, abilities=records("4aiw"))]
    )
    g.attack("p1:ogre:1")
    g.block(("p2:brawl:1", "p1:ogre:1"))
    resolve_all(g)
    assert attack_now(g, "p2:brawl:1") == 1 + bonus


@pytest.mark.parametrize(("attack", "bonus"), [(4, 3), (3, 0)])
def test_blocked_by_a_die_of_4a_or_more_it_gets_3a(attack: int, bonus: int) -> None:
    """4aiw: its attacking die blocked by a character die with 4A or more gets +3A. Near
    miss: a 3A blocker."""
    g = blocking(
        [character("brawl", 1, 9, abilities=records("4aiw"))], [character("wall", attack, 9)]
    )
    g.attack("p1:brawl:1")
    g.block(("p2:wall:1", "p1:brawl:1"))
    resolve_all(g)
    assert attack_now(g, "p1:brawl:1") == 1 + bonus


def _gwen(chris: int) -> Game:
    """Michele fields a 90asm die with one other die of hers in the Field Zone (a
    Spider-Friends die); Chris has `chris` character dice there. Her second Spider-Friends
    die (fielding cost 2) and a die of another card (cost 2) wait in her Reserve Pool."""
    friends = {"affiliations": ["spideyfriends"]}
    gwen = character("gwen", 1, 1, abilities=records("90asm"), **friends)
    pal, other = character("pal", 1, 1, **friends), character("other", 1, 1)
    for made in (pal, other):
        made["faces"][0] = {**made["faces"][0], "cost": 2}
    foes = [character(f"foe{n}", 1, 1) for n in range(chris - 1)]
    g = table([gwen, pal, other], foes)
    g.arrange(0, "used", ["p1:gwen:1", "p1:other:1", m(5)])
    g.arrange(0, "reserve", ["p1:gwen:2"], face=0)
    g.arrange(0, "reserve", ["p1:pal:2", "p1:other:2"], face=0)
    g.field("p1:gwen:2")
    resolve_all(g)
    return g


def test_fielded_as_the_underdog_her_next_spider_friend_is_free() -> None:
    """90asm: fielded while she has fewer character dice than Chris (2 against 4: Underdog,
    003:L671), her next Spider-Friends character die fielded this turn costs nothing
    (DM-8.10). Near miss: a die of another card still costs 2."""
    g = _gwen(chris=4)
    with pytest.raises(IllegalAction):
        g.field("p1:other:2")
    g.field("p1:pal:2")
    assert "p1:pal:2" in g.zone(0, "field")


def test_fielded_with_as_many_dice_as_the_opponent_nothing_is_free() -> None:
    """Near miss: 2 against 2: no Underdog, the Spider-Friends die costs its 2."""
    g = _gwen(chris=2)
    with pytest.raises(IllegalAction):
        g.field("p1:pal:2")


def _guilliman(mates: int) -> Game:
    """Michele has a 41bfu die (card cost 3) and `mates` other Ultramarines character dice in
    the Field Zone, and three Fist energy in her Reserve Pool; a die of another card of
    fielding cost 2 waits in her Reserve Pool."""
    smurf = {"affiliations": ["ultramarines"]}
    guill = character("guill", 1, 1, cost=3, abilities=records("41bfu"), **smurf)
    guill["globals"] = FREE_FIRST
    costly = character("costly", 1, 1)
    costly["faces"][0] = {**costly["faces"][0], "cost": 2}
    g = table([guill, character("mate", 1, 1, **smurf), costly], [])
    g.arrange(0, "used", ["p1:costly:1"] + (["p1:mate:1"] if mates == 0 else []))
    g.arrange(0, "reserve", ["p1:costly:2"], face=0)
    return g


def test_bought_beside_another_ultramarine_it_goes_to_the_prep_area() -> None:
    """41bfu: bought (DM-8.7) while its player has two Ultramarines character dice in the
    Field Zone (the card's own active die counts), the die goes to her Prep Area."""
    g = _guilliman(mates=1)
    g.buy("guill", (m(1), "fist"), (m(2), "fist"), (m(3), "fist"))
    resolve_all(g)
    assert "p1:guill:2" in g.zone(0, "prep")


def test_bought_with_one_ultramarine_it_goes_to_the_used_pile() -> None:
    """Near miss: one Ultramarines die in the Field Zone: the Used Pile, as DM-8.7 says."""
    g = _guilliman(mates=0)
    g.buy("guill", (m(1), "fist"), (m(2), "fist"), (m(3), "fist"))
    resolve_all(g)
    assert "p1:guill:2" in g.zone(0, "used")


def test_its_global_frees_the_first_fielding_of_the_turn() -> None:
    """41bfu's Global (DM-8.16): paying one Shield, the first character die she fields this
    turn costs nothing (as 75skc's); near miss: without it, the die costs its 2."""
    g = _guilliman(mates=1)
    with pytest.raises(IllegalAction):
        g.field("p1:costly:2")
    g.arrange(0, "reserve", [m(1)], face=SHIELD)
    g.use_global("guill", (m(1), "shield"))
    resolve_all(g)
    g.field("p1:costly:2")
    assert "p1:costly:2" in g.zone(0, "field")


def _rogue(face: int, code: str = "151dps", brute_d: int = 4) -> Game:
    """Michele rolls a die of `code`'s entry (Energize) to `face` in her first Roll and
    Reroll Step; Chris has a 4A die (of `brute_d` D) in his Field Zone."""
    rogue = character("rogue", 1, 1, keywords=["energize"], abilities=records(code))
    brute = character("brute", 4, brute_d)
    g = Game(
        teams=((("rogue", 2),), (("brute", 2), (FOE, 2))),
        cards=cards_with(rogue, brute),
        bacs=TWO_BACS,
        team_format="standard",
    )
    g.start()
    g.give(1, "p2:brute:1", to="field", face=0)
    g.give(0, "p1:rogue:1")
    g.draw(m(1), m(2), m(3))
    g.draw(m(4), to="oop")
    g.roll({"p1:rogue:1": face, m(1): FIST, m(2): FIST, m(3): FIST})
    g.reroll()
    return g


def test_energized_it_sets_a_target_dies_a_to_0() -> None:
    """151dps: rolled on its double energy face (Energize, 000:L779), a targeted character
    die has 0A this turn (DM-14.1)."""
    g = _rogue(DOUBLE_FIST)
    assert g.pending.kind == "choose_target" and "p2:brute:1" in g.pending.options
    g.target("p2:brute:1")
    resolve_all(g)
    assert attack_now(g, "p2:brute:1") == 0


def test_on_a_single_energy_face_nothing_happens() -> None:
    """Near miss: its single Fist face is no Energize face: the die keeps its 4A."""
    g = _rogue(3)
    assert g.pending.kind != "choose_target"
    assert attack_now(g, "p2:brute:1") == 4
