"""The game options' allowed values (issue 9, item 11): the engine refuses a game that could
not be played (no life, an unknown rule set) whoever creates it. The API checks the same
ranges first (games/options.py) to answer before the engine is asked."""

from __future__ import annotations

from games.engine.model import errors as E
from games.engine.model.errors import IllegalAction
from games.engine.model.state import GameOptions
from games.engine.model.teams import FORMATS

# Inclusive ranges. Standard play is 20 life and 5 turns after time (organized-play.md); the
# ranges leave room for house rules, not for games that cannot start.
RANGES: dict[str, tuple[int, int]] = {"starting_life": (1, 99), "turns_after_time": (0, 20)}
RULES = ("dm-2018", "dm-2014")  # the rule sets the engine implements (model/rulesets.py)
RANDOMNESS = ("seed", "reported")  # online (server seed) or paper (reported at the table)
CHOICES: dict[str, tuple[object, ...]] = {
    "rules": RULES,
    "randomness": RANDOMNESS,
    "team_format": tuple(FORMATS),
    "chooser": (None, 0, 1),
    "first_player_may_attack_first_turn": (False, True),
}


def check_options(options: GameOptions, *, legacy_format: bool = False) -> None:
    """Raise IllegalAction (game/bad_option) for the first option out of its range or set.

    `legacy_format` admits a log written before `team_format` existed (it names none)."""
    for name, (low, high) in RANGES.items():
        value = getattr(options, name)
        if type(value) is not int or not low <= value <= high:
            raise IllegalAction(E.GAME_BAD_OPTION, f"{name} is a whole number {low} to {high}")
    for name, allowed in CHOICES.items():
        value = getattr(options, name)
        if legacy_format and name == "team_format" and value == "":
            continue
        # `type` as well as `in`: True == 1, so a boolean would pass for chooser 1.
        if not any(value == a and type(value) is type(a) for a in allowed):
            raise IllegalAction(E.GAME_BAD_OPTION, f"{name} is one of {list(allowed)}")
