"""Celery tasks. Without REDIS_URL they run eagerly in-process (settings)."""

from __future__ import annotations

from typing import Any

from celery import shared_task

from games.errors import GameError
from tournaments.errors import Conflict
from tournaments.pairing import PairingUserError
from tournaments.rounds import clock, generation
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
        round_ = generation.generate_round(tournament_id, number, progress=progress)
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


@shared_task(name="tournaments.call_due_rounds", acks_late=True)
def call_due_rounds() -> dict[str, Any]:
    """The round clock, run by Celery beat every few seconds (CELERY_BEAT_SCHEDULE): call time
    on every round past its deadline. Deadlines are rows in PostgreSQL, so a lost, late,
    repeated or redelivered tick changes nothing: the next one catches up."""
    return {"called": clock.call_time_on_due_rounds()}


@shared_task(name="tournaments.call_round_time", acks_late=True)
def call_round_time(round_id: int) -> dict[str, Any]:
    """Round timers queued with a countdown before deadlines were stored: now only the round
    clock's idempotent step, if that round is due."""
    from tournaments.models import Round

    tournament = Round.objects.get(pk=round_id).tournament
    return {"round_id": round_id, "called": clock.call_time_on_due_rounds(tournament=tournament)}
