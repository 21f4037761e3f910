"""Captured dice on the game table (DM-23.1: "The captured die no longer exists for game
purposes ... Once the capture ends, return the captured die or dice to the place they were
captured from, on the original levels."). Marrow Vance (74ocr: "When fielded, capture target
opposing character die until end of turn.") captures a die; both seats and a spectator see
the captured die drawn, and in words who captured it, with which die, until when and where
it goes back; the capturing die says what it holds. Screenshots, overflow and axe at 390 and
1280 px."""

from __future__ import annotations

import random
from typing import Any

import pytest

from games import services
from games.engine import actions as A
from games.engine.api import waiting_for
from games.engine.model.state import Zone
from games.engine.sim.bots import greedy_bot
from games.engine.sim.simulate import game_seed
from games.models import Game
from tests.games.browser import CHROMIUM_ARGS, browser_or_skip, check_page
from tests.games.test_table_browser import PASSWORD, login

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
TEAMS = ((("74ocr", 3), ("1ocr", 4)), (("74ocr", 3), ("1ocr", 4)))
BACS = (("41ocr",), ("40ocr",))
NAMES = ("ann-c", "ben-c", "watcher-c")


@pytest.fixture
def captured(django_user_model: Any, fast_hashing: None) -> Game:
    """A game played by the greedy bot up to a capture (nobody attacks, so the fields fill
    and Marrow Vance has an opposing character die to capture), at a priority decision."""
    make = django_user_model.objects.create_user
    seats = tuple(make(name, password=PASSWORD) for name in NAMES)
    game = services.start_game(
        seats[0], seats[1], TEAMS, BACS,
        options={"team_format": "demo", "starting_life": 20}, seed=game_seed("capture", 1),
    )  # fmt: skip
    rng = random.Random(0)
    for _ in range(300):
        state = services.load_state(game)
        pending = waiting_for(state)
        assert pending is not None and pending.player is not None, "the game ended first"
        taken = [d for d in state.dice.values() if d.zone is Zone.CAPTURED]
        if taken and pending.kind == "priority":
            game.taken = taken[0]  # type: ignore[attr-defined]
            game.capture = next(x for x in state.lasting if x.target == taken[0].id)  # type: ignore[attr-defined]
            return game
        if pending.kind == "declare_attackers":
            action: A.Action = A.DeclareAttackers(player=pending.player, dice=())
        else:
            action = greedy_bot(state, pending.player, rng)
        services.submit_action(game.pk, seats[pending.player], action.to_dict(), game.head_seq)
        game.refresh_from_db()
    raise AssertionError("no capture within 300 decisions")


def test_a_captured_die_is_drawn_and_explained(live_server: Any, captured: Game) -> None:
    executable, sync_api = browser_or_skip()
    die = captured.taken  # type: ignore[attr-defined]
    capture = captured.capture  # type: ignore[attr-defined]
    owner, capturer = die.owner, capture.controller
    assert capture.source and "74ocr" in capture.source  # Marrow Vance's die holds it
    number = die.id.rsplit(":", 1)[1]
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        try:
            pages = {
                "owner": login(browser.new_context(viewport={"width": 390, "height": 844}),
                               live_server.url, NAMES[owner]),
                "capturer": login(browser.new_context(), live_server.url, NAMES[capturer]),
                "spectator": login(browser.new_context(), live_server.url, NAMES[2]),
            }  # fmt: skip
            for who, page in pages.items():
                page.goto(f"{live_server.url}/games/{captured.pk}/play/")
                zone = page.locator(f"#zone-{owner}-captured")
                drawn = zone.locator(f'[data-die="{die.id}"]')
                sync_api.expect(drawn).to_be_visible()
                sync_api.expect(drawn).to_have_attribute("data-zone", "captured")
                sync_api.expect(drawn).to_contain_text("captured")
                why = page.locator(f'.captured-why[data-die="{die.id}"]')
                sync_api.expect(why).to_be_visible()
                for words in (
                    f"#{number}",
                    f"is captured by {NAMES[capturer]}'s Marrow Vance #",
                    "until the end of this turn",
                    "or sooner if Marrow Vance",
                    "leaves the Field Zone",
                    "back to the Field Zone on the same level (DM-23.1)",
                ):
                    sync_api.expect(why).to_contain_text(words)
                holder = page.locator(f'button.die[data-die="{capture.source}"]')
                sync_api.expect(holder).to_contain_text(f"captures {NAMES[owner]}'s")
                check_page(page, f"table-captured-{who}")
        finally:
            browser.close()
