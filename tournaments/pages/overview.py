"""What a person has going on: their events, current tables, team lists, games and what
waits for them. The home page and `GET /api/me/` both read `overview`."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from django.contrib.auth.models import AbstractBaseUser
from django.db.models import Q

from games import services as game_services
from games.models import Game
from tournaments.models import Match, Penalty, Registration, ResultEntry, Role, Tournament
from tournaments.results import counting

GAMES_SHOWN = 20


@dataclass
class Entry:
    """One event the person plays in, with their table in its latest round."""

    registration: Registration
    match: Match | None = None
    opponent: Registration | None = None
    latest: ResultEntry | None = None
    to_confirm: bool = False  # the opponent reported a paper result: confirm or dispute it
    to_report: bool = False  # nobody has reported this paper match yet


@dataclass
class GameRow:
    game: Game
    seat: int
    opponent: str
    your_turn: bool


@dataclass
class Overview:
    entries: list[Entry] = field(default_factory=list)
    roles: list[Role] = field(default_factory=list)
    games: list[GameRow] = field(default_factory=list)
    penalties: list[Penalty] = field(default_factory=list)

    @property
    def waiting(self) -> int:
        """How many things wait for this person: games on their decision, results to
        confirm."""
        return sum(row.your_turn for row in self.games) + sum(e.to_confirm for e in self.entries)


def _entry(registration: Registration, user: AbstractBaseUser) -> Entry:
    entry = Entry(registration)
    round_ = registration.tournament.rounds.order_by("-number").first()
    if round_ is None:
        return entry
    match = (
        round_.matches.select_related("player_a", "player_b")
        .prefetch_related("games")
        .filter(Q(player_a=registration) | Q(player_b=registration))
        .first()
    )
    if match is None:
        return entry
    entry.match = match
    entry.opponent = match.player_b if match.player_a_id == registration.pk else match.player_a
    entry.latest = counting.latest_result(match)
    online = bool(match.games.all())
    if match.player_b_id is not None and not online:
        latest = entry.latest
        entry.to_report = latest is None
        entry.to_confirm = (
            latest is not None
            and latest.kind == ResultEntry.Kind.REPORTED
            and latest.by_id not in registration.member_ids  # a teammate's report too
        )
    return entry


def overview(user: AbstractBaseUser) -> Overview:
    registrations = (
        Registration.objects.of(user)
        .select_related("tournament")
        .exclude(tournament__status=Tournament.Status.FINISHED)
        .order_by("-tournament__date", "-pk")
    )
    result = Overview(entries=[_entry(r, user) for r in registrations])
    result.roles = list(
        Role.objects.filter(user=user).select_related("tournament").order_by("-tournament__date")
    )
    games = (
        Game.objects.filter(
            Q(player_one=user) | Q(player_two=user) | Q(player_three=user) | Q(player_four=user)
        )
        .select_related("player_one", "player_two", "player_three", "player_four")
        .order_by("status", "-created_at")[:GAMES_SHOWN]
    )
    for game in games:
        seat = game_services.player_index(game, user)
        users = (game.player_one, game.player_two, game.player_three, game.player_four)
        others = [  # the other side's players (Doubles: both opponents)
            u for s, u in enumerate(users[: len(game.seat_user_ids)]) if (s - (seat or 0)) % 2
        ]
        result.games.append(
            GameRow(
                game=game,
                seat=seat,
                opponent=" & ".join(u.get_username() for u in others if u is not None),
                your_turn=game.status == Game.Status.ACTIVE
                and game_services.awaited_seat(game) == seat,
            )
        )
    result.penalties = list(
        Penalty.objects.filter(registration__user=user).select_related("tournament")
    )
    return result


def as_json(user: AbstractBaseUser, data: Overview) -> dict[str, Any]:
    """The overview as `GET /api/me/` answers it: ids named by what they are."""

    def player(registration: Registration | None) -> dict[str, Any] | None:
        if registration is None:
            return None
        return {"registration_id": registration.pk, "display_name": registration.display_name}

    return {
        "user_id": user.pk,
        "username": user.get_username(),
        "email": user.email,
        "waiting": data.waiting,
        "registrations": [
            {
                "registration_id": e.registration.pk,
                "tournament_id": e.registration.tournament_id,
                "tournament": e.registration.tournament.name,
                "display_name": e.registration.display_name,
                "dropped_after_round": e.registration.dropped_after_round,
                "team_list_submitted": bool(e.registration.team_list),
                "current_match": None
                if e.match is None
                else {
                    "match_id": e.match.pk,
                    "round": e.match.round.number,
                    "table": e.match.table,
                    "opponent": player(e.opponent) if e.match.player_b_id else None,
                    "game_ids": [str(link.game_id) for link in e.match.games.all()],
                    "to_report": e.to_report,
                    "to_confirm": e.to_confirm,
                },
            }
            for e in data.entries
        ],
        "roles": [
            {
                "tournament_id": role.tournament_id,
                "tournament": role.tournament.name,
                "kind": role.kind,
            }
            for role in data.roles
        ],
        "games": [
            {
                "game_id": str(row.game.pk),
                "status": row.game.status,
                "seat": row.seat,
                "opponent": row.opponent,
                "your_turn": row.your_turn,
            }
            for row in data.games
        ],
        "penalties": [
            {
                "tournament_id": p.tournament_id,
                "kind": p.kind,
                "infraction": p.infraction,
                "reason": p.reason,
                "match_id": p.match_id,
            }
            for p in data.penalties
        ],
    }
