"""A player types their team by names on the team page, confirms each match and adds them
(issue 16 item 6); the server's check sees the confirmed cards. Debian's chromium at 390 and
1280 px, with axe-core."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.cards.named_cards import load
from tests.games.browser import CHROMIUM_ARGS, browser_or_skip, check_page
from tests.tournaments.test_team_page_browser import online_event  # noqa: F401 (fixture)
from tournaments.models import TeamListEntry, Tournament


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_a_team_typed_by_names_is_confirmed_line_by_line_and_submitted(
    live_server: Any,
    online_event: Tournament,  # noqa: F811
    tmp_path: Path,
) -> None:
    load(tmp_path)
    executable, sync_api = browser_or_skip()
    url = f"{live_server.url}/tournaments/{online_event.pk}/team/"
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        try:
            page = browser.new_page(viewport={"width": 390, "height": 844}, has_touch=True)
            page.set_default_timeout(15_000)
            page.goto(url)
            page.fill("#id_username", "alice")
            page.fill("#id_password", "alice-pass-1")
            page.click("button[type=submit]")
            page.wait_for_url("**/team/")
            page.fill("#typed", "Spider-Man: Webhead (sws) x2\nwolverne x3, Sidekick")
            page.click("#find-typed")
            matches = page.locator("#typed-matches")
            spider = matches.locator("li", has_text="Spider-Man: Webhead (sws) x2")
            sync_api.expect(spider.locator(".badge")).to_have_text("exact")
            wolverine = matches.locator("li", has_text="wolverne x3")
            sync_api.expect(wolverine.locator(".badge")).to_have_text("closest match: check it")
            selected = wolverine.locator("select").evaluate("s => s.selectedOptions[0].text")
            assert selected.startswith("Wolverine: Berserker")
            sync_api.expect(matches).to_contain_text("Sidekick dice come with every team")
            check_page(page, "team-typed-names")

            page.click("#add-typed")
            picked = page.locator("#picked")
            sync_api.expect(picked).to_contain_text("Spider-Man: Webhead")
            sync_api.expect(picked).to_contain_text("Wolverine: Berserker")
            dice = picked.locator("li", has_text="Wolverine").locator("input")
            assert dice.input_value() == "3"
            assert picked.locator("li", has_text="Spider-Man").locator("input").input_value() == "2"
            # The server's check sees exactly the confirmed cards and dice (a two-card team
            # is not a legal one yet: nothing is stored until the player submits a legal list).
            sync_api.expect(page.locator("#summary")).to_contain_text("5 dice on 2 cards")
            check_page(page, "team-typed-names-added")
        finally:
            browser.close()
    assert not TeamListEntry.objects.filter(registration__tournament=online_event).exists()
