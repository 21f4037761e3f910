"""DM-5.2 (000:L313, 000:L847) tells "at the start of your turn" from "at the start of each
player's turn": `start_of_your_turn` and `end_of_your_turn` fire on their controller's own
turns only, `start_of_turn` and `end_of_turn` on every turn (DM-10.3 for the end)."""

from __future__ import annotations

from games.engine import events as ev

from .helpers import TEAMS, Game, auto_turn, by_turn, cards_with, die, make_card

GAIN = [{"op": "gain_life", "amount": 1, "target": "you"}]


def card(card_id: str, trigger: str) -> dict:
    return make_card(card_id, abilities=[{"trigger": trigger, "effects": GAIN}])


def gains(trigger: str) -> list[int]:
    """Michele has an active die of a card whose `trigger` gains her 1 life, placed once her
    first turn has begun; three turns are played (hers, Chris's, hers), and Chris's next one
    begins. Whose turn it was at each of her gains."""
    g = Game(
        teams=((("tick", 1), TEAMS[0][1]), TEAMS[1]),
        cards=cards_with(card("tick", trigger)),
    )
    g.start()
    g.hurt(0, 5)
    g.arrange(0, "field", [die(0, "tick", 1)], face=0)
    start = len(g.events)
    for _ in range(3):
        auto_turn(g)
    gained = by_turn(g.events[start:], ev.LifeGained)
    return [whose for whose, event in gained if event.player == 0]


def test_start_of_your_turn_fires_on_your_turns_only() -> None:
    assert gains("start_of_your_turn") == [0]  # turn 3 (turn 1 had begun before; 4: Chris's)


def test_end_of_your_turn_fires_on_your_turns_only() -> None:
    assert gains("end_of_your_turn") == [0, 0]  # turns 1 and 3


def test_start_and_end_of_each_turn_fire_on_both_players_turns() -> None:
    """Near miss: the "each turn" triggers still fire on the opponent's turn too."""
    assert gains("start_of_turn") == [1, 0, 1]
    assert gains("end_of_turn") == [0, 1, 0]
