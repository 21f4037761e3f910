"""Entries of lane e1's sets played by the engine: each entry's records, put on a card of our
own naming, do what its note says (the least common shapes: a `kos_to` with a blocker filter,
statics whose condition counts the other dice in the Field Zone). No printed text."""

from __future__ import annotations

from typing import Any

from cards.compiler.entries import shipped
from games.engine.abilities.stats import attack_of, defense_of
from games.engine.model import events as ev
from tests.engine.helpers import CHAR, m
from tests.engine.keywords.common import character, face_off


def records(code: str) -> list[dict[str, Any]]:
    return [{k: v for k, v in r.items() if k != "line"} for r in shipped()[code]["abilities"]]


def test_a_blocker_ko_d_by_the_card_s_combat_damage_goes_to_the_used_pile() -> None:
    """1bit: the blocking die this card's die KOs with combat damage skips the Prep Area
    (DM-9.11 replaced by the card, DM-12.1)."""
    hitman = character("hitman", 3, 3, abilities=records("1bit"))
    g = face_off([hitman], [], chris_field=1)
    g.attack("p1:hitman:1")
    g.block(("p2:sidekick:5", "p1:hitman:1"))
    g.pass_all()
    assert "p2:sidekick:5" in g.zone(1, "used")


def test_a_blocker_ko_d_by_another_card_goes_to_the_prep_area() -> None:
    """Near miss: the same fight with a die of a card without the entry."""
    g = face_off([character("brawler", 3, 3)], [], chris_field=1)
    g.attack("p1:brawler:1")
    g.block(("p2:sidekick:5", "p1:brawler:1"))
    g.pass_all()
    assert "p2:sidekick:5" in g.zone(1, "prep")


def test_the_lone_die_gets_3a_and_3d() -> None:
    """11bit: +3A and +3D while it is its player's only character die in the Field Zone."""
    g = face_off([character("loner", 2, 2, abilities=records("11bit"))], [character("foe", 1, 1)])
    die = g.state.dice["p1:loner:1"]
    assert (attack_of(g.state, die), defense_of(g.state, die)) == (5, 5)


def test_the_die_with_company_gets_nothing() -> None:
    """Near miss: another character die of its player is in the Field Zone."""
    loner = character("loner", 2, 2, abilities=records("11bit"))
    g = face_off([loner, character("pal", 1, 1)], [])
    die = g.state.dice["p1:loner:1"]
    assert (attack_of(g.state, die), defense_of(g.state, die)) == (2, 2)


def test_every_die_of_its_player_gets_2d_with_no_opposing_villain() -> None:
    """46uxm: while active and no opposing Villain die is in the Field Zone, +2D to each
    character die of its player, its own too."""
    boss = character("boss", 1, 1, abilities=records("46uxm"))
    g = face_off([boss, character("pal", 1, 1)], [character("hero", 1, 1)])
    assert defense_of(g.state, g.state.dice["p1:pal:1"]) == 3
    assert defense_of(g.state, g.state.dice["p1:boss:1"]) == 3
    assert defense_of(g.state, g.state.dice["p2:hero:1"]) == 1  # not the opponent's


def test_an_opposing_villain_stops_the_boost() -> None:
    boss = character("boss", 1, 1, abilities=records("46uxm"))
    rogue = character("rogue", 1, 1, affiliations=["villain"])
    g = face_off([boss, character("pal", 1, 1)], [rogue])
    assert defense_of(g.state, g.state.dice["p1:pal:1"]) == 1


def test_sidekicks_get_1a_1d_once_when_a_die_of_the_card_attacks() -> None:
    """2uxm: once attackers are declared with a die of the card among them, each Sidekick
    die of its player gets +1A and +1D for the turn."""
    g = face_off([character("2uxm", 2, 2, abilities=records("2uxm"))], [])
    g.arrange(0, "field", [m(1)], face=CHAR)
    g.attack("p1:2uxm:1")  # (the entry names its card by its code)
    assert g.pending.kind == "priority"  # attackers declared, before blockers
    die = g.state.dice[m(1)]
    assert (attack_of(g.state, die), defense_of(g.state, die)) == (2, 2)


def test_no_boost_when_the_card_s_die_stays_back() -> None:
    """Near miss: only the Sidekick attacks; the card's die is in the Field Zone, not attacking."""
    g = face_off([character("2uxm", 2, 2, abilities=records("2uxm"))], [])
    g.arrange(0, "field", [m(1)], face=CHAR)
    g.attack(m(1))
    assert g.pending.kind == "priority"  # attackers declared, before blockers
    die = g.state.dice[m(1)]
    assert (attack_of(g.state, die), defense_of(g.state, die)) == (1, 1)


def test_an_opposing_ko_lets_its_player_damage_another_opposing_die() -> None:
    """4bit: while active, each time an opposing character die is KO'd, its player deals 1
    damage to an opposing character die of their choice (the KO'd one has left the field)."""
    hothead = character("hothead", 3, 3, abilities=records("4bit"))
    g = face_off([hothead], [character("foe", 1, 4)], chris_field=1)
    g.attack("p1:hothead:1")
    g.block(("p2:sidekick:5", "p1:hothead:1"))
    g.pass_all()
    assert "p2:sidekick:5" in g.zone(1, "prep")
    assert g.pending.kind == "choose_target" and g.pending.options == ("p2:foe:1",)
    hits = [e for e in g.target("p2:foe:1") if isinstance(e, ev.DieDamaged)]
    assert len(hits) == 1 and hits[0].die == "p2:foe:1" and hits[0].amount == 1


def test_no_opposing_ko_no_damage() -> None:
    """Near miss: the opposing blocker survives, so nothing is chosen or dealt."""
    hothead = character("hothead", 1, 3, abilities=records("4bit"))
    g = face_off([hothead], [character("foe", 1, 4)], chris_field=0)
    g.attack("p1:hothead:1")
    g.block(("p2:foe:1", "p1:hothead:1"))
    g.pass_all()
    assert g.pending.kind != "choose_target"
    assert g.state.dice["p2:foe:1"].zone.value == "field"
