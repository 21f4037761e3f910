"""Who may do what in an event: organizers (and staff), judges, the players themselves.

The lowest part of the tournaments app beside its models: every other module asks here,
so none needs the services (which write) to check a permission.
"""

from __future__ import annotations

from django.contrib.auth.models import AbstractBaseUser

from tournaments import errors as E
from tournaments.errors import NotAllowed
from tournaments.models import Registration, Role, Tournament


def has_role(user: AbstractBaseUser | None, tournament: Tournament, kind: str) -> bool:
    if user is None or not user.is_authenticated:
        return False
    return Role.objects.filter(tournament=tournament, user=user, kind=kind).exists()


def is_organizer(user: AbstractBaseUser | None, tournament: Tournament) -> bool:
    return bool(user and user.is_authenticated and user.is_staff) or has_role(
        user, tournament, Role.Kind.ORGANIZER
    )


def is_judge(user: AbstractBaseUser | None, tournament: Tournament) -> bool:
    return has_role(user, tournament, Role.Kind.JUDGE) or is_organizer(user, tournament)


def require_organizer(user: AbstractBaseUser | None, tournament: Tournament) -> None:
    if not is_organizer(user, tournament):
        raise NotAllowed(E.NOT_ORGANIZER, "only an organizer of this event may do that")


def require_judge(user: AbstractBaseUser | None, tournament: Tournament) -> None:
    """Judges and organizers of the event (staff too)."""
    if not is_judge(user, tournament):
        raise NotAllowed(E.NOT_JUDGE, "only a judge or organizer of this event may do that")


def require_self_or_organizer(user: AbstractBaseUser | None, registration: Registration) -> None:
    if registration.has_member(user):
        return
    if not is_organizer(user, registration.tournament):
        raise NotAllowed(E.NOT_YOUR_REGISTRATION, "only the player or an organizer may do that")
