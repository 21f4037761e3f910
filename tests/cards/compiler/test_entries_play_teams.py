"""Entries written for the published teams (tests/games/data/real_teams.txt) played by the
engine: each entry's records, put on a card of our own naming, do what its note says. No
printed text."""

from __future__ import annotations

from typing import Any

import pytest

from cards.compiler.entries import shipped
from games.engine import IllegalAction
from games.engine import actions as A
from games.engine import errors as E
from games.engine import events as ev
from games.engine.abilities.stats import stats
from games.engine.abilities.targets import ACCEPT, target_options
from games.engine.model.evolve import evolve
from games.engine.model.state import Zone
from tests.cards.compiler.test_entries_play import fielding, resolve_all
from tests.engine.helpers import (
    ACTION0,
    BOLT,
    CHAR,
    COUNTERSTRIKE,
    FIST,
    Game,
    bac,
    c,
    cards_with,
    m,
)
from tests.engine.keywords.common import FOE, boost, character


def records(code: str, where: str = "abilities") -> list[dict[str, Any]]:
    return [{k: v for k, v in r.items() if k != "line"} for r in shipped()[code][where]]


def _bought_after_fielding(abilities: list[dict[str, Any]]) -> tuple[Zone, Zone]:
    """Field a die of a card with `abilities`, then buy a die of each of two 1-cost
    characters (DM-8.7): where each bought die went."""
    recruiter = character("recruiter", 1, 1, abilities=abilities)
    crew = {**character("crew", 1, 1), "cost": 1}
    mate = {**character("mate", 1, 1), "cost": 1}
    g = fielding(recruiter, crew, mate)
    g.field("p1:recruiter:1")
    resolve_all(g)
    g.buy("crew", (m(2), "fist"))
    g.buy("mate", (m(3), "fist"))
    return g.state.dice["p1:crew:2"].zone, g.state.dice["p1:mate:2"].zone


def test_the_next_die_bought_after_fielding_goes_to_the_bag_and_only_that_one() -> None:
    """24dps: when fielded, the next die its player buys this turn goes to the bag instead
    of the Used Pile (DM-8.8 replaced by the card, DM-14.2); the one after goes as usual."""
    assert _bought_after_fielding(records("24dps")) == (Zone.BAG, Zone.USED)


def test_without_the_entry_a_bought_die_goes_to_the_used_pile() -> None:
    """Near miss: the same turn with a card without the entry (DM-8.8)."""
    assert _bought_after_fielding([]) == (Zone.USED, Zone.USED)


def _corsair(opposing: int) -> Any:
    """Michele fields a die of a card with 104dps's records, two Villain dice of hers and
    `opposing` of Chris's Sidekick character dice in the Field Zones."""
    corsair = character("corsair", 1, 1, abilities=records("104dps"))
    rogues = [character(n, 1, 1, affiliations=["villain"]) for n in ("thug", "brute")]
    g = fielding(corsair, *rogues)
    g.arrange(1, "field", [c(n) for n in range(5, 5 + opposing)], face=CHAR)
    g.field("p1:corsair:1")
    while g.pending.kind == "order_triggers":
        g.do(A.ChooseTrigger(player=0, index=0))
    return g


def test_one_villain_is_ko_d_while_the_opponent_has_three_dice() -> None:
    """104dps: when fielded, KO one targeted Villain character die (DM-13.1); a hero die is
    no option."""
    g = _corsair(3)
    assert g.pending.kind == "choose_target"
    options = set(target_options(g.state, g.state.triggers[0]) or ())
    assert options >= {"p1:thug:1", "p1:brute:1"} and not options & {c(5), "p1:corsair:1"}
    g.target("p1:thug:1")
    assert "p1:thug:1" not in g.zone(0, "field") and "p1:brute:1" in g.zone(0, "field")


def test_two_villains_are_ko_d_while_the_opponent_has_four_dice() -> None:
    """104dps: with four or more opposing character dice in the Field Zone, two different
    targeted Villain character dice are KO'd instead (exactly two, DM-13.1)."""
    g = _corsair(4)
    assert g.pending.kind == "choose_target"
    with pytest.raises(IllegalAction):  # one is not enough while two are there
        g.do(A.ChooseTarget(player=0, split=(("p1:thug:1", 1),)))
    g.do(A.ChooseTarget(player=0, split=(("p1:thug:1", 1), ("p1:brute:1", 1))))
    assert not {"p1:thug:1", "p1:brute:1"} & g.zone(0, "field")


def _sweeper() -> tuple[Any, str, str]:
    """Michele fields a die of a card with 110wol's records; Chris's action die keeps an
    effect in force from his Field Zone (as a Continuous die does, DM-22.3), another of his
    action dice waits in his Reserve Pool."""
    sweeper = character("sweeper", 1, 1, abilities=records("110wol"))
    g = fielding(sweeper)
    kept, rolled = bac(COUNTERSTRIKE, 1), bac(COUNTERSTRIKE, 2)
    g.give(1, kept, to="field", face=0)
    g.give(1, rolled, to="reserve", face=0)
    keep = ev.EffectStarted("cant_be_blocked", "p2:sidekick:5", COUNTERSTRIKE, 1, "while:" + kept)
    g.state = evolve(g.state, keep)
    g.field("p1:sweeper:1")
    return g, kept, rolled


def test_an_action_die_in_the_field_zone_is_put_away_and_its_effect_ends() -> None:
    """110wol: when fielded, an action die in a Field Zone (chosen, not targeted) goes to
    its owner's Used Pile and what it kept in force ends (DM-14.2); a die in the Reserve
    Pool is no option (near miss)."""
    g, kept, rolled = _sweeper()
    assert g.pending.kind == "choose_target"
    assert kept in g.pending.options and rolled not in g.pending.options
    events = g.target(kept)
    assert kept in g.zone(1, "used") and rolled in g.zone(1, "reserve")
    assert ev.EffectEnded("cant_be_blocked", "p2:sidekick:5", COUNTERSTRIKE) in events


def _energized(code: str, brute_face: int) -> Any:
    """Michele rolls a die of a card with `code`'s records on its double energy face (5),
    with a die of another character of hers on `brute_face` and three Sidekicks on energy,
    in her first Roll and Reroll Step (Energize: keywords/energize.py)."""
    spark = character("spark", 1, 1, keywords=["energize"], abilities=records(code))
    brute = character("brute", 2, 2)
    g = Game(teams=((("spark", 2), ("brute", 2)), ((FOE, 2),)), cards=cards_with(spark, brute))
    g.start()
    g.give(0, "p1:spark:1")
    g.give(0, "p1:brute:1")
    g.draw(m(1), m(2), m(3))
    g.draw(m(4), to="oop")
    g.roll({"p1:spark:1": 5, "p1:brute:1": brute_face, m(1): FIST, m(2): FIST, m(3): FIST})
    g.reroll()
    return g


def test_energize_fields_a_rolled_character_die_for_free_on_its_top_level() -> None:
    """23dps: Energize fields one of its player's dice in the Reserve Pool showing a character
    face without paying, on its level 3 face (DM-8.12 fielding, "when fielded" follows)."""
    g = _energized("23dps", 0)
    assert g.pending.kind == "choose_target" and set(g.pending.options) == {"p1:brute:1"}
    g.target("p1:brute:1")
    assert "p1:brute:1" in g.zone(0, "field")
    assert g.state.dice["p1:brute:1"].face == 2  # level 3


def test_energize_fields_nothing_when_no_die_shows_a_character_face() -> None:
    """Near miss: a die on an energy face is not a character die to field (DM-8.12)."""
    g = _energized("23dps", FIST + 2)
    assert "p1:brute:1" in g.zone(0, "reserve") and not g.zone(0, "field")


def test_energize_may_turn_a_rolled_character_die_down_to_level_1() -> None:
    """94dps: Energize may spin one of its player's dice in the Reserve Pool from a level 3
    character face to its level 1 face (DM-21.2), which costs less to field."""
    g = _energized("94dps", 2)
    assert set(g.pending.options) == {"p1:brute:1", "decline"}  # "you may"
    g.target("p1:brute:1")
    assert "p1:brute:1" in g.zone(0, "reserve") and g.state.dice["p1:brute:1"].face == 0


def test_each_blocked_attacker_deals_1_more_to_the_defending_player() -> None:
    """27fus: used only after blockers are declared (DM-9.6), its player's opponent takes 1
    damage for each of the player's attackers that was blocked (one of two here); refused in
    the Main Step (near miss)."""
    blink = {"id": "blink", "name": "Blink", "kind": "basic_action", "abilities": records("27fus")}
    runner, jumper = character("runner", 2, 2), character("jumper", 2, 2)
    g = Game(
        teams=((("runner", 2), ("jumper", 2)), ((FOE, 2),)),
        bacs=(("blink",), ("counterstrike",)),
        cards=cards_with(runner, jumper, blink),
        first_player_may_attack_first_turn=True,
    )
    g.start()
    g.give(0, "p1:runner:1", to="field", face=0)
    g.give(0, "p1:jumper:1", to="field", face=0)
    g.arrange(1, "field", ["p2:sidekick:5"], face=CHAR)
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.give(0, bac("blink", 1), to="reserve", face=ACTION0)
    with pytest.raises(IllegalAction):
        g.do(A.UseActionDie(player=0, die=bac("blink", 1)))
    g.pass_all()
    g.attack("p1:runner:1", "p1:jumper:1")
    g.block(("p2:sidekick:5", "p1:runner:1"))
    life = g.life(1)
    g.do(A.UseActionDie(player=0, die=bac("blink", 1)))
    assert g.life(1) == life - 1


def _iceman() -> Any:
    """Michele's first turn, Main Step: two dice of a card with 9uxm's records in her Field
    Zone (2A at level 1), two Bolts and a Fist in her Reserve Pool, two Sidekicks of hers in
    her Field Zone; one of Chris's in his."""
    ice = {**character("ice", 2, 2), "abilities": records("9uxm"),
           "globals": records("9uxm", "globals")}  # fmt: skip
    g = Game(teams=((("ice", 2),), ((FOE, 2),)), cards=cards_with(ice))
    g.start()
    g.give(0, "p1:ice:1", to="field", face=0)
    g.give(0, "p1:ice:2", to="field", face=0)
    g.arrange(0, "field", [m(5), m(6)], face=CHAR)
    g.arrange(1, "field", [c(5)], face=CHAR)
    g.begin({m(1): BOLT, m(2): BOLT, m(3): FIST}, oop=m(4))
    return g


def _double(g: Any, die: str, bolt: str) -> None:
    g.do(A.UseAbility(player=0, die=die, ability=0))
    g.do(A.ChooseTarget(player=0, target=ACCEPT, paid=((bolt, ("bolt",)),)))


def test_each_die_may_pay_a_bolt_once_a_turn_to_double_its_attack() -> None:
    """9uxm: whenever a Global could be used (DM-8.18), a die pays one Bolt to double its own
    A; once per turn for each die, not for the card (001:L631-634: "you can do this for
    each Iceman die"); the same die twice is refused (near miss)."""
    g = _iceman()
    _double(g, "p1:ice:1", m(1))
    assert stats(g.state, g.state.dice["p1:ice:1"])[0] == 4
    assert stats(g.state, g.state.dice["p1:ice:2"])[0] == 2
    g.refuse(A.UseAbility(player=0, die="p1:ice:1", ability=0), E.GLOBAL_LIMIT)
    _double(g, "p1:ice:2", m(2))
    assert stats(g.state, g.state.dice["p1:ice:2"])[0] == 4


def test_the_global_turns_chosen_sidekicks_to_their_bolt_face() -> None:
    """9uxm's Global (001:L562-566): any number of its player's Sidekick dice turn to their
    Bolt face; one in the Field Zone goes to the Reserve Pool; one not chosen stays."""
    g = _iceman()
    g.do(A.UseGlobal(player=0, card="ice", ability=0, paid=((m(1), ("bolt",)),)))
    g.do(A.ChooseTarget(player=0, split=((m(5), 1), (m(3), 1))))
    assert {m(5), m(3)} <= g.zone(0, "reserve") and m(6) in g.zone(0, "field")
    assert g.state.dice[m(5)].face == BOLT and g.state.dice[m(3)].face == BOLT


def test_a_fielded_die_may_swap_its_a_with_an_opposing_die() -> None:
    """49dps: when fielded, its player may have it and one targeted opposing character die
    exchange their A (effects/swap_attack.py); declining changes nothing (near miss)."""
    for take in (True, False):
        rogue = character("rogue", 1, 3, abilities=records("49dps"))
        g = fielding(rogue)
        g.arrange(1, "field", [c(5), c(6)], face=CHAR)
        boost(g, c(5), attack=3)
        theirs = stats(g.state, g.state.dice[c(5)])[0]
        g.field("p1:rogue:1")
        assert set(g.pending.options) >= {c(5), c(6), "decline"}
        g.target(c(5) if take else "decline")
        got = (stats(g.state, g.state.dice["p1:rogue:1"])[0], stats(g.state, g.state.dice[c(5)])[0])
        assert got == ((theirs, 1) if take else (1, theirs))


def test_an_opposing_character_die_is_spun_to_its_single_energy_face() -> None:
    """127dps: when fielded, an opposing character die (chosen, not targeted) in a Field Zone
    or the Reserve Pool turns to its face of one energy symbol; from the Field Zone it goes
    to the Reserve Pool. A Sidekick (single faces of four energy types) is no option."""
    prof = character("prof", 1, 5, abilities=records("127dps"))
    g = fielding(prof)
    foe_field, foe_reserve = f"p2:{FOE}:1", f"p2:{FOE}:2"
    g.give(1, foe_field, to="field", face=0)
    g.give(1, foe_reserve, to="reserve", face=0)
    g.arrange(1, "field", [c(5)], face=CHAR)
    g.field("p1:prof:1")
    assert g.pending.kind == "choose_target"
    assert set(g.pending.options) == {foe_field, foe_reserve}
    g.target(foe_field)
    die = g.state.dice[foe_field]
    face = g.state.cards[FOE].faces[die.face]  # type: ignore[index]
    assert foe_field in g.zone(1, "reserve") and len(getattr(face, "symbols", ())) == 1
