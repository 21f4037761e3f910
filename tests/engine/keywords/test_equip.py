"""Equip (a set keyword; no rulebook we hold defines it, docs/rulings.md "Equip"): 62bff's
reminder, "attach to a character with (eq)". Ruling: used as an action die (DM-8.14),
it goes to the Field Zone, attached to a character die its player chooses (not targeted,
DM-13.1); its card's static on "the equipped character" reaches that die only (DM-14.3);
when that die leaves the Field Zone the Gear goes to the Used Pile."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import errors as E
from games.engine import events as ev
from games.engine.abilities.equipped import equipped_to, gear_on
from games.engine.abilities.stats import stats
from tests.engine.helpers import ACTION0, CHAR, FIST, MASK, Game, c, cards_with, m, skip_turn
from tests.engine.keywords.common import FOE

LANTERN = {
    "id": "lantern",
    "name": "Brass Lantern",
    "subtitle": "Plain Gear",
    "kind": "action",
    "cost": 1,
    "keywords": ["equip"],
    "faces": [
        {"kind": "action"},
        {"kind": "action", "bursts": 1},
        {"kind": "action", "bursts": 2},
        {"kind": "energy", "symbols": ["shield"]},
        {"kind": "energy", "symbols": ["shield"]},
        {"kind": "energy", "symbols": ["shield", "shield"]},
    ],
    "abilities": [
        {
            "trigger": "static",
            "text": "The equipped character gets +2A and +3D.",
            "effects": [
                {"op": "modify_attack", "amount": 2, "target": "equipped_die"},
                {"op": "modify_defense", "amount": 3, "target": "equipped_die"},
            ],
        }
    ],
}
DIE = "p1:lantern:1"
OTHER = "p1:lantern:2"


def equipped(to: str = m(2), **options: object) -> tuple[Game, list[ev.Event]]:
    """Michele uses her Gear die in her first Main Step and attaches it to `to` (m2 and m3
    fielded)."""
    g = Game(teams=((("lantern", 2),), ((FOE, 2),)), cards=cards_with(LANTERN), **options)
    g.start()
    g.give(0, DIE)
    g.begin({DIE: ACTION0, m(1): FIST, m(2): CHAR, m(3): CHAR}, oop=m(4))
    g.field(m(2))
    g.field(m(3))
    g.do(A.UseActionDie(player=0, die=DIE))
    return g, g.target(to)


def test_using_it_attaches_it_in_the_field_zone() -> None:
    """DM-8.14: the Gear die goes to the Field Zone, equipped to the chosen die."""
    g, events = equipped()
    assert DIE in g.zone(0, "field")
    assert equipped_to(g.state, DIE) == m(2) and gear_on(g.state, m(2)) == (DIE,)
    assert ev.EffectStarted("equipped", DIE, m(2), 0, "equipped") in events


def test_its_static_reaches_the_equipped_die_only() -> None:
    """DM-14.3: +2A/+3D on the die it is equipped to; the other character gets nothing."""
    g, _ = equipped()
    assert stats(g.state, g.state.dice[m(2)]) == (3, 4)
    assert stats(g.state, g.state.dice[m(3)]) == (1, 1)


def test_it_stays_equipped_past_the_end_of_the_turn() -> None:
    g, _ = equipped()
    g.pass_all()
    assert g.state.turn == 2 and equipped_to(g.state, DIE) == m(2)
    skip_turn(g, {c(1): FIST, c(2): FIST, c(3): FIST, c(4): FIST})
    assert stats(g.state, g.state.dice[m(2)]) == (3, 4)


def test_the_gear_goes_to_the_used_pile_when_its_character_leaves() -> None:
    """The equipped die KO'd (here: moved to the Prep Area): the Gear goes to the Used Pile
    and gives nothing any more."""
    g, _ = equipped()
    g.arrange(0, "prep", [m(2)])
    g.pass_()  # (the flow ends what ends by its own rule first)
    assert DIE in g.zone(0, "used") and gear_on(g.state, m(2)) == ()


def test_near_miss_the_gear_leaving_ends_the_bonus_only() -> None:
    """The Gear die itself leaves: the character stays, without the bonus."""
    g, _ = equipped()
    g.arrange(0, "used", [DIE])
    assert m(2) in g.zone(0, "field") and stats(g.state, g.state.dice[m(2)]) == (1, 1)


def test_near_miss_an_opposing_die_cannot_carry_it() -> None:
    """Only a character die of its player's Field Zone may carry it: the opponent's is not
    offered."""
    g = Game(teams=((("lantern", 2),), ((FOE, 2),)), cards=cards_with(LANTERN))
    g.start()
    g.give(0, DIE)
    g.begin({DIE: ACTION0, m(1): FIST, m(2): CHAR, m(3): MASK}, oop=m(4))
    g.arrange(1, "field", [c(5)], face=CHAR)
    g.refuse(A.UseActionDie(player=0, die=DIE), E.TARGET_INVALID)  # DM-13.4: none of hers
    g.field(m(2))
    g.do(A.UseActionDie(player=0, die=DIE))
    assert c(5) not in g.pending.options and m(2) in g.pending.options


def test_two_gear_dice_may_be_equipped_to_one_die() -> None:
    """No limit: both are equipped; one card's static counts once for the die (DM-14.3)."""
    g, _ = equipped()
    g.give(0, OTHER, to="reserve", face=ACTION0)
    g.do(A.UseActionDie(player=0, die=OTHER))
    g.target(m(2))
    assert gear_on(g.state, m(2)) == (DIE, OTHER)
    assert stats(g.state, g.state.dice[m(2)]) == (3, 4)


def test_a_count_of_gear_on_each_die() -> None:
    """ "+1A for each Gear equipped to them" (count `gear_equipped`): asked of each die the
    static changes; the die with none gets nothing (DM-14.3)."""
    from games.engine.abilities.counts import times

    g, _ = equipped()
    g.give(0, OTHER, to="reserve", face=ACTION0)
    g.do(A.UseActionDie(player=0, die=OTHER))
    g.target(m(2))
    assert times(g.state, "gear_equipped", 0, m(2)) == 2
    assert times(g.state, "gear_equipped", 0, m(3)) == 0
