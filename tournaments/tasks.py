"""Celery tasks. Without REDIS_URL they run eagerly in-process (settings)."""

from __future__ import annotations

from typing import Any

from celery import shared_task

from games.errors import GameError
from tournaments import services
from tournaments.errors import Conflict
from tournaments.pairing import PairingUserError
from tournaments.standings import StandingsUserError


@shared_task(bind=True, name="tournaments.generate_round", acks_late=True)
def generate_round(self: Any, tournament_id: int, number: int) -> dict[str, Any]:
    """Standings, pairing, matches and games of one round, in one transaction.

    Idempotent: a second run (or a redelivery after a worker died) returns the same round.
    Progress is reported as task state PROGRESS with {stage, done, total}.
    """

    def progress(stage: str, done: int, total: int) -> None:
        if not self.request.called_directly and self.request.id:
            self.update_state(state="PROGRESS", meta={"stage": stage, "done": done, "total": total})

    try:
        round_ = services.generate_round(tournament_id, number, progress=progress)
    except (GameError, PairingUserError, StandingsUserError) as error:
        # Errors of other layers, as one the result backend can store and rebuild with its
        # code and message (TournamentError's args are exactly those).
        raise Conflict(error.code, error.message) from None
    return {
        "tournament": tournament_id,
        "round": round_.number,
        "round_id": round_.pk,
        "matches": round_.matches.count(),
    }


@shared_task(name="tournaments.call_round_time", acks_late=True)
def call_round_time(round_id: int) -> dict[str, Any]:
    """The round timer: when a round's time is up, call time on its unfinished games."""
    from tournaments.models import Round

    round_ = Round.objects.select_related("tournament").get(pk=round_id)
    if round_.time_called_at is None and round_.status != Round.Status.COMPLETE:
        services.call_time(round_)
    return {"round_id": round_id, "time_called": True}


def schedule_round_timer(round_id: int, minutes: int) -> None:
    """Start the timer with a real worker; eagerly (no Redis) nothing would wait, so the
    organizer calls time from the API or the admin instead."""
    from config.celery import app

    if not app.conf.task_always_eager:
        call_round_time.apply_async((round_id,), countdown=minutes * 60)
