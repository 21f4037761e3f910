"""Marvel Heroes Battle Dice (2006): a pure rules engine (DIGEST §7, rules MB-1 … MB-27).

Frozen records in, frozen records out: `run(state, action) -> (events, state)` decides,
`evolve(state, event)` applies, `replay(records)` folds a log. No Django, no I/O, no globals
that change. Chance comes from a committed seed online, or is reported on paper.

The figures' stats, their powers and the dice's rules are not in the book: they are catalog
records (`records.py`) a game's first event carries. The powers the book defines are executed
(`powers.py`); any other power or die rule is declared by its controller (`Declare`) and
accepted or disputed by the opponent, a judge ruling on disputes.
"""

from battledice.engine import actions, errors, events
from battledice.engine.api import (
    create_game,
    legal_actions,
    resolve_chance,
    settle,
    source_text,
    step,
    waiting_for,
)
from battledice.engine.bots import BOTS
from battledice.engine.chance import seed_hash
from battledice.engine.decide import decide, run
from battledice.engine.errors import CorruptLog, IllegalAction
from battledice.engine.evolve import evolve
from battledice.engine.flow import CHANCE_KINDS, Pending, battle_totals
from battledice.engine.records import (
    EXECUTED_POWERS,
    STATS,
    BattleDie,
    Figure,
    Power,
    RecordError,
    Suggestion,
    die_dict,
    die_from,
    figure_dict,
    figure_from,
)
from battledice.engine.replay import replay, rewind, rewind_points
from battledice.engine.setup import RULES, Team, TeamProblem, team_problems
from battledice.engine.setup import options_from as engine_options
from battledice.engine.state import GameState, Options, Outcome, Termination, Where, Zone
from battledice.engine.views import view

__all__ = [
    "BOTS",
    "CHANCE_KINDS",
    "EXECUTED_POWERS",
    "RULES",
    "STATS",
    "BattleDie",
    "CorruptLog",
    "Figure",
    "GameState",
    "IllegalAction",
    "Options",
    "Outcome",
    "Pending",
    "Power",
    "RecordError",
    "Suggestion",
    "Team",
    "TeamProblem",
    "Termination",
    "Where",
    "Zone",
    "actions",
    "battle_totals",
    "create_game",
    "decide",
    "die_dict",
    "die_from",
    "engine_options",
    "errors",
    "events",
    "evolve",
    "figure_dict",
    "figure_from",
    "legal_actions",
    "replay",
    "resolve_chance",
    "rewind",
    "rewind_points",
    "run",
    "seed_hash",
    "settle",
    "source_text",
    "step",
    "team_problems",
    "view",
    "waiting_for",
]
