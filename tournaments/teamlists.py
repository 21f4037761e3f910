"""Team lists: submitted, checked, kept secret, revealed, and played, in any game system.

What a list holds, how it is read from a request, checked and shown is the event's game
system's (`games.systems`: `read_team_list`, `team_problems`, `describe_team`; for Dice
Masters games/systems/dm_teamlists.py, the engine's own team rules under the event's format).
This module only keeps lists (`TeamListEntry.team`, the registration's `team_list`) and
decides who sees and changes them, the same way for every system. Every problem names the
card (or figure) and the rule.

Who sees a list (`may_see`): its player, the event's organizers and judges; everyone once
the event reveals lists (round 1 is paired, DM-3.8); with the "never" setting, the players
the list's owner has been paired against. Who changes it (`submit`): its player until the
deadline (or round 1), an organizer any time, after the deadline with a reason.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from django.contrib.auth.models import AbstractBaseUser
from django.db import transaction
from django.db.models import Q
from django.utils import timezone

from games.systems import TeamListRefused
from tournaments import errors as E
from tournaments.errors import Conflict, NotAllowed, TournamentError
from tournaments.game_systems import event_settings, system_of
from tournaments.models import Match, Registration, TeamListEntry, Tournament

MAX_REASON = 300
DOUBLES_LISTS = (
    "Doubles team lists (four cards and one Basic Action Card per player) are not taken yet:"
    " show them to the judges at the table"
)
NEVER = "never"
Team = dict[str, Any]


class TeamListInvalid(TournamentError):
    """The list breaks rules: `problems` names each card and rule."""

    def __init__(self, problems: list[dict[str, str]]) -> None:
        first = problems[0]["message"] if problems else "the team list is not valid"
        more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
        super().__init__(E.TEAM_LIST_INVALID, first + more)
        self.problems = problems


# --- reading what players send -------------------------------------------------------------


def read(tournament: Tournament, data: Mapping[str, Any]) -> Team:
    """The team a request body sends, read by the event's game system."""
    if not isinstance(data, Mapping):
        raise TournamentError(E.TEAM_LIST_BAD_BODY, "a team list is a JSON object")
    try:
        return system_of(tournament).read_team_list(data)
    except TeamListRefused as refusal:
        if refusal.problems:
            raise TeamListInvalid(refusal.problems) from None
        raise TournamentError(refusal.code, refusal.message) from None


# --- checking ----------------------------------------------------------------------------


def problems(
    tournament: Tournament, team: Any, registration: Registration | None = None
) -> list[dict[str, str]]:
    """Every rule the list breaks in this event, each naming the card and the rule; in a
    sealed format, against the registration's pool (tournaments/sealed.py)."""
    return system_of(tournament).team_problems(team, _settings(tournament, registration))


def _settings(tournament: Tournament, registration: Registration | None):
    from tournaments.sealed import pool_of

    if registration is None:
        return event_settings(tournament)
    return event_settings(tournament, pool=pool_of(registration))


def check(tournament: Tournament, team: Any, registration: Registration | None = None) -> None:
    found = problems(tournament, team, registration)
    if found:
        raise TeamListInvalid(found)


# --- who may do what ---------------------------------------------------------------------


def locked(tournament: Tournament) -> bool:
    """After the deadline, or once round 1 is paired (a team does not change between rounds),
    only organizers change lists."""
    deadline = tournament.team_list_deadline
    return (deadline is not None and timezone.now() >= deadline) or tournament.rounds.exists()


def revealed(tournament: Tournament) -> bool:
    """DM-3.8: every list at once, when round 1 is paired; never, if the event says so."""
    return tournament.reveal_team_lists != NEVER and tournament.rounds.exists()


def _staff_of(user: AbstractBaseUser | None, tournament: Tournament) -> bool:
    from tournaments.services import is_judge

    return is_judge(user, tournament)  # judges, organizers and staff


def opponents_of(registration: Registration) -> set[int]:
    """User ids of the players this registration has been paired against."""
    matches = Match.objects.filter(
        Q(player_a=registration) | Q(player_b=registration), player_b__isnull=False
    ).values_list(
        "player_a__user_id", "player_a__partner_id", "player_b__user_id", "player_b__partner_id"
    )
    own = registration.member_ids
    return {user for row in matches for user in row if user is not None and user not in own}


def may_see(user: AbstractBaseUser | None, registration: Registration) -> bool:
    tournament = registration.tournament
    if registration.has_member(user):
        return True
    if _staff_of(user, tournament) or revealed(tournament):
        return True
    if user is None or not user.is_authenticated:
        return False
    return tournament.reveal_team_lists == NEVER and user.pk in opponents_of(registration)


def require_may_see(user: AbstractBaseUser | None, registration: Registration) -> None:
    if not may_see(user, registration):
        raise NotAllowed(E.TEAM_LIST_SECRET, "team lists are secret until the event reveals them")


def require_staff(user: AbstractBaseUser | None, tournament: Tournament) -> None:
    if not _staff_of(user, tournament):
        raise NotAllowed(E.NOT_ORGANIZER, "only the event's organizers and judges may see this")


# --- submitting --------------------------------------------------------------------------


def submit(
    registration: Registration,
    by: AbstractBaseUser,
    team: Team,
    reason: str = "",
) -> TeamListEntry:
    """A new list for the registration (checked first; nothing is written if it fails)."""
    from tournaments.services import is_organizer

    tournament = registration.tournament
    organizer = is_organizer(by, tournament)
    if not organizer and not registration.has_member(by):
        raise NotAllowed(E.NOT_YOUR_REGISTRATION, "only the player or an organizer submits it")
    if tournament.team_size != 1:
        raise TournamentError(E.TEAM_LIST_DOUBLES, DOUBLES_LISTS)
    reason = (reason or "").strip()
    if len(reason) > MAX_REASON or "\x00" in reason:
        raise TournamentError(E.TEAM_LIST_BAD_BODY, f"a reason is at most {MAX_REASON} characters")
    late = locked(tournament)
    if late and not organizer:
        when = "round 1 has been paired" if tournament.rounds.exists() else "the deadline passed"
        raise Conflict(E.TEAM_LIST_LOCKED, f"{when}: only an organizer can change a list now")
    if late and not reason:
        raise TournamentError(E.TEAM_LIST_REASON, "a change after the deadline needs a reason")
    check(tournament, team, registration)
    versions = system_of(tournament).team_versions(team)
    with transaction.atomic():
        registration = Registration.objects.select_for_update().get(pk=registration.pk)
        entry = TeamListEntry.objects.create(
            registration=registration,
            team=team,
            cards=list(team.get("cards", [])),
            basic_actions=list(team.get("basic_actions", [])),
            versions=versions,
            by=by,
            reason=reason,
            after_deadline=late,
        )
        registration.team_list = team
        registration.save(update_fields=["team_list"])
    return entry


def current(registration: Registration) -> TeamListEntry | None:
    return registration.team_list_entries.order_by("-id").first()


def team_of(entry: TeamListEntry) -> Team:
    """The entry's team (entries written before `team` existed kept Dice Masters cards)."""
    if entry.team:
        return dict(entry.team)
    return {"cards": list(entry.cards), "basic_actions": list(entry.basic_actions)}


# --- showing -----------------------------------------------------------------------------


def describe(
    tournament: Tournament, team: Any, registration: Registration | None = None
) -> dict[str, Any]:
    """The list as pages and the API show it (its system's `describe_team`)."""
    return system_of(tournament).describe_team(team, _settings(tournament, registration))


def entry_body(entry: TeamListEntry | None, registration: Registration) -> dict[str, Any]:
    body: dict[str, Any] = {
        "registration": registration.pk,
        "display_name": registration.display_name,
        "submitted": entry is not None,
    }
    if entry is None:
        return {
            **body,
            "valid": False,
            "problems": [],
            "cards": [],
            "basic_actions": [],
            "items": [],
        }
    return {
        **body,
        **describe(registration.tournament, team_of(entry), registration),
        "submitted_at": entry.created_at.isoformat(),
        "by": entry.by.get_username(),
        "after_deadline": entry.after_deadline,
    }


def history(registration: Registration) -> list[dict[str, Any]]:
    entries = registration.team_list_entries.select_related("by").order_by("id")
    tournament = registration.tournament
    return [
        {
            "id": e.pk,
            "team": team_of(e),
            "cards": e.cards,
            "basic_actions": e.basic_actions,
            "link": describe(tournament, team_of(e)).get("link", ""),
            "by": e.by.get_username(),
            "reason": e.reason,
            "after_deadline": e.after_deadline,
            "created_at": e.created_at.isoformat(),
        }
        for e in entries
    ]


def status_of(tournament: Tournament) -> list[dict[str, Any]]:
    """Every registration's list status (organizers: "who has not submitted")."""
    registrations = list(tournament.registrations.order_by("display_name", "id"))
    latest = {}
    for entry in TeamListEntry.objects.filter(registration__tournament=tournament).order_by("id"):
        latest[entry.registration_id] = entry
    lists = {r: team_of(e) for r, e in latest.items()}
    valid = _valid_ids(tournament, lists)
    rows = []
    for registration in registrations:
        entry = latest.get(registration.pk)
        state = "missing" if entry is None else "valid" if registration.pk in valid else "invalid"
        rows.append(
            {
                "registration": registration.pk,
                "display_name": registration.display_name,
                "status": state,
                "dropped": registration.dropped_after_round is not None,
                "submitted_at": entry.created_at.isoformat() if entry else None,
            }
        )
    return rows


def _valid_ids(tournament: Tournament, lists: Mapping[int, Team]) -> set[int]:
    from tournaments.models import SealedPool

    pools = dict(
        SealedPool.objects.filter(registration_id__in=list(lists)).values_list(
            "registration_id", "pool"
        )
    )
    system = system_of(tournament)
    if pools:  # a sealed format: each list against its own pool
        return {
            pk
            for pk, team in lists.items()
            if not system.team_problems(team, event_settings(tournament, pool=pools.get(pk)))
        }
    found = system.teams_problems(lists, event_settings(tournament))
    return {pk for pk, problems_of in found.items() if not problems_of}


def eligible(tournament: Tournament, registrations: Sequence[Registration]) -> set[int]:
    """The registrations with a valid list (check-in: only they are paired)."""
    latest: dict[int, TeamListEntry] = {}
    entries = TeamListEntry.objects.filter(registration__in=[r.pk for r in registrations])
    for entry in entries.order_by("id"):
        latest[entry.registration_id] = entry
    return _valid_ids(tournament, {pk: team_of(e) for pk, e in latest.items()})
