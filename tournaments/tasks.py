"""Celery tasks. Without REDIS_URL they run eagerly in-process (settings)."""

from __future__ import annotations

from typing import Any

from celery import shared_task

from tournaments import services


@shared_task(bind=True, name="tournaments.generate_round", acks_late=True)
def generate_round(self: Any, tournament_id: int, number: int) -> dict[str, Any]:
    """Standings, pairing, matches and games of one round, in one transaction.

    Idempotent: a second run (or a redelivery after a worker died) returns the same round.
    Progress is reported as task state PROGRESS with {stage, done, total}.
    """

    def progress(stage: str, done: int, total: int) -> None:
        if not self.request.called_directly and self.request.id:
            self.update_state(state="PROGRESS", meta={"stage": stage, "done": done, "total": total})

    round_ = services.generate_round(tournament_id, number, progress=progress)
    return {
        "tournament": tournament_id,
        "round": round_.number,
        "round_id": round_.pk,
        "matches": round_.matches.count(),
    }
