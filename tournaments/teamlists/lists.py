"""Team lists: submitted, checked, kept secret, revealed, and played, in any game system.

What a list holds, how it is read from a request, checked and shown is the event's game
system's (`games.systems`: `read_team_list`, `team_problems`, `describe_team`; for Dice
Masters games/systems/dm_teamlists.py, the engine's own team rules under the event's format).
This module only keeps lists (`TeamListEntry.team`, the registration's `team_list`) and
decides who sees and changes them, the same way for every system. Every problem names the
card (or figure) and the rule.

Who sees a list (`may_see`): its player, the event's organizers and judges who do not play
in it (`staff_of`); everyone once
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
    "each player of a Doubles team submits their own list (four cards and one Basic Action"
    " Card with six dice)"
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
    sealed format, against the registration's pool (tournaments/teamlists/sealed.py)."""
    return system_of(tournament).team_problems(team, _settings(tournament, registration))


def _settings(tournament: Tournament, registration: Registration | None):
    from tournaments.teamlists.sealed import pool_of

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


def window_open(registration: Registration) -> bool:
    """A late entrant's own window (Registration.team_list_until, set by an organizer) runs."""
    until = registration.team_list_until
    return until is not None and timezone.now() < until


def locked_for(registration: Registration) -> bool:
    """Whether the player's own list is locked: the event's lists are, and no window of their
    own (a late entrant's, set by an organizer) is open."""
    return locked(registration.tournament) and not window_open(registration)


def revealed(tournament: Tournament) -> bool:
    """DM-3.8: every list at once, when round 1 is paired; never, if the event says so."""
    return tournament.reveal_team_lists != NEVER and tournament.rounds.exists()


def staff_of(user: AbstractBaseUser | None, tournament: Tournament) -> bool:
    """Judges, organizers and staff who do not play in the event: one who plays sees what
    any player sees (their own list, then what the reveal shows), never the others' lists."""
    from tournaments.permissions import is_judge

    return is_judge(user, tournament) and not plays_in_event(user, tournament)


def plays_in_event(user: AbstractBaseUser | None, tournament: Tournament) -> bool:
    """Is `user` entered in the event (as its player or a Doubles partner, dropped or not)?"""
    if user is None or not user.is_authenticated:
        return False
    return Registration.objects.filter(tournament=tournament).of(user).exists()


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
    if staff_of(user, tournament) or revealed(tournament):
        return True
    if user is None or not user.is_authenticated:
        return False
    return tournament.reveal_team_lists == NEVER and user.pk in opponents_of(registration)


def require_may_see(user: AbstractBaseUser | None, registration: Registration) -> None:
    if not may_see(user, registration):
        raise NotAllowed(E.TEAM_LIST_SECRET, "team lists are secret until the event reveals them")


def require_staff(user: AbstractBaseUser | None, tournament: Tournament) -> None:
    if not staff_of(user, tournament):
        raise NotAllowed(E.NOT_ORGANIZER, "only the event's organizers and judges may see this")


# --- submitting --------------------------------------------------------------------------


def submit(
    registration: Registration,
    by: AbstractBaseUser,
    team: Team,
    reason: str = "",
    member: AbstractBaseUser | None = None,
) -> TeamListEntry:
    """A new list for the registration (checked first; nothing is written if it fails). In
    Doubles each player has their own list: `member` is whose (by default the sender; an
    organizer names the player), and the registration keeps them under "members"."""
    from tournaments.permissions import is_organizer

    tournament = registration.tournament
    organizer = is_organizer(by, tournament)
    if not organizer and not registration.has_member(by):
        raise NotAllowed(E.NOT_YOUR_REGISTRATION, "only the player or an organizer submits it")
    if tournament.team_size != 1:
        member = _member(registration, by, member, organizer)
    elif member is not None:
        raise TournamentError(E.TEAM_LIST_MEMBER, "one list per entry: name no member")
    reason = (reason or "").strip()
    if len(reason) > MAX_REASON or "\x00" in reason:
        raise TournamentError(E.TEAM_LIST_BAD_BODY, f"a reason is at most {MAX_REASON} characters")
    late = locked_for(registration)
    if late and not organizer:
        when = "round 1 has been paired" if tournament.rounds.exists() else "the deadline passed"
        raise Conflict(
            E.TEAM_LIST_LOCKED,
            f"{when}: only an organizer can change a list now (a late entrant asks the "
            "organizer for a team-list window)",
        )
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
            member=member,
            reason=reason,
            after_deadline=late,
        )
        if member is not None:
            members = (registration.team_list or {}).get("members") or {}
            registration.team_list = {"members": {**members, str(member.pk): team}}
        else:
            registration.team_list = team
        registration.save(update_fields=["team_list"])
    return entry


def _member(
    registration: Registration,
    by: AbstractBaseUser,
    member: AbstractBaseUser | None,
    organizer: bool,
) -> AbstractBaseUser:
    """Whose list a Doubles submission is: the sender's own; an organizer names the player.
    A partner never submits the other's list (docs/rulings.md "Doubles")."""
    if member is None:
        if registration.has_member(by):
            return by
        raise TournamentError(E.TEAM_LIST_MEMBER, f"{DOUBLES_LISTS}: name the player (member)")
    if not registration.has_member(member):
        raise TournamentError(E.TEAM_LIST_MEMBER, f"{member.get_username()} is not on this team")
    if member.pk != by.pk and not organizer:
        raise NotAllowed(E.TEAM_LIST_OTHER_MEMBER, DOUBLES_LISTS)
    return member


def member_entries(registrations: Sequence[Registration]) -> dict[int, dict[int, TeamListEntry]]:
    """Doubles: each registration's latest entry per player of the team."""
    latest: dict[int, dict[int, TeamListEntry]] = {}
    entries = TeamListEntry.objects.filter(
        registration__in=[r.pk for r in registrations], member__isnull=False
    ).select_related("by", "member")
    for entry in entries.order_by("id"):
        latest.setdefault(entry.registration_id, {})[entry.member_id] = entry  # type: ignore[index]
    return latest


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
    if registration.tournament.team_size != 1:
        return doubles_body(registration)
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


def doubles_body(registration: Registration) -> dict[str, Any]:
    """A Doubles entry's lists: one per player (`members`, in the order user, partner); the
    entry is submitted and valid when both are. `items` and `problems` gather both, each
    problem naming its player."""
    entries = member_entries([registration]).get(registration.pk, {})
    members = []
    for pk in registration.member_ids:
        entry = entries.get(pk)
        if entry is None:
            members.append({"member": pk, "submitted": False, "valid": False, "problems": []})
            continue
        members.append(
            {
                "member": pk,
                "player": entry.member.get_username(),  # type: ignore[union-attr]
                "submitted": True,
                **describe(registration.tournament, team_of(entry), registration),
                "submitted_at": entry.created_at.isoformat(),
                "by": entry.by.get_username(),
                "after_deadline": entry.after_deadline,
            }
        )
    return {
        "registration": registration.pk,
        "display_name": registration.display_name,
        "submitted": all(m["submitted"] for m in members),
        "valid": all(m["valid"] for m in members),
        "problems": [
            {**p, "message": f"{m.get('player', '')}: {p['message']}"}
            for m in members
            for p in m["problems"]
        ],
        "cards": [c for m in members for c in m.get("cards", [])],
        "basic_actions": [b for m in members for b in m.get("basic_actions", [])],
        # each item names its player and their list's link (the CSV export's rows)
        "items": [
            {**i, "player": m.get("player", ""), "link": m.get("link", "")}
            for m in members
            for i in m.get("items", [])
        ],
        "link": "",  # one link per player: in `members` and on each item
        "members": members,
    }


def history(registration: Registration) -> list[dict[str, Any]]:
    entries = registration.team_list_entries.select_related("by", "member").order_by("id")
    tournament = registration.tournament
    return [
        {
            "id": e.pk,
            "team": team_of(e),
            "cards": e.cards,
            "basic_actions": e.basic_actions,
            "link": describe(tournament, team_of(e)).get("link", ""),
            "by": e.by.get_username(),
            **({"member": e.member.get_username()} if e.member_id else {}),  # Doubles
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
    if tournament.team_size != 1:  # Doubles: both players' lists, each valid
        complete = _complete_teams(tournament, registrations)
        latest = {pk: e for pk, e in latest.items() if pk in complete}
        valid = {pk for pk, ok in complete.items() if ok}
    else:
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
                "joined_round": registration.joined_round,
                "window_until": registration.team_list_until.isoformat()
                if registration.team_list_until
                else None,
            }
        )
    return rows


def _complete_teams(
    tournament: Tournament, registrations: Sequence[Registration]
) -> dict[int, bool]:
    """Doubles: the registrations whose two players have both submitted a list, and whether
    both lists are valid."""
    by_team = member_entries(registrations)
    lists = {
        (pk, member): team_of(entry)
        for pk, entries in by_team.items()
        for member, entry in entries.items()
    }
    found = system_of(tournament).teams_problems(lists, event_settings(tournament))
    valid = {key for key, problems_of in found.items() if not problems_of}
    complete = {}
    for registration in registrations:
        members = registration.member_ids
        entries = by_team.get(registration.pk, {})
        if all(m in entries for m in members):
            complete[registration.pk] = all((registration.pk, m) in valid for m in members)
    return complete


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
    """The registrations with a valid list (check-in: only they are paired); in Doubles, both
    players' lists valid."""
    if tournament.team_size != 1:
        return {pk for pk, ok in _complete_teams(tournament, registrations).items() if ok}
    latest: dict[int, TeamListEntry] = {}
    entries = TeamListEntry.objects.filter(registration__in=[r.pk for r in registrations])
    for entry in entries.order_by("id"):
        latest[entry.registration_id] = entry
    return _valid_ids(tournament, {pk: team_of(e) for pk, e in latest.items()})
