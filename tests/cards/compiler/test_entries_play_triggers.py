"""Per-card entries of the trigger lane (issue 16) played by the engine: each entry's records,
put on a card of our own naming, do what its note says. No printed text: the records are
engine data, the cards and names here are ours."""

from __future__ import annotations

from typing import Any

from cards.compiler.entries import shipped
from games.engine import actions as A
from games.engine import errors as E
from tests.cards.compiler.helpers import NAME, grammar_records
from tests.cards.compiler.test_entries_play import fielding, resolve_all
from tests.engine.helpers import ACTION0, BOLT, CHAR, FIST, Game, bac, c, cards_with, m
from tests.engine.keywords.common import FOE, character, face_off


def records(code: str, where: str = "abilities") -> list[dict[str, Any]]:
    return [{k: v for k, v in r.items() if k != "line"} for r in shipped()[code].get(where, ())]


def _main(mine: dict[str, Any], *others: dict[str, Any]) -> Game:
    """Michele's first turn, Main Step: a die of `mine` (and of each of `others`) in her Field
    Zone, two Bolts and a Fist in her Reserve Pool; two of Chris's Sidekicks in his."""
    g = Game(teams=(tuple((x["id"], 2) for x in (mine, *others)), ((FOE, 2),)),
             cards=cards_with(mine, *others))  # fmt: skip
    g.start()
    for card in (mine, *others):
        g.give(0, f"p1:{card['id']}:1", to="field", face=0)
    g.arrange(1, "field", [c(5), c(6)], face=CHAR)
    g.begin({m(1): BOLT, m(2): BOLT, m(3): FIST}, oop=m(4))
    return g


def test_a_bolt_once_a_turn_for_3_damage_to_a_die_of_no_mystic_card() -> None:
    """4drs: whenever a Global could be used, once per turn, a Bolt pays for 3 damage to a
    targeted character die of a non-Mystic card; a Mystic die is no target (near miss), and
    a second use this turn is refused."""
    # the record the grammar reads 4drs's line to (its entry is needless now; our own words
    # for that line would repeat the construct's long fixed opening)
    window = {
        "trigger": "global_window", "first_time_each_turn": True, "while_active": "self",
        "pay": 1, "pay_types": ["bolt"],
        "effects": [{"op": "deal_damage", "amount": 3, "target": "target_die",
                     "filters": {"not_affiliation": "mystic"}}],
    }
    seer = character("seer", 1, 3, affiliations=["mystic"], abilities=[window])  # fmt: skip
    g = _main(seer)
    g.arrange(1, "field", [f"p2:{FOE}:1"], face=0)
    g.do(A.UseAbility(player=0, die="p1:seer:1", ability=0))
    assert "p1:seer:1" not in g.pending.options and c(5) in g.pending.options
    g.do(A.ChooseTarget(player=0, target=c(5), paid=((m(1), ("bolt",)),)))
    resolve_all(g)
    assert c(5) not in g.zone(1, "field")  # KO'd (a Sidekick goes to its Prep Area)
    g.refuse(A.UseAbility(player=0, die="p1:seer:1", ability=0), E.GLOBAL_LIMIT)


def test_the_first_ko_of_another_die_of_yours_spins_this_card_up_once_a_turn() -> None:
    """83aou: the first time each turn (DM-15.5) another card's die of its player is KO'd,
    the card's die spins up one level."""
    giant = character("83aou", 1, 1, abilities=records("83aou"))  # (its filter names its code)
    g = face_off([giant, character("pal", 1, 1)], [character("wall", 5, 5)])
    g.give(0, "p1:pal:2", to="field", face=0)
    g.attack("p1:pal:1", "p1:pal:2")
    g.block(("p2:wall:1", "p1:pal:1"))
    g.pass_all()
    resolve_all(g)
    assert g.face("p1:83aou:1") == 1  # level 2 (face 1)


def test_an_opposing_sidekick_ko_costs_the_opponent_one_life_once_for_the_card() -> None:
    """85uxm line 0: while active, an opposing Sidekick die KO'd: its player loses 1 life;
    Michele's own die KO'd is no occasion (near miss)."""
    line = f"While {NAME} is active, when an opposing Sidekick is KO'd, your opponent loses 1 life."
    hulk = character("hulk", 5, 5, abilities=grammar_records([line]))
    g = face_off([hulk], [], chris_field=1)
    g.attack("p1:hulk:1")
    g.block((c(5), "p1:hulk:1"))
    before = g.life(1)
    g.pass_all()
    resolve_all(g)
    assert before - g.life(1) == 1


def test_a_kod_die_comes_back_on_level_1_while_another_ork_of_yours_stays() -> None:
    """11ork: KO'd in combat with another Orks character die of Michele's in the Field Zone,
    the die goes back to the Field Zone (not fielding, DM-8.13); near miss: with no other
    Ork, it stays in the Used Pile."""
    for friend in (True, False):
        boy = character("boy", 1, 1, affiliations=["orks"], abilities=records("11ork"))
        pal = character("pal", 1, 1, affiliations=["orks"] if friend else [])
        g = face_off([boy, pal], [character("wall", 5, 5)])
        g.attack("p1:boy:1")
        g.block(("p2:wall:1", "p1:boy:1"))
        g.pass_all()
        resolve_all(g)
        back = any(e.__class__.__name__ == "DiceMoved" and "p1:boy:1" in e.dice
                   and e.to == "field" for e in g.events)  # fmt: skip
        assert back is friend


def test_fielding_an_adventurer_deals_the_opponent_1_damage() -> None:
    """21aiw: while active, fielding a die with Experience (an Adventurer) deals the opponent
    1 damage; near miss: a die without Experience does nothing."""
    for adventurer in (True, False):
        keywords = ["experience"] if adventurer else []
        hero = character("hero", 1, 1, keywords=keywords)
        chief = character("chief", 1, 1, abilities=records("21aiw"))
        g = fielding(hero, chief)
        before = g.life(1)
        g.field("p1:hero:1")
        resolve_all(g)
        assert before - g.life(1) == (1 if adventurer else 0)


def test_teamwatch_spins_the_fielded_die_and_this_card_up() -> None:
    """5dc2016: fielding a die of another card sharing an affiliation spins it and this
    card's die up one level; near miss: a die of no shared affiliation changes nothing."""
    for shared in (True, False):
        ally = character("ally", 1, 1, affiliations=["jsa"] if shared else ["other"])
        star = character("5dc2016", 1, 1, affiliations=["jsa"], abilities=records("5dc2016"))
        g = fielding(ally, star)
        g.field("p1:ally:1")
        resolve_all(g)
        assert (g.face("p1:ally:1"), g.face("p1:5dc2016:1")) == ((1, 1) if shared else (0, 0))


def test_each_use_of_a_basic_action_die_deals_2_damage_to_a_target() -> None:
    """8xfc: while active, using a Basic Action Die: 2 damage to a targeted opponent or
    character die; near miss: with the card not active, nothing."""
    for active in (True, False):
        dud = {
            "id": "dud",
            "name": "Dud",
            "kind": "basic_action",
            "abilities": [
                {
                    "trigger": "action",
                    "effects": [{"op": "gain_life", "amount": 1, "target": "you"}],
                }
            ],
        }
        boom = character("boom", 1, 1, abilities=records("8xfc"))
        g = Game(teams=((("boom", 2),), ((FOE, 2),)), bacs=(("dud",), ("counterstrike",)),
                 cards=cards_with(boom, dud))  # fmt: skip
        g.start()
        g.give(0, "p1:boom:1", to="field" if active else "used", face=0)
        g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
        g.give(0, bac("dud", 1), to="reserve", face=ACTION0)
        life = g.life(1)
        g.do(A.UseActionDie(player=0, die=bac("dud", 1)))
        while g.pending.kind in ("order_triggers", "choose_target"):
            if g.pending.kind == "order_triggers":
                g.do(A.ChooseTrigger(player=0, index=0))
            else:
                assert active and "player:1" in g.pending.options
                g.target("player:1")
        assert life - g.life(1) == (2 if active else 0)


def test_damaging_the_opponent_while_attacking_spins_the_others_up() -> None:
    """128jl: attacking and unblocked, its combat damage to the opponent spins its player's
    dice of other cards up one level; near miss: blocked and not KOing, nothing."""
    for blocked in (False, True):
        hero = character("hero", 1, 1, abilities=records("128jl"))
        g = face_off([hero, character("pal", 1, 1)], [character("wall", 1, 5)])
        g.attack("p1:hero:1")
        g.block(*((("p2:wall:1", "p1:hero:1"),) if blocked else ()))
        g.pass_all()
        resolve_all(g)
        assert g.face("p1:pal:1") == (0 if blocked else 1)


def test_damage_equal_to_the_level_and_one_more_with_a_green_lantern_active() -> None:
    """18wol: when fielded, damage equal to this die's level to a targeted character die,
    1 more if a Green Lantern character die is active (either player's); near miss: none
    active, the level's damage only."""
    for lantern in (True, False):
        ring = character("ring", 1, 5, affiliations=["greenlantern"] if lantern else [])
        kyle = character("kyle", 1, 1, abilities=records("18wol"))
        g = fielding(kyle, ring)
        g.field("p1:kyle:1")
        g.target("p1:ring:1")  # (its own Green Lantern die counts as active too)
        resolve_all(g)
        hits = [e.amount for e in g.events if type(e).__name__ == "DieDamaged"]
        assert hits == ([1, 1] if lantern else [1])
