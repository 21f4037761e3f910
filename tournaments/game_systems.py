"""An event's game system (games/systems): the one place the tournaments app asks which
rules its games are played by, and tells the system the event's settings."""

from __future__ import annotations

from games import systems
from games.systems import EventSettings, GameSystem
from tournaments.models import Tournament


def system_of(tournament: Tournament) -> GameSystem:
    """The game system of the event's ruleset (`rules_version`)."""
    return systems.for_rules(tournament.rules_version)


def event_settings(tournament: Tournament) -> EventSettings:
    """What a system reads of an event when it starts the event's games."""
    from tournaments.teamlists import format_name

    return EventSettings(
        rules=tournament.rules_version,
        starting_life=tournament.starting_life,
        team_format=format_name(tournament),
    )
