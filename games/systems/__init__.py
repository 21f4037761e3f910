"""The registry of game systems: which rules engine plays a game (issue 8).

An event chooses a ruleset (`Tournament.rules_version`); each ruleset belongs to one game
system. A game's stored options name its ruleset (`Game.options["rules"]`), and its log's
first event records it, so a log of one system is never replayed by another. The systems are
listed by dotted path in `settings.GAME_SYSTEMS`; adding one is a line there (and, if it has
models, its app in INSTALLED_APPS): nothing in the games or tournaments code names a system.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from django.conf import settings
from django.utils.module_loading import import_string

from games.errors import MalformedAction
from games.systems.base import EventSettings, GameSystem, NewGame, TeamListRefused

DEFAULT_RULES = "dm-2018"  # games stored before systems existed name no ruleset

_loaded: tuple[dict[str, GameSystem], dict[str, GameSystem]] | None = None


def _registry() -> tuple[dict[str, GameSystem], dict[str, GameSystem]]:
    """(systems by id, systems by ruleset), built once from settings."""
    global _loaded
    if _loaded is None:
        by_id: dict[str, GameSystem] = {}
        by_rules: dict[str, GameSystem] = {}
        for path in settings.GAME_SYSTEMS:
            system = import_string(path)()
            if not system.id or system.id in by_id:
                raise ValueError(f"game system {path}: missing or repeated id {system.id!r}")
            by_id[system.id] = system
            for rules in system.rulesets:
                if rules in by_rules:
                    raise ValueError(f"ruleset {rules!r} belongs to two game systems")
                by_rules[rules] = system
        _loaded = (by_id, by_rules)
    return _loaded


def reset() -> None:
    """Forget the registry (a test that changes settings.GAME_SYSTEMS)."""
    global _loaded
    _loaded = None


def systems() -> tuple[GameSystem, ...]:
    return tuple(_registry()[0].values())


def get(system_id: str) -> GameSystem:
    try:
        return _registry()[0][system_id]
    except (KeyError, TypeError):
        raise MalformedAction(f"no game system {system_id!r}", "game/unknown_system") from None


def rulesets() -> tuple[str, ...]:
    """Every ruleset of every system, in registry order."""
    return tuple(_registry()[1])


def for_rules(rules: Any) -> GameSystem:
    """The system a ruleset belongs to; game/bad_setup for a ruleset nobody plays."""
    found = _registry()[1].get(rules) if isinstance(rules, str) else None
    if found is None:
        raise MalformedAction(f"rules is one of {list(rulesets())}", "game/bad_setup")
    return found


def for_options(options: Mapping[str, Any] | None) -> GameSystem:
    """The system that plays a game with these options (no `rules`: the default)."""
    if options is None:
        return for_rules(DEFAULT_RULES)
    return for_rules(options.get("rules", DEFAULT_RULES) if isinstance(options, Mapping) else None)


def of_game(game: Any) -> GameSystem:
    """The system of a stored game, from the ruleset its options record."""
    options = game.options if isinstance(game.options, Mapping) else {}
    return for_rules(options.get("rules", DEFAULT_RULES))


def for_log(records: Sequence[Any]) -> GameSystem | None:
    """The system whose log this is, by the type of its first event, or None when no system
    starts its logs that way. (The system's own replay then checks the ruleset it records.)"""
    if not records or not isinstance(records[0], Mapping):
        return None
    kind = records[0].get("type")
    return next((s for s in systems() if s.genesis_type == kind), None)


def genesis_types() -> tuple[str, ...]:
    return tuple(s.genesis_type for s in systems())


__all__ = [
    "DEFAULT_RULES",
    "EventSettings",
    "GameSystem",
    "NewGame",
    "TeamListRefused",
    "for_log",
    "for_options",
    "for_rules",
    "genesis_types",
    "get",
    "of_game",
    "reset",
    "rulesets",
    "systems",
]
