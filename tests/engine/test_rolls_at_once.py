"""An opponent's roll of two or more dice at once (abilities/rolls_at_once.py, trigger
`when_opponent_rolls_two_or_more`): each single roll of theirs, the Roll and Reroll Step's
first roll (DM-7.1) and its reroll "as a single group" (DM-7.2) alike, while the card is
active (DM-18.1), resolved before the step goes on. Our own cards and wording."""

from __future__ import annotations

import pytest

from games.engine import events as ev
from tests.engine.helpers import CHAR, FIST, MASK, TEAMS, Game, cards_with, m, make_card, of_type

SPARKY = make_card(
    "sparky",
    abilities=[{"trigger": "when_opponent_rolls_two_or_more", "while_active": "self",
                "effects": [{"op": "gain_life", "amount": 1, "target": "you"}]}],
)  # fmt: skip


def _game(chris_active: bool = True) -> tuple[Game, list[ev.Event]]:
    """Michele's first turn: Chris's sparky die in his Field Zone (or not), Michele's in
    hers; she rolls her three dice."""
    g = Game(
        teams=(((("sparky", 2),) + TEAMS[0])[:2], ((("sparky", 2),) + TEAMS[1])[:2]),
        cards=cards_with(SPARKY),
    )
    g.start()
    g.give(0, "p1:sparky:1", to="field", face=0)
    if chris_active:
        g.give(1, "p2:sparky:1", to="field", face=0)
    g.hurt(1, 5)  # (life gained above the starting total is lost)
    g.draw(m(1), m(2), m(3))
    g.draw(m(4), to="oop")
    return g, g.roll({m(1): CHAR, m(2): FIST, m(3): MASK})


def gains(events: list[ev.Event]) -> list[int]:
    return [e.player for e in of_type(events, ev.LifeGained)]


def test_the_first_roll_and_a_reroll_of_two_each_trigger_for_the_opponent() -> None:
    """DM-7.1: Michele rolls three dice at once: Chris's sparky gains him 1 life, at once
    (before her reroll); her own sparky does not (an opponent's roll only). DM-7.2: her
    reroll of two dice is a roll of two at once: once more."""
    g, events = _game()
    assert gains(events) == [1]
    assert g.pending.kind == "reroll"
    g.reroll(m(1), m(2))
    assert gains(g.roll({m(1): FIST, m(2): MASK})) == [1]


def test_a_roll_of_one_die_or_an_inactive_card_does_not_trigger() -> None:
    """Near misses: a reroll of a single die is not two at once; with no sparky die in
    Chris's Field Zone, his card is not active (DM-18.1) and nothing triggers."""
    g, _ = _game()
    g.reroll(m(1))
    assert gains(g.roll({m(1): FIST})) == []
    _, events = _game(chris_active=False)
    assert gains(events) == []


# an opponent's roll outside a Roll and Reroll Step (lane tg): any number of dice
WATCHER = make_card(
    "watcher",
    abilities=[{"trigger": "when_opponent_rolls_outside_roll_step",
                "effects": [{"op": "gain_life", "amount": 1, "target": "you"}]}],
)  # fmt: skip
NUDGE = make_card(
    "nudge",
    globals=[{"cost": 0, "effects": [{"op": "reroll", "target": "target_die"}]}],
)  # fmt: skip


@pytest.mark.parametrize("watcher", ["watcher", "681ocr"])  # (681ocr: our Hushwind Seer)
def test_a_roll_outside_the_roll_and_reroll_step(watcher: str) -> None:
    """DM-7.1/7.2: Michele's rolls in her Roll and Reroll Step do not trigger Chris's
    watcher; in her Main Step her Global rerolls her fielded Sidekick (DM-20.3: an effect's
    roll): it does, once."""
    g = Game(
        teams=((("nudge", 2), TEAMS[0][0]), ((watcher, 2), TEAMS[1][0])),
        cards=cards_with(WATCHER, NUDGE),
    )
    g.start()
    g.give(1, f"p2:{watcher}:1", to="field", face=0)
    g.hurt(1, 5)
    g.draw(m(1), m(2), m(3))
    g.draw(m(4), to="oop")
    events = g.roll({m(1): CHAR, m(2): FIST, m(3): MASK})
    g.reroll(m(2))
    events += g.roll({m(2): MASK})
    assert gains(events) == []
    assert g.pending.kind == "priority"
    g.field(m(1))
    events = g.use_global("nudge")
    if g.pending.kind == "choose_target":
        events += g.target(m(1))
    events += g.roll({m(1): FIST})
    assert gains(events) == [1]
