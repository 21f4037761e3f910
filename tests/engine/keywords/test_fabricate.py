"""Fabricate N-M (keywords/fabricate.py, source 16toa's reminder; docs/rulings.md "Fabricate").
Its glossary line, in our words: "Fabricate N-M: instead of paying energy, you may KO N of
your character dice whose purchase costs add up to M or more to purchase a die of this
card." Card data writes `fabricate:NM`. A purchase in the Main Step (DM-8.5) whose payment
is the KO (DM-16.1) of the player's own character dice in their Field Zone, their cards'
purchase costs (DM-8.8) at least M; no energy. Cards are our own."""

from __future__ import annotations

import pytest

from games.engine.api import legal_actions
from games.engine.keywords import KEYWORDS
from games.engine.model import actions as A
from games.engine.model import errors as E
from games.engine.model import events as ev
from games.engine.model.actions import ACTION_MAKERS
from games.engine.model.state import Zone
from tests.engine.helpers import CHAR, FIST, Game, cards_with, die, m, make_card

GOLEM = make_card("golem", cost=5, keywords=["fabricate:23"])  # Fabricate 2-3
BRICK = make_card("brick", cost=2)
WALL = make_card("wall", cost=3, keywords=["iron_will"])


def game() -> Game:
    teams = ((("golem", 2), ("brick", 3)), (("brick", 1),))
    g = Game(teams=teams, cards=cards_with(GOLEM, BRICK))
    g.start()
    g.arrange(0, "field", [die(0, "brick", 1), die(0, "brick", 2), m(5)], face=CHAR)
    g.arrange(1, "field", [die(1, "brick", 1)], face=CHAR)
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    return g


def fabricate(card: str, *dice: str, paid: A.Paid = ()) -> A.Purchase:
    return A.Purchase(player=0, card=card, paid=paid, fabricated=dice)


def test_the_glossary_line_is_the_modules() -> None:
    assert KEYWORDS["fabricate"].glossary.startswith("Fabricate N-M: instead of paying energy")


def test_two_dice_costing_3_or_more_are_kod_and_pay_for_the_die() -> None:
    g = game()
    bricks = (die(0, "brick", 1), die(0, "brick", 2))  # 2 + 2 >= 3
    action = fabricate("golem", *bricks)
    events = g.do(action)
    # the batch starts with its decision, which gives the action back: replay decides it again
    assert type(events[0]) is ev.DieFabricated and events[0].fabricated == bricks
    assert ACTION_MAKERS[type(events[0])](events[0]) == action
    assert [e.dice for e in events if isinstance(e, ev.DiceKnockedOut)] == [bricks]
    assert {g.state.dice[d].zone for d in bricks} == {Zone.PREP}  # KO'd (DM-16.1)
    assert g.state.dice[die(0, "golem", 1)].zone is Zone.USED  # purchased (DM-8.5)
    assert {g.state.dice[m(n)].zone for n in (1, 2, 3)} == {Zone.RESERVE}  # no energy spent


@pytest.mark.parametrize(
    "dice",
    [
        (die(0, "brick", 1), m(5)),  # 2 + 0 (a Sidekick's card costs 0): less than 3
        (die(0, "brick", 1),),  # one die, not two
        (die(0, "brick", 1), die(0, "brick", 1)),  # the same die twice
        (die(0, "brick", 1), die(1, "brick", 1)),  # an opposing die is not hers
        (die(0, "brick", 1), m(1)),  # a die in her Reserve Pool is not in her Field Zone
    ],
)
def test_near_misses_are_refused(dice: tuple[str, ...]) -> None:
    g = game()
    g.refuse(fabricate("golem", *dice), E.PURCHASE_NOT_FABRICATED)
    assert g.state.dice[die(0, "brick", 1)].zone is Zone.FIELD


def test_near_miss_a_die_that_cannot_be_kod_pays_nothing() -> None:
    """Iron Will (its die can't be KO'd now): KOing it is no payment (docs/rulings.md)."""
    g = Game(
        teams=((("golem", 2), ("wall", 2)), (("brick", 1),)),
        cards=cards_with(GOLEM, BRICK, WALL),
    )
    g.start()
    g.arrange(0, "field", [m(5), die(0, "wall", 1)], face=CHAR)  # 0 + 3 >= 3
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.refuse(fabricate("golem", m(5), die(0, "wall", 1)), E.PURCHASE_NOT_FABRICATED)
    assert not [a for a in legal_actions(g.state, 0) if isinstance(a, A.Purchase) and a.fabricated]


def test_near_miss_no_energy_beside_it_and_no_card_without_the_keyword() -> None:
    g = game()
    bricks = (die(0, "brick", 1), die(0, "brick", 2))
    g.refuse(fabricate("golem", *bricks, paid=((m(1), ("fist",)),)), E.PURCHASE_NOT_FABRICATED)
    g.refuse(fabricate("brick", *bricks), E.PURCHASE_NOT_FABRICATED)  # no Fabricate


# Its printed line (cards/vocabulary.py keywords_in; loading/execution.py): the keyword alone,
# or with its reminder after a colon or a stop, its numbers the same. Our own card's name.
REMINDED = (
    "Fabricate 3-6: You may KO 3 character dice with total purchase cost (6) or more to"
    " purchase this die for free."
)


@pytest.mark.parametrize(
    ("line", "keywords"),
    [
        ("Fabricate 3-6", ["fabricate:36"]),
        (REMINDED, ["fabricate:36"]),
        (REMINDED.replace(":", ".", 1), ["fabricate:36"]),
        (REMINDED.replace("(6)", "(5)"), []),  # near miss: another total in the reminder
        ("Fabricate 3-6: At least one of those dice must be a Grovekin.", []),  # says more
    ],
)
def test_the_printed_line(line: str, keywords: list[str]) -> None:
    from cards.vocabulary import keywords_in

    assert keywords_in([line], "toa") == keywords


def test_a_card_with_the_line_is_executed_and_read() -> None:
    from games.engine import card_execution
    from games.engine.loading import card_from_dict
    from games.reading import read_card

    card = make_card("kiln", cost=6, keywords=["fabricate:36"], text=[REMINDED])
    assert card_execution(card).executed
    assert not card_execution({**card, "keywords": ["fabricate:25"]}).executed  # other numbers
    (reading,) = [x.reading for x in read_card(card_from_dict(card))]
    assert reading.startswith("Fabricate 3-6 (instead of paying energy, you may KO 3 of your")
    assert "add up to 6 or more" in reading


def test_the_legal_actions_offer_the_cheapest_dice_that_pay() -> None:
    """Bots play from the legal actions (sim/bots.py): one Fabricate purchase is offered, KOing
    the dice that give up least (2 + 2: the Sidekick's 0 does not reach 3 with one Brick)."""
    g = game()
    offered = [a for a in legal_actions(g.state, 0) if isinstance(a, A.Purchase) and a.fabricated]
    assert offered == [fabricate("golem", die(0, "brick", 1), die(0, "brick", 2))]
    g.do(offered[0])  # and it is accepted as offered


def test_no_fabricate_purchase_is_offered_when_no_dice_pay() -> None:
    g = game()
    g.arrange(0, "used", [die(0, "brick", 2)])  # one Brick and a Sidekick left: 2 < 3
    assert not [a for a in legal_actions(g.state, 0) if isinstance(a, A.Purchase) and a.fabricated]
    assert not [a for a in legal_actions(g.state, 1) if isinstance(a, A.Purchase)]  # not his turn


def test_the_priority_choice_describes_the_fabricate_purchase() -> None:
    """The play page composes it from the description: N, M, the dice that may be KO'd (hers,
    character dice in her Field Zone) and one choice that pays."""
    from games.engine.flow.choices import choices

    (option,) = choices(game().state, 0).fabricate
    bricks = (die(0, "brick", 1), die(0, "brick", 2))
    assert (option.card, option.count, option.total) == ("golem", 2, 3)
    assert option.dice == (*bricks, m(5)) and option.example == bricks
    assert choices(game().state, 1) is None  # near miss: not his decision
