"""What a card counts as (abilities/counted_as.py; docs/rulings.md "Counts as"): "<self>
counts as a Pirate" makes its dice pass the creature-type filter its subtitle would not
(DM-13.2: filters narrow what a text names), and "<self> doesn't count as an Adventurer"
makes a character with Experience fail the Adventurer filter; both hold whether or not the
card is active. Cards and wording are our own."""

from __future__ import annotations

from games.engine import events as ev
from games.engine.abilities.costs import purchase_cost
from games.engine.abilities.counts import times
from games.engine.abilities.creature_types import of_type as is_of_type
from tests.engine.effects.common import effect, use, with_action
from tests.engine.helpers import (
    ACTION2,
    CHAR,
    TEAMS,
    Game,
    bac,
    cards_with,
    die,
    make_card,
    of_type,
)
from tests.engine.keywords.common import character
from tests.engine.test_highest_level import MISSILE, SCOUT

ADVENTURER = (("keyword", "experience"),)
KEEPER = make_card(
    "keeper",
    abilities=[{"trigger": "static", "text": "Your Pirate dice cost 1 less to purchase.",
                "effects": [effect("reduce_cost", "all_your_dice", amount=1,
                                   filters={"creature_type": "pirate"})]}],
)  # fmt: skip
CORSAIR = make_card(
    "corsair", cost=4, subtitle="Sky Raider",
    abilities=[{"trigger": "static", "text": "Corsair counts as a Pirate.",
                "effects": [effect("counts_as", "this_card",
                                   filters={"creature_type": "pirate"})]}],
)  # fmt: skip
RAIDER = make_card("raider", cost=4, subtitle="Sky Raider")  # says nothing: not a Pirate
LICH = character(
    "lich", 1, 7, keywords=["experience"],
    abilities=[{"trigger": "static", "text": "Lich doesn't count as an Adventurer.",
                "effects": [effect("not_counted_as", "this_card",
                                   filters={"keyword": "experience"})]}],
)  # fmt: skip


def _pirates() -> Game:
    teams = ((("keeper", 1), ("corsair", 1)), (("raider", 1), TEAMS[1][1]))
    g = Game(teams=teams, cards=cards_with(KEEPER, CORSAIR, RAIDER))
    g.start()
    return g


def test_a_card_that_counts_as_a_pirate_is_one_and_costs_less() -> None:
    g = _pirates()
    corsair = g.state.dice[die(0, "corsair", 1)]
    assert is_of_type(g.state, corsair, "pirate") and is_of_type(g.state, corsair, "Pirate")
    assert purchase_cost(g.state, 0, g.state.cards["corsair"], corsair) == 4  # keeper inactive
    g.arrange(0, "field", [die(0, "keeper", 1)], face=CHAR)
    assert purchase_cost(g.state, 0, g.state.cards["corsair"], corsair) == 3


def test_near_miss_the_same_subtitle_without_the_line_and_another_type() -> None:
    g = _pirates()
    assert not is_of_type(g.state, g.state.dice[die(1, "raider", 1)], "pirate")
    corsair = g.state.dice[die(0, "corsair", 1)]
    assert not is_of_type(g.state, corsair, "fiend")  # it counts as a Pirate only
    assert is_of_type(g.state, corsair, "raider")  # its own subtitle still holds


def _lich_game() -> Game:
    """Lich (Experience, no Adventurer) level 3, Scout (an Adventurer) level 1, in the Field
    Zone; Missile rolled to two bursts."""
    g = with_action(MISSILE, SCOUT, LICH)
    g.give(0, "p1:lich:1", to="field", face=2)
    g.give(0, "p1:scout:1", to="field", face=0)
    g.arrange(0, "reserve", [bac("missile", 1)], face=ACTION2)
    return g


def test_a_card_that_is_no_adventurer_is_not_counted() -> None:
    """DM-18.5: the count of Adventurers passes over Lich; Scout is counted. Near miss: the
    count of any character die counts Lich."""
    g = _lich_game()
    assert times(g.state, "your_highest_level", 0, filters=ADVENTURER) == 1
    assert times(g.state, "your_highest_level", 0) == 3


def test_play_the_extra_damage_is_scouts_level_not_lichs() -> None:
    """DM-17.3 through the engine: two bursts deal 2, then 1 more (the level 1 Scout's, not
    the level 3 Lich's) to the tough Lich itself."""
    g = _lich_game()
    events = use(g, "missile", "p1:lich:1")
    assert [e.amount for e in of_type(events, ev.DieDamaged)] == [2, 1]


LANTERN = make_card(
    "lantern", affiliations=["Rogues"],
    abilities=[{"trigger": "static", "text": "Lantern also counts as (Wardens).",
                "effects": [effect("counts_as", "this_card",
                                   filters={"affiliation": "Wardens"})]}],
)  # fmt: skip


def test_a_card_that_also_counts_as_an_affiliation_has_both() -> None:
    """DM-13.2: the affiliation filter passes Lantern's dice for Wardens, as printed for
    Rogues, in any zone and active or not; near miss: a third affiliation does not, and
    "non-Wardens" no longer does."""
    from games.engine.abilities.filters import FILTERS

    teams = ((("lantern", 1), TEAMS[0][1]), TEAMS[1])
    g = Game(teams=teams, cards=cards_with(LANTERN))
    g.start()
    lantern = g.state.dice[die(0, "lantern", 1)]
    assert FILTERS["affiliation"](g.state, lantern, "Wardens")
    assert FILTERS["affiliation"](g.state, lantern, "Rogues")
    assert not FILTERS["affiliation"](g.state, lantern, "Marshfolk")
    assert not FILTERS["not_affiliation"](g.state, lantern, "Wardens")
