"""The Dice Masters rules engine: pure functions over frozen records.

`decide(state, action) -> events` validates, `evolve(state, event) -> state` applies,
`replay(log)` folds. No Django, no I/O, no globals: the same log always gives the same game.

The parts (docs/engine.md): `model/` (cards, state, actions, events, errors, evolve),
`abilities/` (triggers, targets, effects), `keywords/`, `flow/` (steps, priority, combat,
energy, decide), `log/` (codec, schema, replay), `sim/` (bots). Code outside the engine
imports from this package root only, so that the engine can change shape behind it.
"""

from games.engine.abilities.effects import EFFECT_OPS
from games.engine.api import (
    admits,
    choice_schema,
    choices,
    create_game,
    decide,
    evolve,
    legal_actions,
    resolve_random,
    run,
    step,
    view,
    waiting_for,
)
from games.engine.flow.choices import to_dict as choice_dict
from games.engine.flow.randomness import seed_hash
from games.engine.flow.rulings import rewind
from games.engine.flow.turn import RANDOM_KINDS, awaiting
from games.engine.keywords import GLOSSARY, KEYWORDS
from games.engine.loading import Execution, card_execution, card_from_dict
from games.engine.log import snapshot
from games.engine.log.codec import dumps_jsonl, read_jsonl, to_records
from games.engine.log.replay import replay, rewind_points
from games.engine.log.schema import load_schema
from games.engine.model import actions, errors, events
from games.engine.model.actions import Action
from games.engine.model.cards import CardDef, card_digest
from games.engine.model.edition import FIRST_RULES_EDITION, RULES_EDITION
from games.engine.model.errors import CorruptLog, IllegalAction, RulesEditionChanged
from games.engine.model.events import Event
from games.engine.model.options import RANGES as OPTION_RANGES
from games.engine.model.state import GameOptions, GameState, Outcome, Termination, Zone
from games.engine.model.teams import FORMATS, TeamProblem, TeamRules, team_problems
from games.engine.sim.bots import BOTS
from games.engine.sim.simulate import DEMO_BASIC_ACTIONS, DEMO_FORMAT, DEMO_TEAMS, game_seed, play
from games.engine.sim.survey import Survey, survey
from games.engine.sim.teams import set_teams

__all__ = [
    "BOTS",
    "DEMO_BASIC_ACTIONS",
    "DEMO_FORMAT",
    "DEMO_TEAMS",
    "EFFECT_OPS",
    "FIRST_RULES_EDITION",
    "FORMATS",
    "GLOSSARY",
    "KEYWORDS",
    "OPTION_RANGES",
    "RANDOM_KINDS",
    "RULES_EDITION",
    "Action",
    "CardDef",
    "CorruptLog",
    "Event",
    "Execution",
    "GameOptions",
    "GameState",
    "IllegalAction",
    "Outcome",
    "RulesEditionChanged",
    "Survey",
    "TeamProblem",
    "TeamRules",
    "Termination",
    "Zone",
    "actions",
    "admits",
    "awaiting",
    "card_digest",
    "card_execution",
    "card_from_dict",
    "choice_dict",
    "choice_schema",
    "choices",
    "create_game",
    "decide",
    "dumps_jsonl",
    "errors",
    "events",
    "evolve",
    "game_seed",
    "legal_actions",
    "load_schema",
    "play",
    "read_jsonl",
    "replay",
    "resolve_random",
    "rewind",
    "rewind_points",
    "run",
    "seed_hash",
    "set_teams",
    "snapshot",
    "step",
    "survey",
    "team_problems",
    "to_records",
    "view",
    "waiting_for",
]
