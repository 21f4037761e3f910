"""Experience tokens put on and taken off a card by an effect (effects/experience.py;
docs/rulings.md "Experience tokens"): each token on a player's card gives that player's dice
of the card +1A and +1D (DM-16.1); a removal takes off as many as asked, never more than the
card has, and only from the named player's card. Our own wording."""

from __future__ import annotations

from games.engine.abilities.effects.card_tokens import EFFECTS, LOYALTY, tokens
from games.engine.abilities.stats import stats
from games.engine.abilities.targets import targets_for
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import Trigger
from tests.engine.helpers import FIST, TEAMS, Game, cards_with, m
from tests.engine.keywords.common import character, face_off

SCOUT = character("scout", 2, 2, keywords=["experience_tokens"])  # an Adventurer
ROGUE = character("rogue", 1, 1, keywords=["experience_tokens"])  # Chris's Adventurer
PLAIN = character("plain", 3, 3)
HERE = Trigger(0, "plain", 0, "ability", "p1:plain:1")


def run(g, op: str, targets: list[str], amount: int = 1) -> Batch:  # type: ignore[no-untyped-def]
    b = Batch(g.state)
    EFFECTS[op].apply(b, EffectSpec(op, amount=amount), HERE, targets)
    g.state = b.state
    return b


def test_a_token_on_a_die_s_card_raises_that_owner_s_dice_only() -> None:
    g = face_off([SCOUT, PLAIN], [ROGUE])
    run(g, "add_experience_token", ["p1:scout:1"], amount=2)
    assert tokens(g.state, "scout", 0) == 2
    assert stats(g.state, g.state.dice["p1:scout:1"]) == (4, 4)
    assert tokens(g.state, "scout", 1) == 0  # near miss: the other player's copy of the card


def test_no_target_means_this_card() -> None:
    g = face_off([SCOUT, PLAIN], [ROGUE])
    run(g, "add_experience_token", [])
    assert tokens(g.state, "plain", 0) == 1 and tokens(g.state, "scout", 0) == 0


def test_a_removal_takes_off_at_most_what_the_card_has() -> None:
    g = face_off([SCOUT, PLAIN], [ROGUE])
    run(g, "add_experience_token", ["card:1:rogue"], amount=2)
    run(g, "remove_experience_token", ["card:1:rogue"], amount=3)
    assert tokens(g.state, "rogue", 1) == 0
    assert stats(g.state, g.state.dice["p2:rogue:1"]) == (1, 1)  # never below its printing
    b = run(g, "remove_experience_token", ["card:1:rogue"])
    assert b.events == []  # near miss: nothing left to take off


def test_amount_zero_takes_off_every_token() -> None:
    g = face_off([SCOUT, PLAIN], [ROGUE])
    run(g, "add_experience_token", ["card:0:scout"], amount=3)
    run(g, "remove_experience_token", ["p1:scout:1"], amount=0)
    assert tokens(g.state, "scout", 0) == 0


def test_an_adventurer_card_is_one_whose_dice_have_experience() -> None:
    """The card filter `keyword` (team_cards.py) as the die filter counts it."""
    g = face_off([SCOUT, PLAIN], [ROGUE])
    found = targets_for(g.state, "target_opposing_card", 0, (("keyword", "experience"),))
    assert found == ("card:1:rogue",)  # near miss: Chris's other card (Madelyne) has none
    mine = targets_for(g.state, "choose_your_card", 0, (("keyword", "experience"),))
    assert mine == ("card:0:scout",)


def test_loyalty_counters_give_the_same_bonus_and_are_counted_apart() -> None:
    """docs/rulings.md "Loyalty Counters": +1A and +1D each, a count of their own."""
    g = face_off([SCOUT, PLAIN], [ROGUE])
    run(g, "add_loyalty_counter", ["p1:plain:1"])
    run(g, "add_experience_token", ["p1:plain:1"])
    assert tokens(g.state, "plain", 0, LOYALTY) == 1 and tokens(g.state, "plain", 0) == 1
    assert stats(g.state, g.state.dice["p1:plain:1"]) == (5, 5)
    run(g, "remove_loyalty_counter", ["card:0:plain"], amount=0)
    assert tokens(g.state, "plain", 0, LOYALTY) == 0
    assert tokens(g.state, "plain", 0) == 1  # near miss: the Experience token stays


HOST = character(
    "host", 1, 1,
    abilities=[{"trigger": "when_you_field", "while_active": "self",
                "text": "While active, each Adventurer you field puts a token on its card.",
                "trigger_filters": {"keyword": "experience"},
                "effects": [{"op": "add_experience_token", "amount": 1, "target": "that_die"}]}],
)  # fmt: skip


def test_a_fielded_adventurer_s_card_gains_the_token_while_the_giver_is_active() -> None:
    g = Game(teams=((("host", 2), ("scout", 2)), TEAMS[1]), cards=cards_with(HOST, SCOUT))
    g.start()
    g.give(0, "p1:host:1", to="field", face=0)
    for die in ("p1:scout:1", "p1:scout:2"):
        g.give(0, die, to="used")
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.arrange(0, "reserve", ["p1:scout:1", "p1:scout:2"], face=0)
    g.field("p1:scout:1")
    assert tokens(g.state, "scout", 0) == 1
    g.arrange(0, "used", ["p1:host:1"])  # near miss: the giver is no longer active
    g.field("p1:scout:2")
    assert tokens(g.state, "scout", 0) == 1
