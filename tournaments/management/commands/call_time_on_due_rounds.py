"""Call time on every round past its deadline: the round clock without Celery beat (cron)."""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand

from tournaments.rounds.clock import call_time_on_due_rounds


class Command(BaseCommand):
    help = (
        "Call time on every round past its deadline (what Celery beat's round clock does); "
        "safe to run at any time and as often as you like, e.g. from cron every minute."
    )

    def handle(self, *args: Any, **options: Any) -> None:
        called = call_time_on_due_rounds()
        for pk in called:
            self.stdout.write(f"time called on round {pk}")
        if not called:
            self.stdout.write("no round is due")
