"""Bot-against-bot games with a seed: used by `manage.py simulate`, tests and benchmarks."""

from __future__ import annotations

import hashlib
import random
from collections.abc import Mapping, Sequence

from games.engine.api import create_game, resolve_random, step
from games.engine.flow.decide import run
from games.engine.flow.turn import awaiting
from games.engine.model import events as ev
from games.engine.model.cards import CardDef
from games.engine.model.state import GameOptions, GameState
from games.engine.sim.bots import BOTS

DEMO_TEAMS = (
    (("jubilee-wondra", 4), ("hope-summers-messiah-complex", 4)),
    (("mastermind-fracturing-the-phoenix", 4), ("madelyne-pryor-anodyne", 4)),
)
DEMO_BASIC_ACTIONS = (("way-out-west",), ("counterstrike",))
DEMO_FORMAT = "demo"  # two characters and one Basic Action Card each (DM-3.6)


def game_seed(seed: int | str, index: int) -> str:
    """A 32-byte hex seed for game `index` of a run seeded with `seed`."""
    return hashlib.sha256(f"overcrush-sim:{seed}:{index}".encode()).hexdigest()


def play(
    cards: Mapping[str, CardDef],
    seed: str,
    bots: Sequence[str] = ("greedy", "greedy"),
    options: GameOptions | None = None,
    teams: tuple = DEMO_TEAMS,
    basic_actions: tuple = DEMO_BASIC_ACTIONS,
    raw_cards: Sequence[Mapping] = (),
    max_events: int = 20000,
) -> tuple[list[ev.Event], GameState]:
    """Play one whole game; returns every event (genesis first) and the final state. One team
    and Basic Action Cards per seat (four: Doubles); `bots` name each seat's bot, cycled."""
    rng = random.Random(seed)
    options = options or GameOptions(team_format=DEMO_FORMAT)
    state, events = create_game(
        tuple(f"Bot {'ABCD'[i]}" for i in range(len(teams))),
        teams,
        basic_actions,
        cards,
        options,
        seed=seed,
        raw_cards=raw_cards,
    )
    chance = resolve_random(state)
    while chance is not None:
        more, state = run(state, chance)
        events.extend(more)
        chance = resolve_random(state)
    while not state.over:
        pending = awaiting(state)
        assert pending is not None and pending.player is not None
        action = BOTS[bots[pending.player % len(bots)]](state, pending.player, rng)
        more, state = step(state, action)
        events.extend(more)
        if len(events) > max_events:
            raise RuntimeError(f"game {seed} did not end within {max_events} events")
    return events, state
