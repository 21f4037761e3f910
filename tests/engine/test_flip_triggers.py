"""A flip as an occasion (abilities/flip_occasions.py, docs/rulings.md "Flip triggers"): the
side turned up hears its own flip while the card is active (`when_flipped`); a player's
cards hear their player's flips (`when_you_flip_a_card`, narrowed to a character card and
to an active one) and an opponent's (`when_opponent_flips_an_active_character`), while
active (DM-18.1). Cards and wording are our own."""

from __future__ import annotations

from games.engine import events as ev
from games.engine.abilities.targets import ACCEPT, DECLINE
from tests.engine.helpers import Game, cards_with
from tests.engine.keywords.common import FOE, character

REMINDER = "Flip (At the start of your turn, you may flip this card to its other side.)"
HURT = {"op": "deal_damage", "amount": 1, "target": "opponent"}
GAIN = {"op": "gain_life", "amount": 2, "target": "you"}


def flipper(card_id: str, back: list[dict], front: list[dict] = ()) -> dict:
    """A flip card whose sides hold these abilities (each side prints the keyword)."""
    return character(
        card_id, 2, 2, keywords=["flip"], text=[REMINDER, *("x" for _ in front)],
        abilities=list(front),
        back={"keywords": ["flip"], "text": [REMINDER, *("x" for _ in back)],
              "abilities": back},
    )  # fmt: skip


TURNER = flipper("turner", [{"trigger": "when_flipped", "effects": [HURT]}])
WATCHER = character("watcher", 1, 1, abilities=[
    {"trigger": "when_you_flip_an_active_character", "effects": [HURT]},
    {"trigger": "when_opponent_flips_an_active_character", "effects": [GAIN]}])  # fmt: skip
COUNTER = character(
    "counter", 1, 1, abilities=[{"trigger": "when_you_flip_a_card", "effects": [GAIN]}]
)


def game(mine: tuple, theirs: tuple = (FOE,), field: tuple = (), their_field: tuple = ()):
    g = Game(
        teams=(tuple((c["id"], 2) for c in mine), tuple((c["id"] if isinstance(c, dict) else c, 2)
               for c in theirs)),
        cards=cards_with(*(c for c in (*mine, *theirs) if isinstance(c, dict))),
    )  # fmt: skip
    for die_id in field:
        g.give(0, die_id, to="field", face=0)
    for die_id in their_field:
        g.give(1, die_id, to="field", face=0)
    g.start()
    return g


def fired(events: list, card: str) -> list[ev.AbilityTriggered]:
    return [e for e in events if isinstance(e, ev.AbilityTriggered) and e.card == card]


def test_the_side_turned_up_hears_its_own_flip_while_active() -> None:
    g = game((TURNER,), field=("p1:turner:1",))
    life = g.life(1)
    events = g.target(ACCEPT)
    assert ev.CardFlipped(0, "turner", 0) in events
    assert len(fired(events, "turner")) == 1
    assert g.life(1) == life - 1


def test_not_active_the_flip_triggers_nothing() -> None:
    """Near miss: "if <self> is active when flipped" (DM-18.1): no die of it in the field."""
    g = game((TURNER,))
    life = g.life(1)
    events = g.target(ACCEPT)
    assert ev.CardFlipped(0, "turner", 0) in events and not fired(events, "turner")
    assert g.life(1) == life


def test_declined_nothing_flips_and_nothing_triggers() -> None:
    g = game((TURNER,), field=("p1:turner:1",))
    assert not fired(g.target(DECLINE), "turner")


def test_the_side_turned_away_does_not_hear_it() -> None:
    """The front holds the trigger: flipping it to the back turns that text away."""
    front = flipper("away", [], front=[{"trigger": "when_flipped", "effects": [HURT]}])
    g = game((front,), field=("p1:away:1",))
    assert not fired(g.target(ACCEPT), "away")


def test_a_watcher_hears_its_players_active_character_flip() -> None:
    g = game((WATCHER, TURNER), field=("p1:watcher:1", "p1:turner:1"))
    events = g.target(ACCEPT)
    assert [e.ability for e in fired(events, "watcher")] == [0]


def test_the_flipped_character_not_active_near_miss() -> None:
    """Near miss: "if that character is active": the flip card has no die in the field."""
    g = game((WATCHER, TURNER), field=("p1:watcher:1",))
    assert not fired(g.target(ACCEPT), "watcher")


def test_the_watcher_not_active_near_miss() -> None:
    g = game((WATCHER, TURNER), field=("p1:turner:1",))
    assert not fired(g.target(ACCEPT), "watcher")


def test_an_opponents_flip_is_heard_by_the_opposing_trigger() -> None:
    """The opponent flips their active character: the watcher's second ability only."""
    g = Game(teams=((("turner", 2),), (("watcher", 2),)), cards=cards_with(TURNER, WATCHER))
    g.give(0, "p1:turner:1", to="field", face=0)
    g.give(1, "p2:watcher:1", to="field", face=0)
    g.start()
    events = g.target(ACCEPT)
    assert [e.ability for e in fired(events, "watcher")] == [1]


def test_any_card_of_yours_flipped_counts_active_or_not() -> None:
    g = game((COUNTER, TURNER), field=("p1:counter:1",))
    assert len(fired(g.target(ACCEPT), "counter")) == 1
