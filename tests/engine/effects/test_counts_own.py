"""Counts of the ability's own die and of energy (abilities/counts.py, DM-18.5): "deal
damage equal to its level / A / D" (`this_die_*`: the character face it shows, its A and D
now, DM-16.1), and "for each (bolt) in your Reserve Pool" (energy symbols, not dice; Wild
does not count). Cards and wording are our own."""

from __future__ import annotations

from games.engine import actions as A
from games.engine.abilities.counts import times
from games.engine.log.snapshot import decode, encode
from tests.engine.effects.common import action_card, effect, with_action
from tests.engine.helpers import CHAR, FIST, bac, die, m, make_card

NOOP = action_card("noop", {"effects": [effect("gain_life", "you", amount=1)]})
STRIKER = make_card(
    "striker",
    abilities=[{"trigger": "when_fielded", "text": "When fielded, deal damage equal to its A "
                "to your opponent.",
                "effects": [effect("deal_damage", "opponent", amount=1, per="this_die_attack")]}],
)  # fmt: skip
BRUTE = make_card(
    "brute",
    abilities=[{"trigger": "when_fielded", "text": "When fielded, deal damage equal to twice "
                "its level to your opponent.",
                "effects": [effect("deal_damage", "opponent", amount=2, per="this_die_level")]}],
)  # fmt: skip


def test_damage_equal_to_its_own_attack_and_twice_its_level() -> None:
    g = with_action(NOOP, STRIKER, BRUTE)
    life = g.life(1)
    g.give(0, die(0, "striker", 1), to="reserve", face=CHAR)  # level 1, A 1, D 1, cost 0
    g.field(die(0, "striker", 1))
    assert g.life(1) == life - 1
    g.give(0, die(0, "brute", 1), to="reserve", face=CHAR)
    g.field(die(0, "brute", 1))
    assert g.life(1) == life - 1 - 2


def test_own_counts_read_the_face_the_die_shows() -> None:
    g = with_action(NOOP, STRIKER)
    striker = die(0, "striker", 1)
    g.give(0, striker, to="field", face=1)  # level 2: A 2, D 2
    assert times(g.state, "this_die_level", 0, striker) == 2
    assert times(g.state, "this_die_attack", 0, striker) == 2
    assert times(g.state, "this_die_defense", 0, striker) == 2
    g.arrange(0, "reserve", [striker], face=2)  # an energy face (fist): no level
    assert times(g.state, "this_die_level", 0, striker) == 0
    assert times(g.state, "this_die_level", 0, "") == 0  # no die (a player's ability)


def test_energy_symbols_of_a_type_in_the_reserve_pool() -> None:
    g = with_action(NOOP, STRIKER)
    g.give(0, die(0, "striker", 1), to="reserve", face=5)  # bolt and mask: one bolt
    g.give(0, die(0, "striker", 2), to="reserve", face=3)  # (its faces: make_card's) bolt
    bolts = (("energy_type", "bolt"),)
    assert times(g.state, "energy_in_your_reserve_pool", 0, "", bolts) == 2
    fists = (("energy_type", "fist"),)
    before = times(g.state, "energy_in_your_reserve_pool", 0, "", fists)
    assert before == sum(  # the fist symbols of the Sidekicks left in her Reserve Pool
        1 for d in g.zone(0, "reserve") if d.startswith("p1:sidekick") and g.face(d) == FIST
    )
    assert m(1) not in g.zone(0, "reserve")  # fielded: not counted


def test_every_energy_symbol_in_the_opponents_reserve_pool() -> None:
    """ "Deal damage to target opponent equal to the total energy in their Reserve Pool"
    (card text): every symbol on the energy faces there, of any type; their dice only."""
    g = with_action(NOOP, STRIKER)
    mine = times(g.state, "energy_in_opposing_reserve_pool", 0)
    own = times(g.state, "energy_in_your_reserve_pool", 0)
    g.give(1, die(0, "striker", 1), to="reserve", face=5)  # bolt and mask: two symbols
    g.give(1, die(0, "striker", 2), to="reserve", face=3)  # bolt: one
    assert times(g.state, "energy_in_opposing_reserve_pool", 0) == mine + 3
    assert times(g.state, "energy_in_your_reserve_pool", 0) == own  # theirs only


SLAY = action_card("slay", {"effects": [effect("ko", "target_die")]})
GRUDGE = make_card(
    "grudge",
    abilities=[{"trigger": "when_kod", "text": "When this die is KO'd, deal damage equal to its "
                "level to your opponent.",
                "effects": [effect("deal_damage", "opponent", amount=1, per="this_die_level")]}],
)  # fmt: skip


def test_a_kod_die_s_level_is_the_one_it_was_kod_at() -> None:
    """A KO'd die shows no face in the Prep Area (DM-16.4): "its level" is its last-known
    face's (GameState.kod_faces, kept until the turn ends); its A and D are not kept."""
    g = with_action(SLAY, GRUDGE)
    grudge = die(0, "grudge", 1)
    g.give(0, grudge, to="field", face=1)  # level 2
    life = g.life(1)
    g.do(A.UseActionDie(player=0, die=bac("slay", 1)))
    g.target(grudge)
    assert grudge in g.zone(0, "prep")
    assert g.life(1) == life - 2
    assert times(g.state, "this_die_level", 0, grudge) == 2
    assert times(g.state, "this_die_attack", 0, grudge) == 0
    _, state = decode(encode(g.state), g.state.cards)
    assert state.kod_faces == g.state.kod_faces == ((grudge, 1),)
