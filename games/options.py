"""Game options as the API takes them: names, types, ranges and enums, checked before the
engine sees them (the engine checks its own invariants again in `create_game`).

The tournaments API takes its events' starting life within the same range.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import msgspec

from games.engine import GameOptions
from games.engine.model.options import RULES as ENGINE_RULES
from games.errors import MalformedAction

BAD_SETUP = "game/bad_setup"
# Inclusive ranges of the integer options. Standard play is 20 life and 5 turns after time
# (organized-play.md); the ranges leave room for house rules, not for games that cannot start.
RANGES: dict[str, tuple[int, int]] = {"starting_life": (1, 99), "turns_after_time": (0, 20)}
# The rules the engine implements; GameOptions.rules and Tournament.rules_version name one.
RULES = ENGINE_RULES


def game_options(options: Mapping[str, Any], mode: str) -> GameOptions:
    """Known options of the right type and range; the mode decides the randomness."""
    if not isinstance(options, Mapping):
        raise MalformedAction("options is an object", BAD_SETUP)
    defaults = msgspec.structs.asdict(GameOptions())
    for name, value in options.items():
        if name not in defaults or name == "randomness":
            raise MalformedAction(f"unknown game option {name!r}", BAD_SETUP)
        _check(name, value, defaults[name])
    randomness = "seed" if mode == "online" else "reported"
    return GameOptions(**{**options, "randomness": randomness})


def _check(name: str, value: Any, default: Any) -> None:
    if name == "chooser":
        if value not in (None, 0, 1) or type(value) is bool:
            raise MalformedAction("chooser is 0, 1 or null (a random method)", BAD_SETUP)
        return
    if type(value) is not type(default):
        raise MalformedAction(f"game option {name!r} has the wrong type", BAD_SETUP)
    if name in RANGES:
        low, high = RANGES[name]
        if not low <= value <= high:
            raise MalformedAction(f"{name} is between {low} and {high}", BAD_SETUP)
    if name == "rules" and value not in RULES:
        raise MalformedAction(f"rules is one of {list(RULES)}", BAD_SETUP)
