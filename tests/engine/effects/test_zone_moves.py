"""Dice moved between zones by effects (DM-23.4) and dice chosen without targeting (DM-13.1,
DM-13.3): one Sidekick die from the Used Pile to the Prep Area, up to two action dice, every
energy die in the opponent's Reserve Pool sent to their Used Pile, a die put in the Field Zone
on level 3, an opposing character captured. Our own wording."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import events as ev
from games.engine.abilities.targets import TARGETS, targets_for
from games.engine.flow.choices import admits, choices
from games.engine.model.state import Zone
from tests.engine.effects.common import action_card, effect, use, with_action
from tests.engine.helpers import CHAR, FIST, bac, c, m
from tests.engine.keywords.common import character

RECALL = action_card(
    "recall",
    {"text": "Put one Sidekick die from your Used Pile into your Prep Area.",
     "effects": [effect("move_die", "choose_your_die", zone="prep",
                        filters={"zone": "used", "sidekick": True})]},
)  # fmt: skip
GATHER = action_card(
    "gather",
    {"text": "Move up to two action dice from your Used Pile to your Prep Area.",
     "effects": [effect("move_die", "choose_your_die", zone="prep", up_to=2,
                        filters={"zone": "used", "die_kind": "action"})]},
)  # fmt: skip
DRAIN = action_card(
    "drain",
    {"text": "Move every energy die in your opponent's Reserve Pool to their Used Pile.",
     "effects": [effect("move_die", "all_opposing_dice", zone="used",
                        filters={"zone": "reserve", "face": "energy"})]},
)  # fmt: skip
RISE = action_card(
    "rise",
    {"text": "Put one Sidekick die from your Used Pile into the Field Zone on level 3.",
     "effects": [effect("move_die", "choose_your_die", zone="field", amount=3,
                        filters={"zone": "used", "sidekick": True})]},
)  # fmt: skip
SHROUD = action_card(
    "shroud",
    {"text": "Gain 1 life.",
     "effects": [effect("gain_life", "you", amount=1)]},
)  # fmt: skip
NET = character(
    "net", 2, 2,
    abilities=[{"trigger": "when_fielded",
                "text": "When fielded, capture an opposing character die.",
                "effects": [effect("capture", "choose_opposing_die")]}],
)  # fmt: skip


def test_a_die_is_chosen_among_those_the_effect_names() -> None:
    """DM-13.1: only "target" targets; "a Sidekick die from your Used Pile" is still the
    controller's choice, among the dice it names (DM-13.2: the zone it states)."""
    g = with_action(RECALL)
    g.arrange(0, "used", [m(5), m(6)])
    g.do(A.UseActionDie(player=0, die=bac("recall", 1)))
    assert set(choices(g.state, 0).options) == {m(5), m(6)}
    g.target(m(6))
    assert m(6) in g.zone(0, "prep") and m(5) in g.zone(0, "used")


def test_a_chosen_die_that_is_not_targeted_ignores_cant_be_targeted() -> None:
    """DM-13.3: choosing dice is not targeting, so "can't be targeted" does not bar them;
    a "target" kind leaves them out."""
    g = with_action(RECALL)
    g.arrange(0, "used", [m(5)])
    assert not TARGETS["choose_your_die"].targeting and TARGETS["target_your_die"].targeting
    assert targets_for(g.state, "choose_your_die", 0, (("zone", "used"),)) == (m(5),)


def test_up_to_two_dice_each_move() -> None:
    """DM-13.1 with "up to N": 1 to 2 dice named; only action dice ("die_kind")."""
    g = with_action(GATHER)
    g.give(0, bac("gather", 2), to="used")
    g.give(0, bac("gather", 3), to="used")
    g.arrange(0, "used", [m(5)])
    g.do(A.UseActionDie(player=0, die=bac("gather", 1)))
    choice = choices(g.state, 0)
    assert choice.up_to == 2 and set(choice.options) == {bac("gather", 2), bac("gather", 3)}
    action = A.ChooseTarget(player=0, split=((bac("gather", 2), 1), (bac("gather", 3), 1)))
    assert admits(choice, action)
    g.do(action)
    assert {bac("gather", 2), bac("gather", 3)} <= g.zone(0, "prep")
    assert m(5) in g.zone(0, "used")


def test_all_opposing_energy_dice_leave_the_reserve_pool_for_their_used_pile() -> None:
    """DM-13.3: "all" is every die the effect names; an opponent's dice go to their Used
    Pile on my turn (Out of Play exists only on its owner's turn, 000:L184)."""
    g = with_action(DRAIN)
    g.arrange(1, "reserve", [c(6)], face=FIST)
    g.arrange(1, "reserve", [c(7)], face=CHAR)
    use(g, "drain")
    assert c(6) in g.zone(1, "used") and c(7) in g.zone(1, "reserve")


def test_a_die_moved_into_the_field_zone_enters_on_the_level_named_and_is_not_fielded() -> None:
    """DM-23.4: dice moved from an unrolled to a rolled position enter on level 1 "unless
    specified" (here level 3: a Sidekick has one level, so its top); DM-8.13: "move" is not
    "field", so nothing triggers "when fielded"."""
    g = with_action(RISE)
    g.arrange(0, "used", [m(5)])
    events = use(g, "rise", m(5))
    assert m(5) in g.zone(0, "field") and g.state.dice[m(5)].face == CHAR
    assert not [e for e in events if isinstance(e, ev.AbilityTriggered) and e.card != "rise"]


def test_capturing_an_opposing_character_is_a_choice() -> None:
    """DM-23.1 with a chosen, untargeted die: the capture takes the die the player picks."""
    g = with_action(SHROUD, NET)
    g.give(0, "p1:net:1", to="reserve", face=0)
    g.field("p1:net:1")
    assert set(choices(g.state, 0).options) >= {c(5)}
    g.target(c(5))
    assert g.state.dice[c(5)].zone is Zone.CAPTURED


SCATTER = action_card(
    "scatter",
    {"text": "Split 2 damage as you like among any number of opposing character dice.",
     "effects": [effect("deal_damage", "choose_opposing_die", amount=2, split=True)]},
)  # fmt: skip


def test_damage_divided_among_dice_chosen_without_targeting() -> None:
    """DM-16 with a division ("divided as you choose"): the player names the dice and their
    parts, the whole amount, at least 1 each; the dice are chosen, not targeted (DM-13.3)."""
    g = with_action(SCATTER, chris_field=2)
    g.do(A.UseActionDie(player=0, die=bac("scatter", 1)))
    assert set(choices(g.state, 0).options) >= {c(5), c(6)}
    g.do(A.ChooseTarget(player=0, split=((c(5), 1), (c(6), 1))))
    assert {c(5), c(6)} <= g.zone(1, "prep")  # Sidekicks: D1 each, KO'd


PICK = action_card(
    "pick",
    {"text": "Choose an opposing character die. That die can't block this turn.",
     "effects": [effect("choose", "choose_opposing_die"),
                 effect("cant_block", "choose_opposing_die")]},
)  # fmt: skip


def test_a_die_chosen_is_the_one_the_next_effects_name() -> None:
    """DM-13.1: one choice per ability; "choose ... that die ..." names the same die, and
    the choice alone changes nothing."""
    g = with_action(PICK, chris_field=2)
    g.do(A.UseActionDie(player=0, die=bac("pick", 1)))
    assert set(choices(g.state, 0).options) >= {c(5), c(6)}
    g.target(c(6))
    barred = {x.target for x in g.state.lasting if x.effect == "cant_block"}
    assert barred == {c(6)}
