"""draw_sort (effects/draw_sort.py): two dice drawn, one of them to the Prep Area and the
second to the Used Pile. The draw is chance (DM-6.2: an empty bag is refilled first), the dice stay
in the bag while looked at; then their player chooses the one for the Prep Area (DM-13.1: a
choice, not a target) and the other goes to the Used Pile. One die drawn: it goes to the
first place listed, the Prep Area (DM-12.3)."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import errors as E
from games.engine import events as ev
from games.engine.loading import card_execution
from games.engine.log.codec import to_records
from games.engine.log.replay import replay
from games.engine.model.state import GameOptions
from games.engine.sim.simulate import game_seed, play
from tests.engine.helpers import CHAR, FIST, JUBILEE, Game, cards_with, m
from tests.engine.keywords.common import FOE, character

LINE = "When fielded, draw 2 dice; put one into your Prep Area and the other in your Used Pile."
SORT_2 = {"op": "draw_sort", "amount": 2}
SORTER = character(
    "sorter", 2, 2, text=[LINE],
    abilities=[{"trigger": "when_fielded", "text": LINE, "effects": [SORT_2]}],
)  # fmt: skip
DIE = "p1:sorter:1"


def fielded(bag: int = 8) -> Game:
    """Michele fields her die in her first Main Step (her bag: `bag` of her 8 Sidekicks)."""
    g = Game(teams=((("sorter", 2),), ((FOE, 2),)), cards=cards_with(SORTER))
    g.start()
    g.give(0, DIE)
    g.begin({DIE: 0, m(1): FIST, m(2): FIST, m(3): CHAR}, oop=m(4))
    left = sorted(g.zone(0, "bag"))
    g.arrange(0, "used", left[bag:])
    g.field(DIE)
    return g


def test_two_dice_drawn_the_player_chooses_the_one_for_the_prep_area() -> None:
    g = fielded()
    assert (g.pending.kind, g.pending.player, g.pending.count) == ("draw", 0, 2)
    assert g.pending.to == "draw_sort"
    one, other = sorted(g.zone(0, "bag"))[:2]
    events = g.draw(one, other, to="draw_sort")
    assert ev.AbilityTriggered(0, "sorter", 1, "ability", "") in events
    assert (g.pending.kind, g.pending.player) == ("choose_target", 0)
    assert g.pending.options == (one, other)
    g.target(other)
    assert other in g.zone(0, "prep") and one in g.zone(0, "used")
    assert one not in g.zone(0, "bag") and not g.state.lasting


def test_only_the_dice_drawn_may_be_chosen() -> None:
    g = fielded()
    bag = sorted(g.zone(0, "bag"))
    g.refuse(A.ReportDraw(player=0, dice=(bag[0],), to="draw_sort"), E.RANDOM_BAD_COUNT)
    g.draw(*bag[:2], to="draw_sort")
    g.refuse(A.ChooseTarget(player=0, target=bag[2]), E.TARGET_INVALID)
    g.refuse(A.ChooseTarget(player=1, target=bag[0]), E.TURN_NOT_YOURS)


def test_one_die_in_the_bag_goes_to_the_prep_area() -> None:
    """DM-12.3: as much as you can; one die goes to the first place listed."""
    g = fielded(bag=1)
    assert g.pending.count == 1
    (last,) = g.zone(0, "bag")
    events = g.draw(last, to="draw_sort")
    assert ev.DiceMoved(0, (last,), "prep", "sorter") in events
    assert last in g.zone(0, "prep") and g.pending.kind == "priority"


def test_an_empty_bag_is_refilled_from_the_used_pile_first() -> None:
    """DM-6.2: the bag is refilled when it is empty and dice must be drawn."""
    g = fielded(bag=0)
    assert g.pending.kind == "draw" and g.pending.count == 2
    assert not g.zone(0, "used") - {DIE}


def test_the_card_is_executed_with_its_choice() -> None:
    assert card_execution(SORTER).executed


def test_bots_make_the_choice_and_the_logs_replay() -> None:
    cards = cards_with(SORTER)
    options = GameOptions(team_format="demo", starting_life=10)
    teams = ((("sorter", 3),), ((JUBILEE, 2),))
    sorted_ = 0
    for n in range(6):
        seed = game_seed("draw_sort", n)
        bots = ("greedy", "random") if n % 2 else ("random", "random")  # both bots choose
        events, final = play(cards, seed, bots, options, teams=teams)
        sorted_ += sum(isinstance(e, ev.DiceDrawn) and e.to == "draw_sort" for e in events)
        assert replay(to_records(events), cards, seed=seed) == final
    assert sorted_


PREP_1 = {"op": "prep", "amount": 1, "zone": "bag"}


def burst_fielded(face: int) -> Game:
    """A burst that replaces the text (DM-17.3): "When fielded, prep a die from your bag.
    (burst) Instead, draw 2 dice; ...": level 1 shows the burst, level 2 does not."""
    card = character("tally", 1, 1, abilities=[
        {"trigger": "when_fielded", "effects": [PREP_1]},
        {"trigger": "when_fielded", "bursts": [1], "burst_mode": "replace", "effects": [SORT_2]},
    ])  # fmt: skip
    card["faces"][0]["bursts"] = 1
    g = Game(teams=((("tally", 1),), ((FOE, 1),)), cards=cards_with(card))
    g.start()
    g.give(0, "p1:tally:1")
    g.begin({"p1:tally:1": face, m(1): FIST, m(2): FIST, m(3): CHAR}, oop=m(4))
    g.field("p1:tally:1")
    return g


def test_a_burst_face_draws_and_sorts_instead_of_prepping() -> None:
    g = burst_fielded(0)
    assert (g.pending.kind, g.pending.to, g.pending.count) == ("draw", "draw_sort", 2)
    one, other = sorted(g.zone(0, "bag"))[:2]
    g.draw(one, other, to="draw_sort")
    g.target(one)
    assert one in g.zone(0, "prep") and other in g.zone(0, "used")


def test_without_the_burst_the_base_text_preps() -> None:
    g = burst_fielded(1)
    assert (g.pending.kind, g.pending.to, g.pending.count) == ("draw", "prep", 1)
