"""Every other page in Chromium at 390 and 1280 px: no sideways scrolling, no serious or
critical axe-core violation (tests/games/browser.py). The event pages are covered by
tests/tournaments/test_browser_event.py, the account pages by tests/accounts/test_browser.py.
"""

from __future__ import annotations

import datetime
from typing import Any

import pytest

from cards.models import Card
from games import services as game_services
from tests.games.browser import CHROMIUM_ARGS, browser_or_skip, check_page, log_in
from tournaments import events
from tournaments.models import Invitation, Tournament
from tournaments.registration import entries

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
PASSWORD = "pages-pass-123"


@pytest.fixture
def world(django_user_model: Any, settings: Any) -> dict[str, Any]:
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    make = django_user_model.objects.create_user
    ann, ben = make("ann", password=PASSWORD), make("ben", password=PASSWORD)
    make("sam", password=PASSWORD, is_staff=True)
    olga = make("olga", password=PASSWORD)
    event = events.create_tournament(
        olga, name="Pages Cup", date=datetime.date(2026, 10, 1),
        play_mode=Tournament.PlayMode.ONLINE,
    )  # fmt: skip
    entries.register(event, ann)
    entries.register(event, ben)
    game = game_services.start_game(ann, ben)
    invitation = Invitation.objects.create(
        tournament=event, email="new@example.org", token="tok-123", invited_by=olga
    )
    card = Card.objects.order_by("id").first()
    return {"event": event.pk, "game": str(game.pk), "token": invitation.token,
            "card": card.code if card else None}  # fmt: skip


def login(browser: Any, url: str, username: str) -> Any:
    return log_in(browser, url, username, PASSWORD)


def test_every_other_page_fits_a_phone_and_passes_axe(live_server: Any, world: dict) -> None:
    executable, sync_api = browser_or_skip()
    url, event, game = live_server.url, world["event"], world["game"]
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        try:
            anonymous = browser.new_page(viewport={"width": 1280, "height": 900})
            anonymous.set_default_timeout(20_000)
            for path, name in (
                ("/tournaments/", "events"),
                ("/cards/", "card-catalog"),
                (f"/cards/{world['card']}/", "card"),
                (f"/games/{game}/play/", "play-spectator"),
                (f"/invitations/{world['token']}/", "invitation"),
                ("/no-such-page/", "not-found"),
            ):
                if name == "card" and world["card"] is None:
                    continue
                anonymous.goto(url + path)
                if name.startswith("play"):
                    sync_api.expect(anonymous.locator("#seq")).not_to_have_text("…")
                check_page(anonymous, name)
            ann = login(browser, url, "ann")
            ann.goto(f"{url}/games/{game}/play/")
            sync_api.expect(ann.locator("#seq")).not_to_have_text("…")
            check_page(ann, "play-player")
            ann.goto(f"{url}/tournaments/{event}/team/")
            check_page(ann, "team-page")
            ann.goto(f"{url}/tournaments/{event}/team-lists/")
            check_page(ann, "team-lists")
            judge = login(browser, url, "sam")
            judge.goto(f"{url}/games/{game}/judge/")
            sync_api.expect(judge.locator("#events li").first).to_be_visible()
            check_page(judge, "judge-stepper")
            olga = login(browser, url, "olga")
            olga.goto(f"{url}/tournaments/{event}/console/")
            check_page(olga, "console-registration")
        finally:
            browser.close()
