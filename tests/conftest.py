"""Celery runs eagerly in every test but those marked `redis`, which start a real worker.

With REDIS_URL set (CI) settings make Celery asynchronous; a test that calls
`task.delay(...).get()` inside its test transaction would then wait for a worker that can
neither exist nor see its uncommitted rows. Eager mode is what `make test` gets without
REDIS_URL anyway; `tests/tournaments/test_worker.py` covers the real worker.
"""

from collections.abc import Iterator

import pytest

from config.celery import app
from tests.chunked import serve_chunked_bodies
from tests.flush import allow_truncate_in_test_flush

# The event table refuses TRUNCATE; the flush between transactional tests may (tests/flush.py).
allow_truncate_in_test_flush()
# The live server reads chunked request bodies as gunicorn does (tests/chunked.py).
serve_chunked_bodies()


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--transactional-only",
        action="store_true",
        help="run only the tests that commit for real: live server, browser, transaction=True"
        " (.ci/run's SQLite pass, where the flush between them matters)",
    )


def _commits(item: pytest.Item) -> bool:
    marker = item.get_closest_marker("django_db")
    fixtures = getattr(item, "fixturenames", ())
    return (
        "live_server" in fixtures
        or "transactional_db" in fixtures
        or (marker is not None and bool(marker.kwargs.get("transaction")))
    )


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if not config.getoption("--transactional-only"):
        return
    kept = [item for item in items if _commits(item)]
    config.hook.pytest_deselected(items=[item for item in items if not _commits(item)])
    items[:] = kept


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
