"""The play page of an online Doubles game (docs/rulings.md "Doubles"): a player sees all
four seats, their own and their teammate's at the bottom, both opponents at the top, each
seat's team and the team's shared life, and which of the four is active; it follows the
game live as the two-seat table does (games/static/games/table.js, mat.js)."""

from __future__ import annotations

from typing import Any

import pytest
from django.contrib.auth import get_user_model

from games import services as game_services
from games.engine.api import waiting_for
from tests.games.browser import CHROMIUM_ARGS, browser_or_skip, check_page
from tests.tournaments.test_doubles_online import NAMES, online_doubles, seats_of

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
PASSWORD = "doubles-pass-1"


def test_a_doubles_players_page_draws_the_four_seats_live(live_server: Any, settings: Any) -> None:
    executable, sync_api = browser_or_skip()
    expect = sync_api.expect
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    make = get_user_model().objects.create_user
    people = {name: make(name, password=PASSWORD) for name in NAMES}
    _, match, game = online_doubles(people)
    seats = seats_of(match)  # ann, bob, cat, dan: ann & cat (seats 0, 2) against bob & dan
    game = game_services.autoplay(game.pk, max_actions=40)
    state = game_services.load_state(game)
    viewer = 2  # cat: the teammate of seat 0, not the first seat
    shown = game_services.player_view(game, seats[viewer])
    shown = shown.get("view", shown)
    url = f"{live_server.url}/games/{game.pk}/play/"

    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        try:
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            page.set_default_timeout(15_000)
            page.goto(f"{live_server.url}/accounts/login/")
            page.fill("#id_username", seats[viewer].username)
            page.fill("#id_password", PASSWORD)
            page.click("main button[type=submit]")
            page.wait_for_url(f"{live_server.url}/")
            page.goto(url)
            expect(page.locator("#seq")).to_have_text(str(game.head_seq))
            expect(page.locator(".mat section.seat")).to_have_count(4)
            # Top to bottom: the two opponents, the centre, the viewer, their teammate.
            order = page.eval_on_selector_all(
                ".mat > section", "nodes => nodes.map(n => n.id || n.className)"
            )
            assert order == ["seat-top", "seat-top-2", "center", "seat-bottom", "seat-bottom-2"]
            expected = {"seat-top": 3, "seat-top-2": 1, "seat-bottom": 2, "seat-bottom-2": 0}
            for slot, seat in expected.items():
                title = page.locator(f"#{slot}-title")
                expect(title).to_contain_text(seats[seat].username)
                expect(title).to_contain_text("team " + "AB"[seat % 2])
                expect(page.locator(f"#{slot} .life")).to_have_text(
                    f"Team life {state.players[seat].life}"
                )
            expect(page.locator("#seat-bottom-title")).to_contain_text("(you)")
            # The active seat among the four, and only it, is marked.
            active = state.active
            assert active is not None
            expect(page.locator(".mat section.seat h2", has_text="· active")).to_have_count(1)
            slot = next(s for s, seat in expected.items() if seat == active)
            expect(page.locator(f"#{slot}-title")).to_contain_text("· active")
            expect(page.locator(f'#seats li[data-seat="{active}"]')).to_contain_text("· active")
            # Each seat's zones, its dice (buttons, as on the two-seat table) in them.
            for seat in range(4):
                expect(page.locator(f"#zone-{seat}-field")).to_have_count(1)
            drawn = page.eval_on_selector_all(".mat button.die", "nodes => nodes.length")
            assert drawn == sum(
                len(player["zones"].get(zone) or [])
                for player in shown["players"]
                for zone in ("prep", "reserve", "field", "attack", "oop", "removed", "captured")
            )
            check_page(page, "play-doubles")

            # Moves made elsewhere show without a reload, until the turn passes to a new seat.
            before = game.head_seq
            while game_services.load_state(game).active == active:
                pending = waiting_for(game_services.load_state(game))
                assert pending is not None
                game = game_services.autoplay(game.pk, max_actions=1)
                assert game.head_seq > before
            now = game_services.load_state(game)
            expect(page.locator("#seq")).to_have_text(str(game.head_seq))
            slot = next(s for s, seat in expected.items() if seat == now.active)
            expect(page.locator(f"#{slot}-title")).to_contain_text("· active")
            expect(page.locator(".mat section.seat h2", has_text="· active")).to_have_count(1)
            for slot, seat in expected.items():
                expect(page.locator(f"#{slot} .life")).to_have_text(
                    f"Team life {now.players[seat].life}"
                )
        finally:
            browser.close()
