"""The round clock: a round's deadline, calling time on its online games, and finding the
rounds whose time is up (Celery beat, the event page, a management command)."""

from __future__ import annotations

from datetime import datetime, timedelta

from django.contrib.auth.models import AbstractBaseUser
from django.db.models import Exists, OuterRef, Q
from django.utils import timezone

from tournaments.models import Round, Tournament
from tournaments.permissions import require_organizer


def start_clock(round_: Round, tournament: Tournament) -> None:
    """The round's deadline, kept with it: the round clock reads it (no timer message)."""
    round_.deadline = round_.started_at + timedelta(minutes=tournament.round_minutes)
    Round.objects.filter(pk=round_.pk).update(deadline=round_.deadline)


def call_time(round_: Round, by: AbstractBaseUser | None = None) -> Round:
    """Time is up: every online game of the round still being played is called (this turn is
    turn 0, then five more), and no further game of a match starts.

    Idempotent, so the round clock may tick twice and an organizer may call it again: the
    round keeps its first time_called_at, and a game gets TimeCalled once (it is called only
    while its log has none; the game row lock orders concurrent calls). The round is stamped
    first, so no game of a match starts after it; a crash half-way leaves games that the next
    call (or tick) still finds.
    """
    from games import services as game_services
    from games.models import Game, GameEvent
    from tournaments.models import MatchGame

    require_organizer(by, round_.tournament) if by is not None else None
    Round.objects.filter(pk=round_.pk, time_called_at=None).update(time_called_at=timezone.now())
    called = GameEvent.objects.filter(game=OuterRef("game_id"), type="TimeCalled")
    for game_id in (
        MatchGame.objects.filter(match__round=round_, game__status=Game.Status.ACTIVE)
        .exclude(Exists(called))
        .values_list("game_id", flat=True)
    ):
        game_services.call_time(game_id, actor=by)
    round_.refresh_from_db()
    return round_


def due_rounds(now: datetime | None = None, tournament: Tournament | None = None):
    """Rounds in progress whose deadline has passed and that still have something to call:
    not stamped yet, or an active game without TimeCalled (a tick that died half-way, or a
    top-cut game started after time to break a tie)."""
    from games.models import Game, GameEvent
    from tournaments.models import MatchGame

    now = now or timezone.now()
    rounds = Round.objects.filter(status=Round.Status.IN_PROGRESS, deadline__lte=now)
    if tournament is not None:
        rounds = rounds.filter(tournament=tournament)
    called = GameEvent.objects.filter(game=OuterRef("game_id"), type="TimeCalled")
    uncalled_games = MatchGame.objects.filter(
        match__round=OuterRef("pk"), game__status=Game.Status.ACTIVE
    ).exclude(Exists(called))
    return rounds.filter(Q(time_called_at=None) | Exists(uncalled_games)).order_by("pk")


def call_time_on_due_rounds(
    now: datetime | None = None, tournament: Tournament | None = None
) -> list[int]:
    """The round clock: call time on every due round (see `due_rounds`); returns their ids.

    Run by Celery beat every few seconds (`tournaments.call_due_rounds`), by the event page
    when there is no worker (eager mode), and by `manage.py call_time_on_due_rounds`.
    Running it twice at once or in a row changes nothing more than running it once.
    """
    ids = list(due_rounds(now, tournament).values_list("pk", flat=True))
    for round_ in Round.objects.filter(pk__in=ids).select_related("tournament"):
        call_time(round_)
    return ids


def round_deadline(round_: Round) -> datetime:
    """When the round's time runs out: the stored deadline where the round has one, else
    its start plus the event's round length."""
    stored = getattr(round_, "deadline", None)
    if stored is not None:
        return stored
    return round_.started_at + timedelta(minutes=round_.tournament.round_minutes)
