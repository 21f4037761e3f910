"""A text-only ability declared on the game table (issues 7 and 10): the engine cannot run an
imported card's "when fielded", so its controller composes the effect from the page's form
(built on the `declare` choice description), the server applies it marked *declared*, and the
opponent's page offers to accept or dispute it. Screenshots, overflow and axe at 390/1280 px."""

from __future__ import annotations

import random
from typing import Any

import pytest

from games import services
from games.engine.api import waiting_for
from games.engine.sim.bots import greedy_bot
from games.models import Game, GameEvent
from tests.games.browser import CHROMIUM_ARGS, browser_or_skip, check_page
from tests.games.test_table_browser import PASSWORD, login

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
TEAMS = ((("98ocr", 4), ("1ocr", 4)), (("13ocr", 4), ("1ocr", 4)))
BACS = (("41ocr",), ("40ocr",))
TEXT = "When fielded, your opponent feels uneasy."


@pytest.fixture
def game(django_user_model: Any, fast_hashing: None) -> Game:
    from cards import services as card_services

    record = {**card_services.card_by_code("1ocr").current_version.data}
    record.update(
        id="98ocr", number="98", name="Test Oracle", subtitle="Text Only",
        abilities=[{"trigger": "when_fielded", "text": TEXT}], text=[TEXT],
    )  # fmt: skip
    card_services.import_records([card_services.Incoming(record, "ocr", "98")], "test")
    make = django_user_model.objects.create_user
    seats = (make("ann-d", password=PASSWORD), make("ben-d", password=PASSWORD))
    game = services.start_game(*seats, TEAMS, BACS, options={"team_format": "demo"})
    rng = random.Random(0)
    for _ in range(600):
        state = services.load_state(game)
        pending = waiting_for(state)
        assert pending is not None, "the game ended before a declaration"
        if pending.kind == "declare":
            game.declaring = pending.player  # type: ignore[attr-defined]
            return game
        action = greedy_bot(state, pending.player, rng)  # type: ignore[arg-type]
        services.submit_action(game.pk, seats[pending.player], action.to_dict(), game.head_seq)
        game.refresh_from_db()
    pytest.skip("no declaration reached")


def test_a_player_declares_a_text_only_ability_from_the_table(live_server: Any, game: Game) -> None:
    executable, sync_api = browser_or_skip()
    seat = game.declaring  # type: ignore[attr-defined]
    names = ("ann-d", "ben-d")
    before = game.head_seq
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        try:
            page = login(browser.new_context(viewport={"width": 390, "height": 844}),
                         live_server.url, names[seat])  # fmt: skip
            other = login(browser.new_context(), live_server.url, names[1 - seat])
            for p in (page, other):
                p.goto(f"{live_server.url}/games/{game.pk}/play/")
            prompt = page.locator("#prompt")
            sync_api.expect(prompt).to_contain_text("The engine cannot run this text")
            sync_api.expect(prompt).to_contain_text(TEXT)
            page.select_option("#declare-op", "lose_life")
            page.select_option("#declare-use", "opponent|")
            page.fill("#declare-amount", "1")
            page.locator("#declare-amount").dispatch_event("change")
            check_page(page, "table-declare")
            page.get_by_role("button", name="Add this effect").click()
            page.get_by_role("button", name="Declare 1 effect").click()
            sync_api.expect(other.locator("#choices")).to_contain_text("ccept", timeout=5000)
            sync_api.expect(other.locator("#prompt")).to_contain_text("declared")
            check_page(other, "table-declaration-review")
            # The opponent disputes it in words of their own (the button waits for them).
            dispute = other.get_by_role("button", name="Dispute the declaration")
            sync_api.expect(dispute).to_be_disabled()
            other.fill("#review-reason", "It says the opponent, not me")
            dispute.click()
            sync_api.expect(other.locator("#prompt")).not_to_contain_text("declared")
        finally:
            browser.close()
    events = list(GameEvent.objects.filter(game=game, seq__gt=before).order_by("seq"))
    assert events[0].type == "EffectDeclared" and events[0].payload["player"] == seat
    lost = [e.payload for e in events if e.type == "LifeLost"]
    assert lost and lost[0]["player"] == 1 - seat and lost[0]["declared"], str(events)
    disputed = [e.payload for e in events if e.type == "DeclarationDisputed"]
    assert disputed and disputed[0]["reason"] == "It says the opponent, not me", str(events)
