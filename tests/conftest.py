"""Celery runs eagerly in every test but those marked `redis`, which start a real worker.

With REDIS_URL set (CI) settings make Celery asynchronous; a test that calls
`task.delay(...).get()` inside its test transaction would then wait for a worker that can
neither exist nor see its uncommitted rows. Eager mode is what `make test` gets without
REDIS_URL anyway; `tests/tournaments/test_worker.py` covers the real worker.
"""

from collections.abc import Iterator

import pytest

from config.celery import app
from tests.flush import allow_card_versions_in_sqlite_flush, allow_truncate_in_test_flush

# The event table and the card versions refuse TRUNCATE (and DELETE); the flush between
# transactional tests may (tests/flush.py).
allow_truncate_in_test_flush()
allow_card_versions_in_sqlite_flush()


@pytest.fixture(autouse=True)
def celery_eager_unless_real_worker(request: pytest.FixtureRequest) -> Iterator[None]:
    if request.node.get_closest_marker("redis") is not None:
        yield
        return
    saved = app.conf.task_always_eager, app.conf.task_eager_propagates
    app.conf.task_always_eager = app.conf.task_eager_propagates = True
    try:
        yield
    finally:
        app.conf.task_always_eager, app.conf.task_eager_propagates = saved
