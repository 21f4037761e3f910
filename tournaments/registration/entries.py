"""Entries: signing up (a player, or a Doubles team), dropping, and checking in."""

from __future__ import annotations

from django.contrib.auth.models import AbstractBaseUser
from django.db import IntegrityError, transaction

from tournaments import errors as E
from tournaments.errors import Conflict, TournamentError
from tournaments.models import Registration, Tournament
from tournaments.permissions import require_organizer


def last_round_number(tournament: Tournament) -> int:
    last = tournament.rounds.order_by("-number").first()
    return last.number if last else 0


def register(
    tournament: Tournament,
    user: AbstractBaseUser,
    display_name: str = "",
    *,
    partner: AbstractBaseUser | None = None,
    missed_rounds_count_as_losses: bool = True,
) -> Registration:
    """Sign up; after round 1 has been paired this is a late entry that joins next round.
    A Doubles event takes teams: `user` and `partner` (docs/rulings.md "Doubles")."""
    if (
        tournament.status == Tournament.Status.FINISHED
        or tournament.status == Tournament.Status.TOP_CUT
    ):
        raise TournamentError(E.REGISTRATION_CLOSED, "registration is closed")
    _check_team(tournament, user, partner)
    try:
        with transaction.atomic():
            return Registration.objects.create(
                tournament=tournament,
                user=user,
                partner=partner,
                display_name=display_name or entry_name(user, partner),
                joined_round=last_round_number(tournament) + 1,
                missed_rounds_count_as_losses=missed_rounds_count_as_losses,
            )
    except IntegrityError as error:
        raise Conflict(E.ALREADY_REGISTERED, "already registered") from error


def entry_name(user: AbstractBaseUser, partner: AbstractBaseUser | None = None) -> str:
    """An entry's default name: the player's username, or a Doubles team's "ann & bob"."""
    return " & ".join(u.get_username() for u in (user, partner) if u is not None)


def _check_team(
    tournament: Tournament, user: AbstractBaseUser, partner: AbstractBaseUser | None
) -> None:
    """A Doubles entry is two different players, neither on another team of the event; a
    singles entry has no partner."""
    if tournament.team_size == 1:
        if partner is not None:
            raise TournamentError(E.PARTNER_NOT_TAKEN, "only a Doubles event takes teams")
        return
    if partner is None:
        raise TournamentError(E.PARTNER_REQUIRED, "a Doubles team is two players: name a partner")
    if partner.pk == user.pk:
        raise TournamentError(E.PARTNER_REQUIRED, "a Doubles partner is another player")
    for member in (user, partner):
        if tournament.registrations.of(member).exists():
            raise Conflict(
                E.ALREADY_REGISTERED, f"{member.get_username()} is already on a team here"
            )


def drop(registration: Registration) -> Registration:
    """Never paired again; results so far stay."""
    if registration.dropped_after_round is not None:
        raise Conflict(E.ALREADY_DROPPED, "already dropped")
    registration.dropped_after_round = last_round_number(registration.tournament)
    registration.save(update_fields=["dropped_after_round"])
    return registration


def set_checked_in(
    registration: Registration, by: AbstractBaseUser, checked_in: bool
) -> Registration:
    """An organizer marks a player present (or not); with check-in required, only present
    players are paired."""
    from django.utils import timezone

    require_organizer(by, registration.tournament)
    registration.checked_in_at = timezone.now() if checked_in else None
    registration.save(update_fields=["checked_in_at"])
    return registration
