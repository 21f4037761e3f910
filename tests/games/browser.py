"""What the browser tests share: Debian's chromium driven by Playwright against live_server
(their fixtures are in conftest.py).

Playwright's sync API runs an event loop in the test thread, under which Django's ORM would
refuse to run; the tests only set up rows before and read them back after the browser block.
"""

import os
import random
import shutil
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TypeVar

import pytest

from games import services
from games.engine.api import choices, waiting_for
from games.engine.sim.simulate import game_seed

T = TypeVar("T")

os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")

# Valid in the database though the signup form would refuse it: pages must show it as text.
NASTY_NAME = '<img src=x onerror="window.pwned=1">'


def sign_in(page: Any, url: str, username: str, password: str) -> Any:
    """`page` signed in through the login page, as a person does it; the page is returned."""
    page.set_default_timeout(20_000)
    page.goto(f"{url}/accounts/login/")
    page.fill("#id_username", username)
    page.fill("#id_password", password)
    page.click("main button[type=submit]")
    page.wait_for_url(f"{url}/")
    return page


def log_in(
    browser: Any, url: str, username: str, password: str, width: int = 1280, height: int = 900
) -> Any:
    """A page in a fresh context (its own cookies) signed in through the login page."""
    context = browser.new_context(viewport={"width": width, "height": height})
    return sign_in(context.new_page(), url, username, password)


@contextmanager
def page_as(
    sync_api: Any, executable: str, url: str, username: str, password: str, path: str
) -> Iterator[Any]:
    """A phone-sized page (390 px) of `username`, signed in, at `path`; the browser closes
    after the block."""
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        try:
            page = log_in(browser, url, username, password, width=390, height=844)
            page.goto(f"{url}{path}")
            yield page
        finally:
            browser.close()


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


def browser_or_skip() -> tuple[str, Any]:
    """Debian's chromium and Playwright's sync API, or the test is skipped saying which is
    missing."""
    executable = chromium_path()
    if executable is None:
        pytest.skip("no chromium binary (apt-get install chromium, or set OVERCRUSH_CHROMIUM)")
    return executable, pytest.importorskip("playwright.sync_api")


# --- every page: screenshots at a phone's and a desktop's width, overflow and axe-core ----

ROOT = Path(__file__).resolve().parents[2]
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"  # installed by `make test` (npm ci)
SCREENSHOTS = ROOT / "var" / "screenshots"  # git-ignored; look at them
WIDTHS = (390, 1280)
BLOCKING_IMPACTS = ("serious", "critical")


def screenshot(page: Any, path: Path, full_page: bool = False) -> None:
    """Save a screenshot, bringing the page to the front first: with several pages open in
    one headless browser, one left in the background may produce no new frame, and the
    screenshot then waits for one until it times out (seen in CI, under load, twice in a
    row on the same page). So each retry first makes the page paint again: the second
    attempt after a one-pixel resize and back, the third after a reload (the pages we shoot
    render their state from the server, so a reload shows the same thing)."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    for attempt, timeout in enumerate((30_000, 60_000, 60_000)):
        page.bring_to_front()
        try:
            page.screenshot(
                path=str(path),
                full_page=full_page,
                animations="disabled",
                caret="hide",
                timeout=timeout,
            )
            return
        except PlaywrightTimeout:
            if attempt == 2:
                raise
            if attempt == 0:
                size = page.viewport_size or {"width": 1280, "height": 900}
                page.set_viewport_size({"width": size["width"], "height": size["height"] + 1})
                page.wait_for_timeout(500)
                page.set_viewport_size(size)
            else:
                page.reload(wait_until="load")
            page.wait_for_timeout(500)


def check_page(page: Any, name: str, screen: bool = False) -> None:
    """Screenshot the page at 390 and 1280 px (var/screenshots/NAME-WIDTH.png), assert it
    never scrolls sideways, and run axe-core in it: no serious or critical violation.

    The full-page shot is taken with a viewport as tall as the page, so that what is pinned
    to the viewport (the play page's action bar) lies in its place instead of over the
    content; `screen` adds what a 900 px high screen shows (NAME-WIDTH-screen.png). The
    page's own viewport size is restored afterwards (a phone stays a phone)."""
    if not AXE.exists():
        raise AssertionError(f"{AXE} is missing: run `make test` (it runs npm ci)")
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    size = page.viewport_size or {"width": 1280, "height": 900}
    for width in WIDTHS:
        page.set_viewport_size({"width": width, "height": 900})
        page.wait_for_timeout(50)
        overflow = page.evaluate(
            "() => document.documentElement.scrollWidth - document.documentElement.clientWidth"
        )
        if screen:
            screenshot(page, SCREENSHOTS / f"{name}-{width}-screen.png")
        height = page.evaluate("() => document.documentElement.scrollHeight")
        page.set_viewport_size({"width": width, "height": min(max(900, height), 16000)})
        page.wait_for_timeout(50)
        screenshot(page, SCREENSHOTS / f"{name}-{width}.png", full_page=True)
        page.set_viewport_size({"width": width, "height": 900})
        assert overflow <= 0, f"{name} scrolls sideways by {overflow}px at {width}px"
        if page.evaluate("() => typeof window.axe") == "undefined":
            # evaluated through the DevTools protocol: the pages' Content-Security-Policy
            # (config/csp.py) rightly refuses an injected inline <script>
            page.evaluate(AXE.read_text() + "\n;0")
        violations = page.evaluate(
            "async () => (await axe.run(document, {resultTypes: ['violations']})).violations"
            ".map(v => ({id: v.id, impact: v.impact, help: v.help,"
            " nodes: v.nodes.slice(0, 3).map(n => n.html.slice(0, 160))}))"
        )
        serious = [v for v in violations if v["impact"] in BLOCKING_IMPACTS]
        assert not serious, f"{name} at {width}px: {serious}"
    page.set_viewport_size(size)


# --- playing a game server-side up to the point a browser test takes over -----------------


def play_until(
    game: Any,
    seats: tuple,
    found: Callable[[Any, int, Any], T | None],
    plan: Callable[[Any, int, Any], Any],
    limit: int = 400,
) -> T | None:
    """Play `game` one decision at a time through the service a page's moves go through:
    for the seat to decide, `found(state, seat, choice)` says whether the point is reached
    (its answer is returned), else `plan(state, seat, choice)` is that seat's action. None
    when the game ends first or after `limit` decisions."""
    for _ in range(limit):
        game.refresh_from_db()
        state = services.load_state(game)
        pending = waiting_for(state)
        if pending is None or pending.player is None:
            return None
        choice = choices(state, pending.player)
        hit = found(state, pending.player, choice)
        if hit is not None:
            return hit
        action = plan(state, pending.player, choice)
        services.submit_action(game.pk, seats[pending.player], action.to_dict(), game.head_seq)
    return None


def first_game_reaching(
    start: Callable[[str], Any],
    reach: Callable[[Any, random.Random], T | None],
    name: str,
    tries: int,
) -> tuple[Any, T]:
    """The first of `tries` seeded games (`start(game_seed(name, i))`) that `reach` plays
    to the point a test needs: the game and what `reach` found there. The test fails, saying
    so, if none gets there (a change to the bots or the rules moved the games)."""
    for index in range(tries):
        game = start(game_seed(name, index))
        found = reach(game, random.Random(index))
        if found is not None:
            return game, found
    pytest.fail(f"none of {tries} seeded games ({name!r}) reached the point the test needs")
