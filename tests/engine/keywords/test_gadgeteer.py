"""Gadgeteer (keywords/gadgeteer.py; docs/rulings.md "Gadgeteer"): when the die attacks, its
player may pick a Continuous (or Gear) action die in their Used Pile (chosen, DM-13.1), say
whether an action face goes to the Field Zone, and roll it (DM-20.3): an action face and a
yes move it into the Field Zone, where its static works (DM-14.3); anything else sends it
back to the Used Pile (Out of Play on its owner's turn, 000:L184). Cards are our own.

Its glossary line (ruled from 2bat's reminder): "when this die attacks, you may roll a
Continuous or Gear action die from your Used Pile; on an action face you may move it into
your Field Zone, else it goes back to your Used Pile"."""

from __future__ import annotations

from games.engine.abilities.stats import stats
from games.engine.abilities.targets import ACCEPT, DECLINE
from games.engine.keywords import KEYWORDS
from games.engine.loading import card_execution
from tests.engine.helpers import ACTION0, FIST, WAY_OUT_WEST, Game, bac, cards_with, m
from tests.engine.keywords.common import FOE, character
from tests.engine.keywords.test_continuous import BARRICADE, DIE

TINKER = character("tinker", 2, 2, keywords=["gadgeteer"])
TINKER_DIE = "p1:tinker:1"
PLAIN_DIE = bac(WAY_OUT_WEST, 1)  # a Basic Action Die: no Continuous
ENERGY = 3  # BARRICADE's first energy face


def attacked(*used: str) -> Game:
    """Michele attacks with her Gadgeteer die; `used` are her action dice in the Used Pile."""
    g = Game(
        teams=((("tinker", 2), ("barricade", 2)), ((FOE, 2),)),
        cards=cards_with(TINKER, BARRICADE),
        first_player_may_attack_first_turn=True,
    )
    g.start()
    g.give(0, TINKER_DIE, to="field", face=0)
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.pass_all()
    for die_id in used:
        g.give(0, die_id, to="used")
    g.attack(TINKER_DIE)
    return g


def test_only_a_continuous_action_die_is_offered() -> None:
    g = attacked(DIE, PLAIN_DIE)
    assert g.pending.kind == "choose_target"
    assert set(g.pending.options) == {DIE, DECLINE}


def test_an_action_face_and_a_yes_move_it_to_the_field_zone() -> None:
    g = attacked(DIE)
    g.target(DIE)
    assert set(g.pending.options) == {ACCEPT, DECLINE}  # asked before the roll
    g.target(ACCEPT)
    assert g.pending.kind == "roll" and DIE in g.zone(0, "reserve")
    g.roll({DIE: ACTION0})
    assert DIE in g.zone(0, "field")
    assert stats(g.state, g.state.dice[TINKER_DIE])[1] == 3  # (its static: +1D to her characters)


def test_an_energy_face_goes_back_to_the_used_pile() -> None:
    g = attacked(DIE)
    g.target(DIE)
    g.target(ACCEPT)
    g.roll({DIE: ENERGY})
    assert DIE not in g.zone(0, "field") and DIE not in g.zone(0, "reserve")
    assert DIE in g.zone(0, "oop") | g.zone(0, "used")


def test_a_no_leaves_an_action_face_out_of_the_field_zone() -> None:
    g = attacked(DIE)
    g.target(DIE)
    g.target(DECLINE)
    g.roll({DIE: ACTION0})
    assert DIE not in g.zone(0, "field") and DIE in g.zone(0, "oop") | g.zone(0, "used")


def test_declined_nothing_is_rolled() -> None:
    g = attacked(DIE)
    g.target(DECLINE)
    assert g.pending.kind != "roll" and DIE in g.zone(0, "used")


def test_the_line_only_names_the_keyword() -> None:
    line = ("Gadgeteer (When Tinker attacks, you may roll an action die from your Used Pile. "
            "If you roll an action face, you may field it.)")  # fmt: skip
    card = {**TINKER, "text": [line]}
    assert card_execution(card).executed
    assert KEYWORDS["gadgeteer"].abilities is not None
