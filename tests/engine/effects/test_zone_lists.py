"""Dice named in several zones at once, and action dice in the Field Zone (DM-13.2: "unless
stated"): "put target action die from your opponent's Field Zone, Prep Area or Reserve Pool
into their Used Pile" (a "zone" filter naming several zones), "move an action die from the
field to its Used Pile" (a Continuous action die, DM-8.14, named by what it is). Our own
wording."""

from __future__ import annotations

from games.engine import actions as A
from games.engine.abilities.stats import stats
from games.engine.abilities.targets import targets_for
from games.engine.flow.choices import choices
from tests.engine.effects.common import action_card, effect, with_action
from tests.engine.helpers import (
    ACTION0,
    CHAR,
    FIST,
    JUBILEE,
    MADELYNE,
    MASK,
    Game,
    bac,
    c,
    cards_with,
    m,
)
from tests.engine.keywords.test_continuous import BARRICADE

OUST = action_card(
    "oust",
    {"text": "Put target action die from your opponent's Field Zone, Prep Area or Reserve Pool"
             " into their Used Pile.",
     "effects": [effect("move_die", "target_opposing_die", zone="used",
                        filters={"zone": "field prep reserve", "die_kind": "action"})]},
)  # fmt: skip
WALL = "p2:barricade:1"  # Chris's Continuous action dice
SPARE = "p2:barricade:2"


def _game() -> Game:
    """Michele's first turn, Main Step: her Oust die in her Reserve Pool, m1 fielded; Chris
    has a Continuous Barricade die working in his Field Zone (his characters get +1D), the
    other in his Prep Area, and c5 fielded."""
    teams = (((JUBILEE, 2),), (("barricade", 2), (MADELYNE, 2)))
    g = Game(teams=teams, bacs=(("oust",), ("counterstrike",)), cards=cards_with(OUST, BARRICADE))
    g.start()
    g.give(0, bac("oust", 1))
    g.give(1, WALL, to="field", face=ACTION0)
    g.give(1, SPARE, to="prep")
    g.arrange(1, "field", [c(5)], face=CHAR)
    g.begin({bac("oust", 1): ACTION0, m(1): CHAR, m(2): FIST, m(3): MASK}, oop=m(4))
    g.field(m(1))
    return g


def test_the_dice_of_every_zone_named_are_offered_and_no_others() -> None:
    """DM-13.2: the zones the effect states, each of them; only action dice ("die_kind"),
    the Continuous die in the Field Zone included, Chris's character die not."""
    g = _game()
    g.do(A.UseActionDie(player=0, die=bac("oust", 1)))
    assert set(choices(g.state, 0).options) == {WALL, SPARE}


def test_the_continuous_die_goes_to_its_owners_used_pile_and_its_effect_ends() -> None:
    """DM-23.4: the die moves to its owner's Used Pile (Chris's, on Michele's turn: 000:L184's
    Out of Play is its owner's own turn only); its static ability held only while it was in
    the Field Zone (DM-14.3), so Chris's character loses the +1D."""
    g = _game()
    assert stats(g.state, g.state.dice[c(5)]) == (1, 2)
    g.do(A.UseActionDie(player=0, die=bac("oust", 1)))
    g.target(WALL)
    assert WALL in g.zone(1, "used") and SPARE in g.zone(1, "prep")
    assert stats(g.state, g.state.dice[c(5)]) == (1, 1)


def test_an_action_die_in_the_field_is_named_only_when_the_effect_says_action_dice() -> None:
    """DM-13.2: "target die" in the Field Zone means character dice; "action die" (the
    die_kind filter) states the Continuous dice instead."""
    g = _game()
    assert WALL not in targets_for(g.state, "target_die", 0)
    found = targets_for(g.state, "choose_die", 0, (("zone", "field"), ("die_kind", "action")))
    assert found == (WALL,)
    assert targets_for(g.state, "choose_opposing_die", 0, (("zone", "prep reserve"),)) == (SPARE,)


RALLY = action_card(
    "rally",
    {"text": "Roll up to 2 Sidekick dice from your Used Pile (place them in your Reserve Pool).",
     "effects": [effect("roll_from", "choose_your_die", up_to=2,
                        filters={"zone": "used", "sidekick": True})]},
)  # fmt: skip


def _rally() -> Game:
    """Michele's first turn, Main Step: her Rally die used from her Reserve Pool; her Used
    Pile holds Sidekicks m5, m6 and a Rally die of her own."""
    g = with_action(RALLY)
    g.arrange(0, "used", [m(5), m(6)])
    g.give(0, bac("rally", 2), to="used")
    g.do(A.UseActionDie(player=0, die=bac("rally", 1)))
    return g


def test_up_to_two_dice_rolled_from_the_used_pile_are_one_roll_into_the_reserve_pool() -> None:
    """DM-13.1 with "up to N": 1 or 2 of the dice it names (Sidekicks only); DM-20.3: a die
    rolled by an effect lands in the Reserve Pool, rolled once (both in one roll, one
    outcome to report); DM-4.1: there its face is what it rolled."""
    g = _rally()
    choice = choices(g.state, 0)
    assert choice.up_to == 2 and set(choice.options) == {m(5), m(6)}
    g.do(A.ChooseTarget(player=0, split=((m(5), 1), (m(6), 1))))
    assert g.pending.kind == "roll" and set(g.pending.dice) == {m(5), m(6)}
    assert {m(5), m(6)} <= g.zone(0, "reserve")
    g.roll({m(5): CHAR, m(6): FIST})
    assert g.state.dice[m(5)].face == CHAR and g.state.dice[m(6)].face == FIST
    assert {m(5), m(6)} <= g.zone(0, "reserve") and bac("rally", 2) in g.zone(0, "used")


def test_one_die_chosen_is_rolled_alone_and_a_character_face_can_be_fielded() -> None:
    """DM-20.3: a character face rolled in the Main Step can be fielded (DM-8.11)."""
    g = _rally()
    g.do(A.ChooseTarget(player=0, split=((m(6), 1),)))
    assert g.pending.dice == (m(6),)
    g.roll({m(6): CHAR})
    g.field(m(6))
    assert m(6) in g.zone(0, "field") and m(5) in g.zone(0, "used")


FORAGE = action_card(
    "forage",
    {"text": "Look through your bag for at most 2 Sidekick dice, then roll them.",
     "effects": [effect("roll_from", "choose_your_die", up_to=2,
                        filters={"zone": "bag", "sidekick": True})]},
)  # fmt: skip


def test_dice_searched_for_in_the_bag_are_chosen_not_drawn_and_rolled() -> None:
    """A search names the dice (chosen among the bag's Sidekicks, DM-13.1), unlike a draw
    (at random, DM-6.2); they are rolled into the Reserve Pool (DM-20.3)."""
    g = with_action(FORAGE)
    bag = {d for d in g.zone(0, "bag") if d.startswith("p1:sidekick:")}
    assert len(bag) >= 2
    g.do(A.UseActionDie(player=0, die=bac("forage", 1)))
    choice = choices(g.state, 0)
    assert set(choice.options) == bag and choice.up_to == 2
    one, two = sorted(bag)[:2]
    g.do(A.ChooseTarget(player=0, split=((one, 1), (two, 1))))
    g.roll({one: CHAR, two: MASK})
    assert {one, two} <= g.zone(0, "reserve") and not {one, two} & g.zone(0, "bag")
