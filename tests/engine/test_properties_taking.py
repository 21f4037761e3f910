"""Property over bot games where capture and control happen (DM-23.1, DM-23.2): our set's
cards that take dice for a turn, until the next turn, or while the taking die stays, against
a team of plain characters. At every state: every die in exactly one place, 8 Sidekicks a
player counted as their owner's (a die under control is its owner's), a captured die in its
owner's zone `captured` under its capture's persistent effect, a controlled die its
controller's for game purposes and its owner's by `owner_of`; the log replays (validated,
with the seed) to the same state, and its capture and control records validate against the
published schema."""

from __future__ import annotations

from functools import cache

import pytest

from cards.catalog import catalog
from games.engine import events as ev
from games.engine.abilities.effects.control import owner_of
from games.engine.flow.setup import initial_state
from games.engine.log.codec import to_records
from games.engine.log.replay import replay
from games.engine.model.evolve import evolve
from games.engine.model.state import GameOptions, GameState, Zone
from games.engine.sim.simulate import game_seed, play

from .test_properties import check_dice
from .test_schema import validator

CARDS = catalog()
TAKERS = ((("86ocr", 3), ("87ocr", 3), ("74ocr", 3), ("75ocr", 3), ("77ocr", 2), ("88ocr", 3)),
          ("89ocr", "76ocr"))  # fmt: skip
PLAIN = ((("1ocr", 4), ("5ocr", 4), ("80ocr", 4), ("81ocr", 4)), ("39ocr", "40ocr"))
TAKERS = (tuple((c, min(n, CARDS[c].max_dice)) for c, n in TAKERS[0]), TAKERS[1])
PLAIN = (tuple((c, min(n, CARDS[c].max_dice)) for c, n in PLAIN[0]), PLAIN[1])
GAMES = 6
PAIRS = [("greedy", "greedy"), ("greedy", "random"), ("random", "greedy")]


def _check_taken(state: GameState) -> None:
    for x in state.lasting:
        if x.effect == "captured":
            die = state.dice[x.target]
            assert die.zone is Zone.CAPTURED and x.target in state.in_zone(die.owner, Zone.CAPTURED)
            assert x.until.startswith("returns")
        elif x.effect == "controlled":
            die = state.dice[x.target]
            assert die.owner == x.controller != x.amount == owner_of(state, x.target)


@cache
def _game(n: int) -> tuple[str, list[ev.Event], GameState]:
    first, second = (TAKERS, PLAIN) if n % 2 == 0 else (PLAIN, TAKERS)
    seed = game_seed("properties-taking", n)
    events, final = play(
        CARDS,
        seed,
        PAIRS[n % len(PAIRS)],
        GameOptions(starting_life=12),
        teams=(first[0], second[0]),
        basic_actions=(first[1], second[1]),
    )
    return seed, events, final


@pytest.mark.parametrize("n", range(GAMES))
def test_games_with_capture_and_control_keep_every_die_and_replay(n: int) -> None:
    seed, events, final = _game(n)
    assert isinstance(events[0], ev.GameCreated)
    state = initial_state(events[0], CARDS, seed)
    all_dice = set(state.dice)
    taken = 0
    for event in events[1:]:
        state = evolve(state, event)
        check_dice(state, all_dice)
        _check_taken(state)
        taken += isinstance(event, ev.DiceCaptured | ev.ControlTaken)
    records = to_records(events)
    for record in records:  # (every record type: test_properties_ocr.py)
        if record["type"] in ("DiceCaptured", "CaptureEnded", "ControlTaken", "ControlEnded"):
            validator().validate(record)
    assert replay(records, CARDS, seed=seed) == final


def test_the_games_do_take_dice() -> None:
    """The property above is not vacuous: captures and controls happen in these games."""
    taken = sum(
        isinstance(e, ev.DiceCaptured | ev.ControlTaken) for n in range(GAMES) for e in _game(n)[1]
    )
    assert taken >= GAMES
