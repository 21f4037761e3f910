"""An event and who runs it: creating and editing a tournament, giving roles, and the
rules its rounds follow (how many Swiss rounds, which tiebreakers)."""

from __future__ import annotations

import secrets
from datetime import date as Date
from typing import Any

from django.contrib.auth.models import AbstractBaseUser
from django.db import IntegrityError, transaction

from tournaments import errors as E
from tournaments.errors import Conflict
from tournaments.models import Role, Tournament
from tournaments.pairing import swiss_rounds_for as attendance_rounds
from tournaments.permissions import require_organizer
from tournaments.standings import DEFAULT_ORDER, SINGLE_GAME_ORDER


def create_tournament(
    organizer: AbstractBaseUser, *, name: str, date: Date, **fields: Any
) -> Tournament:
    with transaction.atomic():
        tournament = Tournament.objects.create(
            name=name,
            date=date,
            seed=fields.pop("seed", None) or secrets.token_hex(16),
            created_by=organizer,
            **fields,
        )
        Role.objects.create(tournament=tournament, user=organizer, kind=Role.Kind.ORGANIZER)
    return tournament


def tiebreak_order(tournament: Tournament) -> tuple[str, ...]:
    if tournament.tiebreakers:
        return tuple(tournament.tiebreakers)
    if tournament.match_structure == Tournament.MatchStructure.SINGLE:
        return SINGLE_GAME_ORDER
    return DEFAULT_ORDER


def swiss_rounds(tournament: Tournament) -> int:
    if tournament.swiss_rounds:
        return tournament.swiss_rounds
    return attendance_rounds(tournament.registrations.count())


# Fields an organizer may still change once round 1 has been paired.
EDITABLE_AFTER_START = frozenset({"name", "date", "round_minutes", "team_list_deadline"})


def update_tournament(
    tournament: Tournament, user: AbstractBaseUser, fields: dict[str, Any]
) -> Tournament:
    """Organizers edit the event; rules that shape pairings and standings freeze at round 1."""
    require_organizer(user, tournament)
    frozen = sorted(
        key
        for key, value in fields.items()
        if key not in EDITABLE_AFTER_START and getattr(tournament, key) != value
    )
    if frozen and tournament.rounds.exists():
        raise Conflict(E.TOURNAMENT_STARTED, f"{', '.join(frozen)} cannot change after round 1")
    for key, value in fields.items():
        setattr(tournament, key, value)
    tournament.save(update_fields=[*fields] or None)
    return tournament


def add_role(
    tournament: Tournament, by: AbstractBaseUser, user: AbstractBaseUser, kind: str
) -> Role:
    require_organizer(by, tournament)
    try:
        with transaction.atomic():
            return Role.objects.create(tournament=tournament, user=user, kind=kind)
    except IntegrityError as error:
        raise Conflict(E.ROLE_EXISTS, f"{user.get_username()} is already {kind}") from error
