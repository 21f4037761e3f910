"""The team-list submit page in Debian's chromium: log in, paste a Team Builder link, see the
list; pick cards from the catalog and see each problem; at 390 px and 1280 px, with no
sideways scrolling. Screenshots go to $OVERCRUSH_SCREENSHOTS (else the test's tmp dir)."""

from __future__ import annotations

import datetime
import os
from pathlib import Path
from typing import Any

import pytest

from cards import services as card_services
from tests.games.browser import CHROMIUM_ARGS, browser_or_skip, screenshot
from tests.tournaments.test_team_lists import LINK
from tournaments import events
from tournaments.models import TeamListEntry, Tournament
from tournaments.registration import entries

NO_OVERFLOW = "document.documentElement.scrollWidth <= window.innerWidth"


@pytest.fixture
def online_event(django_user_model: Any, settings: Any) -> Tournament:
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    make = django_user_model.objects.create_user
    tournament = events.create_tournament(
        make("olga"), name="Browser Open", date=datetime.date(2026, 12, 5),
        play_mode=Tournament.PlayMode.ONLINE,
    )  # fmt: skip
    entries.register(tournament, make("alice", password="alice-pass-1"))
    # Every card we ship is executed: a text-only card comes in as users' imports do.
    record = {
        "id": "1tot", "set_code": "tot", "number": "1", "name": "Tallow Finch",
        "subtitle": "Stray Clerk", "kind": "character", "cost": 2, "energy_types": ["mask"],
        "max_dice": 2, "text": ["When fielded, something the engine does not know happens."],
    }  # fmt: skip
    card_services.import_records([card_services.Incoming(record, "tot", "1")], "test")
    return tournament


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_a_player_submits_a_team_list_by_link_and_by_picking_cards(
    live_server: Any, online_event: Tournament, tmp_path: Path
) -> None:
    executable, sync_api = browser_or_skip()
    shots = Path(os.environ.get("OVERCRUSH_SCREENSHOTS") or tmp_path)
    shots.mkdir(parents=True, exist_ok=True)
    url = f"{live_server.url}/tournaments/{online_event.pk}/team/"
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        try:
            page = browser.new_page(viewport={"width": 390, "height": 844})
            page.set_default_timeout(15_000)
            page.goto(url)
            page.fill("#id_username", "alice")
            page.fill("#id_password", "alice-pass-1")
            page.click("button[type=submit]")
            page.wait_for_url("**/team/")
            sync_api.expect(page.locator("#current")).to_contain_text("No list submitted yet")
            assert page.evaluate(NO_OVERFLOW)
            screenshot(page, shots / "team-page-empty-390.png", full_page=True)

            # Paste a link: the list comes back with each card's engine status.
            page.fill("#id_link", LINK)
            page.click("#link-form button[type=submit]")
            page.wait_for_url("**/team/")
            current = page.locator("#current")
            sync_api.expect(current).to_contain_text("Brick Halloran: Dockside Bruiser")
            sync_api.expect(current).to_contain_text("20 dice on 8 cards")
            sync_api.expect(current.locator(".badge.executed").first).to_be_visible()
            assert "3x1ocr" in page.locator("#export-link").input_value()
            assert page.evaluate(NO_OVERFLOW)
            screenshot(page, shots / "team-page-submitted-390.png", full_page=True)

            # Pick from the catalog: a ninth card and a text-only one; the problems show.
            page.fill("#search", "stray clerk")
            add = page.get_by_role("button", name="Add Tallow Finch: Stray Clerk")
            add.click()
            problems = page.locator("#problems")
            sync_api.expect(problems).to_contain_text("9 cards, at most 8")
            sync_api.expect(page.locator("#picked")).to_contain_text("text only")
            assert page.evaluate(NO_OVERFLOW)
            screenshot(page, shots / "team-page-problems-390.png", full_page=True)

            # Remove it again, submit the picks: the page shows the list.
            page.locator("#picked li", has_text="Tallow Finch").get_by_role(
                "button", name="Remove"
            ).click()
            sync_api.expect(page.locator("#summary")).to_contain_text("valid")
            # The page reloads itself once the list is stored: wait for that navigation, or a
            # reload below would abort it.
            with page.expect_navigation():
                page.click("#submit-picked")
            sync_api.expect(page.locator("#current")).to_contain_text("20 dice on 8 cards")

            page.set_viewport_size({"width": 1280, "height": 900})
            page.reload()
            assert page.evaluate(NO_OVERFLOW)
            screenshot(page, shots / "team-page-1280.png", full_page=True)
        finally:
            browser.close()
    assert TeamListEntry.objects.filter(registration__tournament=online_event).count() == 2
