""" "That player" of a trigger of each player's turn (target kind `active_player`,
abilities/targets.py): the player whose turn it is (DM-5), whoever controls the ability. A
card of ours, "at the start of each player's turn, that player loses 1 life"."""

from __future__ import annotations

from games.engine import events as ev
from games.engine.abilities.targets import player_target, targets_for

from .helpers import TEAMS, Game, auto_turn, by_turn, cards_with, die, make_card


def _losses(trigger: str, target: str) -> list[tuple[int, int]]:
    """Michele has an active die of a card whose `trigger` takes 1 life from `target`; three
    turns are played. (Whose turn it was, who lost life) at each loss."""
    card = make_card(
        "toll", abilities=[{"trigger": trigger,
                            "effects": [{"op": "lose_life", "amount": 1, "target": target}]}]
    )  # fmt: skip
    g = Game(teams=((("toll", 1), TEAMS[0][1]), TEAMS[1]), cards=cards_with(card))
    g.start()
    g.arrange(0, "field", [die(0, "toll", 1)], face=0)
    start = len(g.events)
    for _ in range(3):
        auto_turn(g)
    lost = by_turn(g.events[start:], ev.LifeLost)
    return [(whose, event.player) for whose, event in lost if event.reason != "test"]


def test_each_turn_s_player_loses_life_at_its_start() -> None:
    assert _losses("start_of_turn", "active_player") == [(1, 1), (0, 0), (1, 1)]


def test_at_the_end_of_each_turn_too() -> None:
    assert _losses("end_of_turn", "active_player") == [(0, 0), (1, 1), (0, 0)]


def test_near_miss_each_player_loses_life_on_every_turn() -> None:
    """ "Each player loses 1 life" at each turn's start: both players, every turn."""
    both = _losses("start_of_turn", "all_players")
    assert sorted(both) == sorted([(1, 0), (1, 1), (0, 0), (0, 1), (1, 0), (1, 1)])


def test_the_target_is_the_active_seat_whoever_asks() -> None:
    g = Game()
    g.start()
    seat = g.state.active
    assert targets_for(g.state, "active_player", 0) == (player_target(seat),)
    assert targets_for(g.state, "active_player", 1) == (player_target(seat),)
