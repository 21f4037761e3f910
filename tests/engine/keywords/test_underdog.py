"""Underdog (003:L671): "When fielded, spin all of your Superstar die to level 3" (DIGEST
§3.1: garbled). Ruling (docs/rulings.md, "Keywords (kwb)"): this die spins to level 3 when
it is fielded if the opponent has more character dice in the Field Zone than its
controller, counted when the ability resolves (the die itself included, DM-18.3).
Keyword.abilities: a "when fielded" keyword ability (DM-18.2, DM-18.4)."""

from __future__ import annotations

from cards.catalog import raw_cards
from games.engine import events as ev
from games.engine.loading import card_execution
from tests.engine.helpers import CHAR, FIST, Game, c, cards_with, m, of_type
from tests.engine.keywords.common import FOE, character

TOMAS = character("tomas", 1, 1, keywords=["underdog"])  # levels 1-3: faces 0-2
DIE = "p1:tomas:1"
LEVEL_1, LEVEL_2, LEVEL_3 = 0, 1, 2


def at_main(chris_field: int, michele_field: int = 0, face: int = LEVEL_1) -> Game:
    """Michele's Main Step with her Underdog die in the Reserve Pool showing `face`,
    `chris_field` of Chris's Sidekicks and `michele_field` of hers in the Field Zones."""
    g = Game(teams=((("tomas", 2),), ((FOE, 2),)), cards=cards_with(TOMAS))
    g.start()
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.give(0, DIE, to="reserve", face=face)
    g.arrange(1, "field", [c(n) for n in range(5, 5 + chris_field)], face=CHAR)
    if michele_field:
        g.arrange(0, "field", [m(n) for n in range(5, 5 + michele_field)], face=CHAR)
    return g


def test_an_outnumbered_player_fields_it_at_level_3() -> None:
    """DM-18.2: it triggers for this die when fielded; 1 die against 2, so it spins up."""
    g = at_main(chris_field=2)
    events = g.field(DIE)
    assert ev.DieSpun(DIE, LEVEL_3, "tomas") in events
    assert g.face(DIE) == LEVEL_3 and DIE in g.zone(0, "field")


def test_a_die_fielded_at_level_2_stops_at_level_3() -> None:
    """DM-21.2: never past the top level."""
    g = at_main(chris_field=3, face=LEVEL_2)
    g.field(DIE)
    assert g.face(DIE) == LEVEL_3


def test_equal_numbers_are_not_outnumbered_and_the_die_itself_counts() -> None:
    """Michele has this die and one Sidekick against Chris's two: equal, no spin. The die
    is in the Field Zone when its ability resolves (DM-18.3), so it counts."""
    g = at_main(chris_field=2, michele_field=1)
    events = g.field(DIE)
    assert not of_type(events, ev.DieSpun) and g.face(DIE) == LEVEL_1


def test_with_no_opposing_characters_nothing_happens() -> None:
    g = at_main(chris_field=0)
    events = g.field(DIE)
    assert not of_type(events, ev.DieSpun) and g.face(DIE) == LEVEL_1


def test_only_the_fielded_die_spins_not_the_other_dice() -> None:
    """The ruling's "this die": Michele's Sidekick in the Field Zone stays at level 1."""
    g = at_main(chris_field=4, michele_field=1)
    events = g.field(DIE)
    assert [e.die for e in of_type(events, ev.DieSpun)] == [DIE]


def test_a_die_moved_into_the_field_zone_is_not_fielded() -> None:
    """DM-8.13: moving a die into the Field Zone by an effect is not fielding it."""
    g = at_main(chris_field=2)
    g.arrange(0, "field", [DIE])
    assert g.face(DIE) == LEVEL_1 and not g.state.triggers


def test_the_ocr_card_with_underdog_is_executed() -> None:
    assert card_execution(raw_cards()["35ocr"]).executed
