"""Invitations by e-mail: an organizer invites an address to play or judge; whoever opens
the link with an account of that address joins through `entries.register` or
`events.add_role`, the same calls as the console's own buttons."""

from __future__ import annotations

import secrets

from django.contrib.auth.models import AbstractBaseUser
from django.core.mail import send_mail
from django.db import transaction
from django.utils import timezone

from tournaments import errors as E
from tournaments import events, permissions
from tournaments.errors import Conflict, NotAllowed
from tournaments.models import Invitation, Role, Tournament
from tournaments.registration import entries


def invite(
    tournament: Tournament, by: AbstractBaseUser, email: str, kind: str, link_base: str
) -> Invitation:
    """Create the invitation and mail its link (`link_base` + token)."""
    permissions.require_organizer(by, tournament)
    invitation = Invitation.objects.create(
        tournament=tournament,
        email=email.strip(),
        kind=kind,
        token=secrets.token_urlsafe(24),
        invited_by=by,
    )
    role = "play in" if kind == Invitation.Kind.PLAYER else "judge"
    send_mail(
        f"You are invited to {role} {tournament.name}",
        f"{by.get_username()} invites you to {role} {tournament.name} on {tournament.date}.\n\n"
        f"Open this link, then log in or sign up with this address:\n"
        f"{link_base}{invitation.token}/\n",
        None,
        [invitation.email],
    )
    return invitation


@transaction.atomic
def accept(token: str, user: AbstractBaseUser) -> Invitation:
    """Join as invited. The account's address must be the invited one, so a forwarded link
    does not let someone else in."""
    invitation = (
        Invitation.objects.select_for_update().select_related("tournament").get(token=token)
    )
    if invitation.accepted_at is not None:
        raise Conflict(E.INVITATION_USED, "this invitation has already been used")
    if (user.email or "").casefold() != invitation.email.casefold():
        raise NotAllowed(
            E.INVITATION_WRONG_USER, f"this invitation is for {invitation.email}; log in with it"
        )
    if invitation.kind == Invitation.Kind.PLAYER:
        entries.register(invitation.tournament, user)
    else:
        events.add_role(invitation.tournament, invitation.invited_by, user, Role.Kind.JUDGE)
    invitation.accepted_by = user
    invitation.accepted_at = timezone.now()
    invitation.save(update_fields=["accepted_by", "accepted_at"])
    return invitation
