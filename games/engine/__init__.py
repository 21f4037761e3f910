"""The Dice Masters rules engine: pure functions over frozen dataclasses.

`decide(state, action) -> events` validates, `evolve(state, event) -> state` applies,
`replay(log)` folds. No Django, no I/O, no globals: the same log always gives the same game.
"""

from games.engine.actions import Action
from games.engine.api import (
    create_game,
    decide,
    evolve,
    legal_actions,
    resolve_random,
    step,
    view,
)
from games.engine.errors import CorruptLog, IllegalAction
from games.engine.events import Event
from games.engine.replay import replay
from games.engine.state import GameOptions, GameState, Outcome, Termination

__all__ = [
    "Action",
    "CorruptLog",
    "Event",
    "GameOptions",
    "GameState",
    "IllegalAction",
    "Outcome",
    "Termination",
    "create_game",
    "decide",
    "evolve",
    "legal_actions",
    "replay",
    "resolve_random",
    "step",
    "view",
]
