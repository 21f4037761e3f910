"""An event's game system (games/systems): the one place the tournaments app asks which
rules its games are played by, and tells the system the event's settings."""

from __future__ import annotations

from games import systems
from games.systems import EventSettings, GameSystem
from tournaments.models import Tournament


def system_of(tournament: Tournament) -> GameSystem:
    """The game system of the event's ruleset (`rules_version`)."""
    return systems.for_rules(tournament.rules_version)


def format_name(tournament: Tournament) -> str:
    """The event's team format (a Format row's `team_format`; standard without one)."""
    return tournament.format.team_format if tournament.format else "standard"


def event_settings(tournament: Tournament, *, pool: object = None) -> EventSettings:
    """What a system reads of an event when it checks its lists and starts its games.
    `pool`: a player's sealed pool, in a sealed format (tournaments/teamlists/sealed.py)."""
    format_ = tournament.format
    return EventSettings(
        rules=tournament.rules_version,
        starting_life=tournament.starting_life,
        team_format=format_name(tournament),
        format_label=format_.name if format_ else "",
        legal_sets=tuple(format_.legal_sets) if format_ else (),
        banned=tuple(format_.banned_cards) if format_ else (),
        online=tournament.play_mode == Tournament.PlayMode.ONLINE,
        executed_only=tournament.require_executed_cards,
        max_dice_per_card=format_.max_dice_per_card if format_ else None,
        different_sets=bool(format_ and format_.different_sets),
        single_energy=bool(format_ and format_.single_energy),
        pool=pool,
    )
