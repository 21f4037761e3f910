"""Round generation through a real Celery worker process, on PostgreSQL and Redis.

Each test starts its own worker (`python -m celery worker`) on a queue no other run uses,
against the test database, and kills it in a finalizer. The worker sees what the test
commits, so these tests use real transactions (`django_db(transaction=True)`).

To catch the task at a chosen point without test hooks in production code, the test holds
PostgreSQL locks the task needs: the tournament row (the task waits in `select_for_update`,
inside its transaction) or the round table (the task waits at its first insert, after it
reported its progress). `pg_blocking_pids` tells when the task is waiting.
"""

from __future__ import annotations

import contextlib
import datetime
import os
import signal
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest
from django.conf import settings
from django.db import close_old_connections, connection, connections, transaction
from django.utils import timezone

from games.models import Game
from tests.tournaments.concurrency import WAIT, blocked_by_me, wait_for
from tournaments.models import Match, MatchGame, PairingRun, Round, Tournament
from tournaments.rounds import generation
from tournaments.simulation import create_event
from tournaments.tasks import generate_round

ON_POSTGRES = settings.DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql"
skip_unless_postgres = pytest.mark.skipif(
    not ON_POSTGRES, reason="needs PostgreSQL: set DATABASE_URL=postgres://…"
)
needs_worker = [
    pytest.mark.redis,
    pytest.mark.postgres,
    skip_unless_postgres,
    pytest.mark.skipif(
        not os.environ.get("REDIS_URL"),
        reason="needs Redis for a real Celery worker: set REDIS_URL=redis://…",
    ),
]

ROOT = Path(__file__).resolve().parents[2]


def worker_database_url() -> str:
    """DATABASE_URL of the database this test uses (pytest-django's test_<name>)."""
    db = connection.settings_dict
    user = quote(db["USER"] or "", safe="")
    password = f":{quote(db['PASSWORD'], safe='')}" if db["PASSWORD"] else ""
    host = db["HOST"] or "127.0.0.1"
    port = f":{db['PORT']}" if db["PORT"] else ""
    return f"postgres://{user}{password}@{host}{port}/{db['NAME']}"


class Worker:
    """One `celery worker` process consuming one queue, in its own process group."""

    def __init__(
        self, queue: str, log: Path, concurrency: int, beat: bool = False, prefork: bool = False
    ) -> None:
        self.name = f"overcrush-test-{uuid.uuid4().hex[:8]}@localhost"
        self.log = log
        env = {
            **os.environ,
            "DATABASE_URL": worker_database_url(),
            "CONN_MAX_AGE": "0",
            "PYTHONUNBUFFERED": "1",
            "OVERCRUSH_TEST_QUEUE": queue,
        }
        solo = concurrency == 1 and not prefork
        pool = ["--pool=solo"] if solo else ["--pool=prefork", f"-c{concurrency}"]
        if beat:  # embedded Celery beat with the settings' schedule (worker_app: 1 s ticks)
            pool += ["-B", "--schedule", str(log.with_suffix(".beat"))]
        command = [
            sys.executable,
            "-m",
            "celery",
            "-A",
            "tests.tournaments.worker_app",
            "worker",
            *pool,
            "--loglevel=warning",
            "-Q",
            queue,
            "-n",
            self.name,
            "--without-gossip",
            "--without-mingle",
            "--without-heartbeat",
        ]
        with log.open("ab") as out:
            self.process = subprocess.Popen(
                command, cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT,
                start_new_session=True,
            )  # fmt: skip

    def wait_ready(self) -> None:
        from config.celery import app

        def answered() -> bool:
            if self.process.poll() is not None:
                raise AssertionError(f"worker exited {self.process.returncode}:\n{self.tail()}")
            return bool(app.control.ping(destination=[self.name], timeout=0.5))

        try:
            wait_for(f"worker {self.name} to answer a ping", answered)
        except AssertionError as error:
            raise AssertionError(f"{error}\n{self.tail()}") from None

    def pool_processes(self) -> list[int]:
        """Pids of the worker's prefork pool processes (its children, from /proc)."""
        children = []
        for stat in Path("/proc").glob("[0-9]*/stat"):
            with contextlib.suppress(OSError):
                # pid (comm) state ppid ...: comm may hold spaces, so split after its ")".
                fields = stat.read_text().rsplit(")", 1)[1].split()
                if int(fields[1]) == self.process.pid:
                    children.append(int(stat.parent.name))
        return children

    def kill(self, sig: int = signal.SIGKILL) -> None:
        """Signal the whole process group (prefork children too) and reap the worker."""
        if self.process.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.process.pid, sig)
        try:
            self.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait(timeout=20)

    def stop(self) -> None:
        """Warm shutdown first, so the worker closes its database connections."""
        if self.process.poll() is None:
            self.kill(signal.SIGTERM)
        else:  # reap prefork children left behind by an exited parent
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.process.pid, signal.SIGKILL)

    def tail(self) -> str:
        return "\n".join(self.log.read_text(errors="replace").splitlines()[-30:])


@pytest.fixture
def queue() -> Iterator[str]:
    """A queue name no other test run consumes; its Redis keys are removed afterwards."""
    name = f"overcrush-test-{uuid.uuid4().hex}"
    yield name
    import redis

    client = redis.Redis.from_url(os.environ["REDIS_URL"])
    client.delete(name, f"_kombu.binding.{name}")
    client.close()


@pytest.fixture
def start_worker(queue: str, tmp_path: Path) -> Iterator[Callable[..., Worker]]:
    """Start workers on the test's queue; every one is stopped when the test ends."""
    workers: list[Worker] = []

    def start(concurrency: int = 1, beat: bool = False, prefork: bool = False) -> Worker:
        log = tmp_path / f"worker-{len(workers)}.log"
        worker = Worker(queue, log, concurrency, beat, prefork)
        workers.append(worker)
        worker.wait_ready()
        return worker

    yield start
    for worker in workers:
        worker.stop()


@pytest.fixture
def tournament() -> Tournament:
    """Eight players, online play: round 1 has four matches, each with its engine game."""
    prefix = f"w{uuid.uuid4().hex[:6]}"
    return create_event(f"Worker test {prefix}", 8, seed="worker-test", rounds=3, prefix=prefix)


def counts(tournament: Tournament) -> dict[str, int]:
    return {
        "rounds": Round.objects.filter(tournament=tournament).count(),
        "pairing_runs": PairingRun.objects.filter(round__tournament=tournament).count(),
        "matches": Match.objects.filter(round__tournament=tournament).count(),
        "games": Game.objects.count(),
    }


def request_round(tournament: Tournament, queue: str, number: int = 1):
    return generate_round.apply_async((tournament.pk, number), queue=queue)


@pytest.mark.django_db(transaction=True)
class TestRoundThroughAWorker:
    pytestmark = needs_worker

    def test_a_round_is_generated_by_the_worker_reporting_progress_then_success(
        self, tournament: Tournament, queue: str, start_worker: Callable[..., Worker]
    ) -> None:
        """While the round table is locked the task waits at its first insert, after it has
        reported PROGRESS; once released it finishes with SUCCESS and the round's summary."""
        start_worker()
        with transaction.atomic():
            with connection.cursor() as cursor:
                cursor.execute(f"LOCK TABLE {Round._meta.db_table} IN EXCLUSIVE MODE")
            result = request_round(tournament, queue)
            seen: list[dict[str, Any]] = []

            def reached_matches() -> bool:
                state, info = result.state, result.info
                if state == "PROGRESS" and info not in seen:
                    seen.append(info)
                return state == "PROGRESS" and info["stage"] == "matches"

            wait_for("the task to report PROGRESS at stage matches", reached_matches)
            assert seen[-1] == {"stage": "matches", "done": 3, "total": 4}
            assert [info["done"] for info in seen] == sorted(info["done"] for info in seen)
            wait_for("the task to wait for the round table", blocked_by_me)
            assert result.state == "PROGRESS"
        summary = result.get(timeout=WAIT)
        assert result.state == "SUCCESS"
        round_ = Round.objects.get(tournament=tournament, number=1)
        assert summary == {
            "tournament": tournament.pk,
            "round": 1,
            "round_id": round_.pk,
            "matches": 4,
        }
        assert counts(tournament)["pairing_runs"] == 1
        assert Tournament.objects.get(pk=tournament.pk).status == Tournament.Status.SWISS
        assert all(m.games.count() == 1 for m in round_.matches.all())

    def test_the_same_round_requested_twice_at_once_is_created_once(
        self, tournament: Tournament, queue: str, start_worker: Callable[..., Worker]
    ) -> None:
        """Two tasks run at once in two worker processes (prefork -c 2): both wait on the
        tournament row, then one creates the round and the other returns it."""
        start_worker(concurrency=2)
        games_before = Game.objects.count()
        with transaction.atomic():
            Tournament.objects.select_for_update().get(pk=tournament.pk)
            first, second = request_round(tournament, queue), request_round(tournament, queue)
            wait_for("both tasks to wait on the tournament row", lambda: len(blocked_by_me()) == 2)
        one, two = first.get(timeout=WAIT), second.get(timeout=WAIT)
        assert one == two
        assert one["matches"] == 4
        after = counts(tournament)
        assert (after["rounds"], after["pairing_runs"], after["matches"]) == (1, 1, 4)
        assert after["games"] - games_before == 4

    def test_a_worker_killed_inside_the_transaction_writes_nothing_and_redelivery_completes(
        self, tournament: Tournament, queue: str, start_worker: Callable[..., Worker]
    ) -> None:
        """SIGKILL while the task waits inside its transaction: nothing is written, the
        message stays unacknowledged (acks_late), and a fresh worker gets it again and
        creates the round once; requesting it again then returns that same round."""
        before = counts(tournament)
        worker = start_worker()
        with transaction.atomic():
            Tournament.objects.select_for_update().get(pk=tournament.pk)
            result = request_round(tournament, queue)
            (waiting,) = wait_for("the task to wait on the tournament row", blocked_by_me)
            worker.kill()
            assert worker.process.returncode == -signal.SIGKILL
        # The orphaned backend got the row when we let go, then found its client gone.
        wait_for("the killed worker's backend to end", lambda: not backend_alive(waiting))
        assert counts(tournament) == before
        assert result.state == "PENDING"

        start_worker()  # restores the unacknowledged message after its visibility timeout
        summary = result.get(timeout=WAIT)
        assert summary["round"] == 1 and summary["matches"] == 4
        again = request_round(tournament, queue).get(timeout=WAIT)
        assert again == summary
        after = counts(tournament)
        assert (after["rounds"], after["pairing_runs"], after["matches"]) == (1, 1, 4)
        assert after["games"] - before["games"] == 4

    def test_a_pool_process_killed_mid_round_leaves_the_task_to_be_run_again(
        self, tournament: Tournament, queue: str, start_worker: Callable[..., Worker]
    ) -> None:
        """SIGKILL to the prefork pool process (the worker itself lives on) while the task
        waits inside its transaction: the message goes back to the queue
        (reject_on_worker_lost), not to FAILURE with WorkerLostError; a new pool process
        takes it again and the round is created once (issue 15, item 12)."""
        before = counts(tournament)
        worker = start_worker(concurrency=1, prefork=True)
        with transaction.atomic():
            Tournament.objects.select_for_update().get(pk=tournament.pk)
            result = request_round(tournament, queue)
            (waiting,) = wait_for("the task to wait on the tournament row", blocked_by_me)
            (child,) = worker.pool_processes()
            os.kill(child, signal.SIGKILL)
            # The killed process's backend still waits for the row (it finds its client gone
            # when we let go); the redelivered task's backend waits beside it.
            again = wait_for(
                "the task to wait on the tournament row again, in a new pool process",
                lambda: [pid for pid in blocked_by_me() if pid != waiting],
            )
            assert again and worker.process.poll() is None
            assert child not in worker.pool_processes()
            assert result.state != "FAILURE"
        summary = result.get(timeout=WAIT)
        assert result.state == "SUCCESS"
        assert summary["round"] == 1 and summary["matches"] == 4
        after = counts(tournament)
        assert (after["rounds"], after["pairing_runs"], after["matches"]) == (1, 1, 4)
        assert after["games"] - before["games"] == 4

    def test_a_round_that_fails_in_the_worker_keeps_its_code_and_message(
        self, queue: str, start_worker: Callable[..., Worker]
    ) -> None:
        """An event left with one player: the task fails under its lock, and the task API
        says why with the error's own code, not only round/task_failed (issue 9, item 12)."""
        from rest_framework.test import APIClient

        prefix = f"w{uuid.uuid4().hex[:6]}"
        alone = create_event(f"Worker test {prefix}", 1, seed="worker-test", prefix=prefix)
        start_worker()
        result = request_round(alone, queue)
        with pytest.raises(Exception):  # noqa: B017 - rebuilt by Celery; checked below
            result.get(timeout=WAIT)
        assert result.state == "FAILURE"
        client = APIClient()
        client.force_authenticate(alone.created_by)
        answer = client.get(f"/api/tasks/{result.id}/")
        assert answer.status_code == 200, answer.content
        error = answer.json()["error"]
        assert error["code"] == "pairing/too_few_players"
        assert "2 active players" in error["message"]
        assert Round.objects.filter(tournament=alone).count() == 0


@pytest.mark.django_db(transaction=True)
class TestRoundClockThroughBeat:
    pytestmark = needs_worker

    def test_beat_and_a_worker_call_time_at_the_deadline_once(
        self, tournament: Tournament, start_worker: Callable[..., Worker]
    ) -> None:
        """The deadline is a row, not a message: a worker with Celery beat (1 s ticks here,
        broker visibility 3 s, so an ETA timer would be redelivered) calls time once the
        deadline has passed, on every game still being played, exactly once however many
        ticks follow (issue 9, item 14)."""
        from games import services as game_services

        round_ = generation.generate_round(tournament.pk, 1)
        links = list(MatchGame.objects.filter(match__round=round_))
        for link in links:
            game_services.autoplay(link.game_id, max_actions=30)
        deadline = timezone.now() + datetime.timedelta(seconds=3)
        Round.objects.filter(pk=round_.pk).update(deadline=deadline)
        active = set(
            MatchGame.objects.filter(match__round=round_, game__status="active").values_list(
                "game_id", flat=True
            )
        )
        start_worker(beat=True)

        def called() -> dict[Any, int] | None:
            round_.refresh_from_db()
            if round_.time_called_at is None:
                return None
            counts = {link.game_id: time_called(link.game_id) for link in links}
            return counts if all(counts[game] for game in active) else None

        first = wait_for("beat and the worker to call time", called)
        called_at = round_.time_called_at
        assert called_at >= deadline
        assert first == {link.game_id: int(link.game_id in active) for link in links}
        time.sleep(4)  # several more ticks
        round_.refresh_from_db()
        assert round_.time_called_at == called_at
        assert {link.game_id: time_called(link.game_id) for link in links} == first


def time_called(game_id: Any) -> int:
    from games.models import GameEvent

    return GameEvent.objects.filter(game_id=game_id, type="TimeCalled").count()


def backend_alive(pid: int) -> bool:
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_stat_clear_snapshot()")
        cursor.execute("SELECT count(*) FROM pg_stat_activity WHERE pid = %s", [pid])
        return cursor.fetchone()[0] > 0


@pytest.mark.django_db(transaction=True)
@pytest.mark.postgres
@skip_unless_postgres
def test_two_threads_generating_the_same_round_create_it_once(tournament: Tournament) -> None:
    """Two threads call services.generate_round at once: both pass the unlocked "does it
    exist" check and wait on the tournament row; the second sees the first's round."""
    results: list[Any] = [None, None]

    def generate(index: int) -> None:
        try:
            results[index] = generation.generate_round(tournament.pk, 1).pk
        except Exception as error:  # reported by the main thread
            results[index] = error
        finally:
            connections.close_all()

    threads = [threading.Thread(target=generate, args=(i,)) for i in range(2)]
    with transaction.atomic():
        Tournament.objects.select_for_update().get(pk=tournament.pk)
        for thread in threads:
            thread.start()
        wait_for("both threads to wait on the tournament row", lambda: len(blocked_by_me()) == 2)
    for thread in threads:
        thread.join(timeout=WAIT)
    close_old_connections()
    assert isinstance(results[0], int), results
    assert results[0] == results[1]
    after = counts(tournament)
    assert (after["rounds"], after["pairing_runs"], after["matches"]) == (1, 1, 4)
