"""In Chromium at 390 and 1280 px, axe clean (tests/games/browser.py check_page):
- the engine's reading beside the printed text with its badge, on a card page (executed and
  text only), in the table's card dialog and on the judge board (issue 16 item 2);
- an organizer creating an event with a shipped format and a ruleset on the create form,
  at each width, and the formats pages (issue 16 item 7, issue 17 item 4).
Screenshots: var/screenshots/reading-*.png, formats-*.png, create-event-format-*.png."""

from __future__ import annotations

from typing import Any

import pytest

from cards import services as card_services
from games import services as game_services
from tests.games.browser import (
    CHROMIUM_ARGS,
    SCREENSHOTS,
    browser_or_skip,
    check_page,
    log_in,
    screenshot,
)
from tournaments.models import Format, Tournament

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
PASSWORD = "reading-pass-123"
HUM = "Hum a tune whenever the moon is full."


@pytest.fixture
def world(django_user_model: Any, settings: Any) -> dict[str, Any]:
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    make = django_user_model.objects.create_user
    ann, ben = make("ann", password=PASSWORD), make("ben", password=PASSWORD)
    make("jules", password=PASSWORD, is_staff=True)
    make("olga", password=PASSWORD)
    faces = [{"kind": "character", "level": n, "cost": 1, "attack": n, "defense": n}
             for n in (1, 2, 3)] + [{"kind": "energy", "symbols": ["bolt"]}] * 3  # fmt: skip
    record = {"id": "1hum", "set_code": "hum", "number": "1", "name": "Humming Bard",
              "kind": "character", "cost": 2, "energy_types": ["bolt"], "max_dice": 4,
              "faces": faces, "text": [HUM]}  # fmt: skip
    card_services.import_records([card_services.Incoming(record, "hum", "1")], "test")
    game = game_services.start_game(ann, ben)
    return {"game": str(game.pk)}


def login(browser: Any, url: str, username: str, width: int = 1280) -> Any:
    return log_in(browser, url, username, PASSWORD, width)


def test_the_engines_reading_beside_the_printed_text(live_server: Any, world: dict) -> None:
    executable, sync_api = browser_or_skip()
    expect, url = sync_api.expect, live_server.url
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        try:
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            page.set_default_timeout(20_000)
            # an executed card: each printed line beside its reading
            page.goto(f"{url}/cards/1demo/")
            expect(page.locator(".execution .badge.executed")).to_have_text("executed")
            expect(page.locator("table.reading")).to_contain_text("When fielded: ")
            check_page(page, "reading-card-executed")
            # a text-only card: why, in words, and the unread line marked
            page.goto(f"{url}/cards/1hum/")
            expect(page.locator(".execution .badge.text-only")).to_have_text("text only")
            expect(page.locator("ul.reasons li[data-code=line_not_read]")).to_contain_text(HUM)
            expect(page.locator("table.reading tr.unread")).to_contain_text("not read")
            check_page(page, "reading-card-text-only")

            # the table's card dialog (a player) and the judge board (a judge)
            for who, path, name in (("ann", "play", "reading-table-dialog"),
                                    ("jules", "judge", "reading-judge-dialog")):  # fmt: skip
                seat = login(browser, url, who)
                seat.goto(f"{url}/games/{world['game']}/{path}/")
                expect(seat.locator("#seq")).not_to_have_text("\u2026")
                body = seat.locator("#card-body")
                stacks = seat.locator("button.stack")
                for index in range(stacks.count()):  # a card with ability text
                    stacks.nth(index).click()
                    expect(seat.locator("#card-dialog")).to_be_visible()
                    expect(body.locator(".execution .badge")).to_have_count(1)
                    if body.locator("table.reading").count():
                        break
                    seat.click("#card-close")
                expect(body.locator("table.reading th").first).to_have_text("Printed")
                assert body.locator("table.reading tbody tr").count() >= 1
                check_page(seat, name)
                seat.close()
        finally:
            browser.close()


def test_an_organizer_creates_an_event_with_a_format_at_each_width(
    live_server: Any, world: dict
) -> None:
    executable, sync_api = browser_or_skip()
    expect, url = sync_api.expect, live_server.url
    silver = Format.objects.get(slug="silver-age").pk
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        try:
            anonymous = browser.new_page(viewport={"width": 1280, "height": 900})
            anonymous.goto(f"{url}/formats/")
            expect(anonymous.locator("h2", has_text="10/10")).to_have_count(1)
            check_page(anonymous, "formats-list")
            anonymous.goto(f"{url}/formats/{silver}/")
            expect(anonymous.locator("main")).to_contain_text("Legal sets")
            check_page(anonymous, "formats-silver-age")
            for width in (390, 1280):
                page = login(browser, url, "olga", width)
                page.goto(f"{url}/tournaments/new/")
                options = page.locator("#id_format option").all_text_contents()
                assert any(o.startswith("Golden") for o in options), options
                assert any(o.startswith("Draft Teams (2014)") for o in options), options
                page.fill("#id_name", f"Silver night {width}")
                page.fill("#id_date", "2026-12-12")
                page.select_option("#id_rules_version", "dm-2014")
                page.select_option("#id_format", str(silver))
                screenshot(page, SCREENSHOTS / f"create-event-format-{width}-filled.png", True)
                if width == 1280:
                    check_page(page, "create-event-format")
                page.locator("main button[type=submit]").click()
                page.wait_for_url("**/console/people/")
                expect(page.locator("main")).to_contain_text("Event created")
                screenshot(page, SCREENSHOTS / f"create-event-format-{width}-created.png", True)
                page.close()
        finally:
            browser.close()
    for width in (390, 1280):
        event = Tournament.objects.get(name=f"Silver night {width}")
        assert event.format_id == silver and event.rules_version == "dm-2014"
