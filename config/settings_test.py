"""Settings of the test suite: development mode on explicitly, and no rate limits, so
that tests are never throttled by accident (the throttling tests turn the rates on)."""

import os

os.environ.setdefault("DEBUG", "1")

from config.settings import *  # noqa: F403

THROTTLE_RATES = {scope: None for scope in THROTTLE_RATES}  # noqa: F405

if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":  # noqa: F405
    # A test database in a file, one per test process, not SQLite's shared-cache memory
    # database: pytest-django's session live server starts before the test database exists,
    # so its request threads and the app's background threads (live-bus publisher, snapshot
    # writer) each open their own connection; on a shared-cache memory database they race
    # for table locks ("database table is locked: games_gameevent"), which a busy timeout
    # does not wait out. A file in WAL mode lets readers and one writer at a time share it.
    (BASE_DIR / "var").mkdir(exist_ok=True)  # noqa: F405
    DATABASES["default"]["TEST"] = {  # noqa: F405
        "NAME": str(BASE_DIR / "var" / f"test-db-{os.getpid()}.sqlite3")  # noqa: F405
    }
    DATABASES["default"]["OPTIONS"]["init_command"] = (  # noqa: F405
        "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;"
    )
