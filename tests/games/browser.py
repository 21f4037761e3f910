"""What the browser tests share: Debian's chromium driven by Playwright against live_server
(their fixtures are in conftest.py).

Playwright's sync API runs an event loop in the test thread, under which Django's ORM would
refuse to run; the tests only set up rows before and read them back after the browser block.
"""

import os
import shutil

os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")

# Valid in the database though the signup form would refuse it: pages must show it as text.
NASTY_NAME = '<img src=x onerror="window.pwned=1">'
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


def chromium_path() -> str | None:
    return os.environ.get("OVERCRUSH_CHROMIUM") or shutil.which("chromium")
