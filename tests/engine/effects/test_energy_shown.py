"""Dice by the energy their face shows (abilities/energy_shown.py) and a named die searched
for in the bag (cards/compiler/constructs/moves.py; docs/rulings.md "A named die from the
bag"). Our own wording: "move every opposing die showing generic or wild energy in the
Reserve Pool to its Used Pile", "move a Jubilee die from your bag or Used Pile to the Field
Zone at level 2"."""

from __future__ import annotations

from games.engine import actions as A
from games.engine.abilities.energy_shown import shown_problem
from games.engine.abilities.targets import targets_for
from games.engine.flow.choices import choices
from tests.engine.effects.common import action_card, effect, use, with_action
from tests.engine.helpers import (
    BOLT,
    CHAR,
    FIST,
    GENERIC2,
    JUBILEE,
    WILD,
    bac,
    c,
    die,
    m,
)

DRAIN = action_card(
    "drain",
    {"text": "Move every die showing generic or wild energy in your opponent's Reserve Pool"
             " to their Used Pile.",
     "effects": [effect("move_die", "all_opposing_dice", zone="used",
                        filters={"zone": "reserve", "energy_shown": "generic wild"})]},
)  # fmt: skip
CALL = action_card(
    "call",
    {"text": "Put one Jubilee die from your bag or Used Pile into the Field Zone on level 2.",
     "effects": [effect("move_die", "choose_your_die", zone="field", amount=2,
                        filters={"zone": "bag used", "named": "Jubilee"})]},
)  # fmt: skip


def test_only_dice_showing_one_of_the_symbols_move() -> None:
    """DM-2.2, DM-2.3: a Wild face and a generic face match; a typed energy face, a character
    face (c8 in the Reserve Pool) and an unrolled die (c1) do not (DM-4.1)."""
    g = with_action(DRAIN)
    g.arrange(1, "reserve", [c(6)], face=WILD)
    g.arrange(1, "reserve", [c(7)], face=FIST)
    g.arrange(1, "reserve", [c(8)], face=CHAR)
    g.give(1, bac("counterstrike", 1), to="reserve", face=GENERIC2)
    g.arrange(1, "prep", [c(1)])
    use(g, "drain")
    assert {c(6), bac("counterstrike", 1)} <= g.zone(1, "used")
    assert {c(7), c(8)} <= g.zone(1, "reserve") and c(1) in g.zone(1, "prep")


def test_the_symbols_are_of_the_face_shown_not_of_the_card() -> None:
    """A Sidekick card has bolt energy faces, but a die of it showing a character face shows
    no energy (`energy_type` says the card's types; this says the face)."""
    g = with_action(DRAIN)
    g.arrange(0, "reserve", [m(2)], face=BOLT)
    g.arrange(0, "reserve", [m(3)], face=CHAR)
    wanted = (("zone", "reserve"), ("energy_shown", "bolt"))
    assert targets_for(g.state, "all_your_dice", 0, wanted) == (m(2),)


def test_a_value_must_name_energy_symbols() -> None:
    assert shown_problem("generic wild") == "" and shown_problem("bolt") == ""
    assert shown_problem("") and shown_problem("character")


def test_a_named_die_is_chosen_from_the_bag_or_the_used_pile_and_enters_on_its_level() -> None:
    """The player looks for the named card's die in both zones (a search, not a random draw,
    DM-6.2); no other card's die is offered. Moved to the Field Zone it shows the level named
    and is not fielded (DM-8.13, DM-23.4)."""
    g = with_action(CALL)
    first, second = die(0, JUBILEE, 1), die(0, JUBILEE, 2)
    g.give(0, first, to="bag")
    g.give(0, second, to="used")
    use(g, "call")
    offered = set(choices(g.state, 0).options)
    assert offered == {first, second}
    g.target(first)
    assert first in g.zone(0, "field") and second in g.zone(0, "used")
    placed = g.state.dice[first]
    assert g.state.cards[placed.card].faces[placed.face].level == 2


CALL_AND_HIT = action_card(
    "call-and-hit",
    {"text": "Put a Jubilee die of your bag or Used Pile onto the Field Zone at level 2, then"
             " deal 2 damage to target character die.",
     "effects": [effect("move_die", "choose_your_die", zone="field", amount=2,
                        filters={"zone": "bag used", "named": "Jubilee"}),
                 effect("deal_damage", "target_die", amount=2, choice=1)]},
)  # fmt: skip


def test_the_die_picked_first_then_the_target_each_its_own_choice() -> None:
    """DM-13.1 (docs/rulings.md "Several targets"): the die picked (not targeted) is the
    first choice, the target the second; each effect acts on its own answer."""
    g = with_action(CALL_AND_HIT)
    jubilee = die(0, JUBILEE, 1)
    g.give(0, jubilee, to="used")
    use(g, "call-and-hit")
    assert set(choices(g.state, 0).options) == {jubilee}
    g.target(jubilee)
    assert c(5) in choices(g.state, 0).options
    g.target(c(5))
    assert jubilee in g.zone(0, "field") and c(5) in g.zone(1, "prep")


RALLY_ALL = action_card(
    "rally-all",
    {"text": "Move every Jubilee die and at most 2 Sidekick dice out of your Used Pile into the"
             " Field Zone on level 1.",
     "effects": [effect("move_die", "all_your_dice", zone="field", amount=1,
                        filters={"zone": "used", "named": "Jubilee"}),
                 effect("move_die", "choose_your_die", zone="field", amount=1, up_to=2,
                        filters={"zone": "used", "sidekick": True})]},
)  # fmt: skip


def test_every_named_die_and_the_sidekicks_chosen_enter_the_field_zone() -> None:
    """DM-13.3 for "all", DM-13.1 for "up to 2": the Sidekicks are the only choice; each die
    enters on level 1 (DM-23.4)."""
    g = with_action(RALLY_ALL)
    jubilees = [die(0, JUBILEE, 1), die(0, JUBILEE, 2)]
    for one in jubilees:
        g.give(0, one, to="used")
    g.arrange(0, "used", [m(5), m(6)])
    use(g, "rally-all")
    assert set(choices(g.state, 0).options) >= {m(5), m(6)}
    assert not set(jubilees) & set(choices(g.state, 0).options)
    g.do(A.ChooseTarget(player=0, split=((m(5), 1), (m(6), 1))))
    assert {*jubilees, m(5), m(6)} <= g.zone(0, "field")
