"""An organizer runs an eight-player paper event in Chromium, through the pages only: create
it, add players (search, bulk), a judge, check-in, pair with the progress bar, results
entered, reported and confirmed, a late entry, a drop from the pairing screen, a paper
dispute a judge rules on, a correction with a reason, a penalty, the top cut as a bracket and
a champion. Every page is screenshot at 390 and 1280 px, checked for sideways scrolling and
scanned with axe-core (tests/games/browser.py).

Rows are set up before the browser block and read back after it: the ORM does not run
inside Playwright's event loop.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from tests.games.browser import CHROMIUM_ARGS, NASTY_NAME, browser_or_skip, check_page, log_in
from tournaments.models import Penalty, Registration, ResultEntry, Tournament

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

PASSWORD = "event-pass-123"
PLAYERS = [f"player{n}" for n in range(1, 8)]  # seven at the start, an eighth comes late


@pytest.fixture
def accounts(django_user_model: Any, settings: Any) -> dict[str, Any]:
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    make = django_user_model.objects.create_user
    users = {name: make(name, f"{name}@example.org", PASSWORD) for name in PLAYERS}
    users["late"] = make("latecomer", "late@example.org", PASSWORD)
    users["olga"] = make("olga", "olga@example.org", PASSWORD)
    users["jude"] = make("jude", "jude@example.org", PASSWORD)
    users["rival"] = make("rival", "rival@example.org", PASSWORD)  # organizes another event
    users["nasty"] = make(NASTY_NAME, "nasty@example.org", PASSWORD)
    return users


@contextmanager
def chromium_browser() -> Iterator[Any]:
    executable, sync_api = browser_or_skip()
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        try:
            yield browser
        finally:
            browser.close()


def login(browser: Any, url: str, username: str) -> Any:
    return log_in(browser, url, username, PASSWORD)


def enter_results(page: Any, expect: Any, score_for: dict[int, tuple[int, int]] | None = None):
    """Enter every open table of the result grid as the organizer: 2-0 for the first player
    unless `score_for` says otherwise (table -> (a, b))."""
    score_for = score_for or {}
    cards = page.locator("#matches article.blocking")
    while cards.count():
        card_id = cards.first.get_attribute("id")
        card = page.locator(f"#{card_id}")
        title = card.locator("h2").text_content()
        table = int(title.split()[-1])
        a, b = score_for.get(table, (2, 0))
        details = card.locator("details").first
        if details.get_attribute("open") is None:
            details.locator("summary").click()
        card.locator("input[name=a_wins]").fill(str(a))
        card.locator("input[name=b_wins]").fill(str(b))
        card.locator("button[type=submit]", has_text="Enter").click()
        expect(card).to_have_class("card")


def test_an_organizer_runs_an_eight_player_event_to_a_champion(
    live_server: Any, accounts: dict[str, Any]
) -> None:
    with chromium_browser() as chromium:
        shown = run_the_event(live_server.url, chromium)
    event = Tournament.objects.get(name="Browser Open")
    assert event.status == Tournament.Status.FINISHED
    assert event.champion is not None and event.champion.display_name in shown["champion"]
    late = event.registrations.get(user=accounts["late"])
    assert late.joined_round == 2
    dropped = Registration.objects.get(tournament=event, display_name=shown["dropped"])
    assert dropped.dropped_after_round == 2
    entries = ResultEntry.objects.filter(match__round__tournament=event)
    assert entries.filter(kind="disputed", reason="I won the second game").exists()
    ruling = entries.get(reason="Both players agree game two went to the opponent")
    assert (ruling.kind, ruling.by, ruling.a_wins, ruling.b_wins) == (
        "corrected",
        accounts["jude"],
        2,
        1,
    )
    assert entries.filter(kind="corrected", reason__startswith="Slip shows 2-0").exists()
    assert entries.filter(kind="confirmed", by__username=shown["confirmed_by"]).exists()
    penalty = Penalty.objects.get(tournament=event)
    assert (penalty.kind, penalty.issued_by) == ("warning", accounts["jude"])
    assert event.rounds.count() == 5  # three Swiss rounds, semifinals, final


def run_the_event(url: str, chromium: Any) -> dict[str, str]:
    """Everything through the pages; returns what they showed, to compare with the rows."""
    from playwright.sync_api import expect

    olga = login(chromium, url, "olga")

    # --- create the event ---------------------------------------------------------------
    olga.get_by_role("link", name="Create an event").click()
    check_page(olga, "console-create")
    olga.fill("#id_name", "Browser Open")
    olga.fill("#id_date", "2026-09-12")
    olga.select_option("#id_match_structure", "bo3")
    olga.select_option("#id_play_mode", "paper")
    olga.fill("#id_swiss_rounds", "3")
    olga.fill("#id_top_cut", "4")
    olga.fill("#id_round_minutes", "50")
    olga.click("main button[type=submit]")
    expect(olga.locator("h1")).to_have_text("Players and judges")
    event_url = olga.url.split("/console/")[0]

    # --- people: search, bulk add, a judge, check-in --------------------------------------
    olga.fill("#usernames", "\n".join(PLAYERS[:6]))
    olga.get_by_role("button", name="Add players").click()
    expect(olga.locator(".messages")).to_contain_text("Added 6")
    olga.fill("#user-search", "player7")
    olga.get_by_role("button", name="Add as player player7").click()
    expect(olga.locator(".messages")).to_contain_text("player7 added.")
    olga.fill("#user-search", "jud")
    olga.get_by_role("button", name="Add as judge jude").click()
    expect(olga.locator(".messages")).to_contain_text("jude is now judge of this event.")
    olga.get_by_role("button", name="Check in player1").click()
    expect(olga.get_by_role("button", name="✓ Present player1")).to_be_visible()
    check_page(olga, "console-people")

    # --- round 1: the progress bar, then results from the grid ----------------------------
    olga.get_by_role("link", name="Rounds").click()
    check_page(olga, "console-rounds")
    olga.get_by_role("button", name="Pair round 1").click()
    expect(olga.locator("#pairing-progress")).to_have_attribute("value", "4")
    olga.get_by_role("link", name="Open round 1").click()
    expect(olga.locator("h1")).to_contain_text("Round 1 results")
    expect(olga.locator("text=Waiting for tables")).to_be_visible()
    check_page(olga, "console-results")
    enter_results(olga, expect)
    expect(olga.locator("text=Every result counts")).to_be_visible()

    # --- a late entry joins round 2 --------------------------------------------------------
    olga.goto(f"{event_url}/console/people/")
    olga.fill("#user-search", "latecomer")
    olga.get_by_role("button", name="Add as player latecomer").click()
    expect(olga.locator(".messages")).to_contain_text("late entry from round 2")

    # --- round 2: players report and confirm, a dispute, a correction ---------------------
    olga.goto(f"{event_url}/console/rounds/")
    olga.get_by_role("button", name="Pair round 2").click()
    olga.get_by_role("link", name="Open round 2").click()
    first_card = olga.locator("#matches article").first
    names = first_card.locator(".players").text_content()
    a_name, b_name = (part.strip() for part in names.split(" v "))
    second_card = olga.locator("#matches article").nth(1)
    c_name, d_name = (
        p.strip() for p in second_card.locator(".players").text_content().split(" v ")
    )

    def username(display: str) -> str:
        return "latecomer" if display == "latecomer" else display

    # Table 1: reported by one player, confirmed by the other (one tap each).
    a_page = login(chromium, url, username(a_name))
    a_page.get_by_role("link", name="Report the result").click()
    check_page(a_page, "match-report")
    a_page.get_by_role("button", name=f"{a_name} wins 2\u20131").click()
    expect(a_page.locator(".messages")).to_contain_text("Reported")
    b_page = login(chromium, url, username(b_name))
    expect(b_page.locator("#turn")).to_contain_text("confirm your result at table 1")
    assert b_page.title().startswith("(1) Your turn")
    check_page(b_page, "home-your-turn")
    b_page.get_by_role("link", name="Confirm the result").click()
    check_page(b_page, "match-confirm")
    b_page.get_by_role("button", name="Yes, confirm").click()
    expect(b_page.locator(".messages")).to_contain_text("Confirmed")

    # Table 2: reported, then disputed by the opponent.
    c_page = login(chromium, url, username(c_name))
    c_page.get_by_role("link", name="Report the result").click()
    c_page.get_by_role("button", name=f"{c_name} wins 2\u20130").click()
    d_page = login(chromium, url, username(d_name))
    d_page.get_by_role("link", name="Confirm the result").click()
    d_page.locator("summary", has_text="No, dispute it").click()
    d_page.fill("#reason", "I won the second game")
    d_page.get_by_role("button", name="Dispute").click()
    expect(d_page.locator(".messages")).to_contain_text("Disputed")

    # The judge finds it in the queue and rules (d_name won a game: 2-1).
    jude = login(chromium, url, "jude")
    jude.goto(f"{event_url}/disputes/")
    expect(jude.locator("h1")).to_contain_text("1 open")
    expect(jude.locator("main")).to_contain_text("I won the second game")
    check_page(jude, "judge-disputes")
    jude.fill("input[name=a_wins]", "2")
    jude.fill("input[name=b_wins]", "1")
    jude.fill("input[name=reason]", "Both players agree game two went to the opponent")
    jude.get_by_role("button", name="Rule").first.click()
    expect(jude.locator(".messages")).to_contain_text("Ruled on table 2 of round 2")
    expect(jude.locator("h1")).to_contain_text("0 open")

    # A judge's penalty: a warning, seen by the player on their home page.
    jude.goto(f"{event_url}/penalties/")
    jude.select_option("#p-player", label=a_name)
    jude.select_option("#p-infraction", "slow_play")
    expect(jude.locator("#suggestion")).to_contain_text("warning")
    jude.select_option("#p-kind", "warning")
    jude.fill("#p-reason", "Took too long over blocks")
    jude.get_by_role("button", name="Record the penalty").click()
    expect(jude.locator(".messages")).to_contain_text(f"Warning to {a_name}")
    check_page(jude, "judge-penalties")
    a_page.goto(f"{url}/")
    expect(a_page.locator("#my-penalties")).to_be_visible()

    # The organizer enters the rest, then corrects table 1 with a reason.
    olga.reload()
    enter_results(olga, expect)
    table_one = olga.locator("#matches article").first
    table_one.locator("summary", has_text="Correct the result").click()
    table_one.locator("input[name=a_wins]").fill("2")
    table_one.locator("input[name=b_wins]").fill("0")
    table_one.locator("input[name=reason]").fill("Slip shows 2-0: game two was a game loss")
    table_one.get_by_role("button", name="Correct table 1").click()
    expect(olga.locator("#matches article").first).to_contain_text("Corrected 2\u20130")
    olga.locator("#matches article").first.locator("summary", has_text="History").click()
    expect(olga.locator("#matches article").first.locator(".history")).to_contain_text(
        "Slip shows 2-0"
    )

    # A drop from the pairing screen.
    last_card = olga.locator("#matches article").nth(2)
    dropped = last_card.locator(".players").text_content().split(" v ")[1].strip()
    last_card.locator("summary", has_text="Drop a player").click()
    last_card.get_by_role("button", name=f"Drop {dropped}").click()
    olga.get_by_role("button", name=f"Yes, drop {dropped}").click()  # a drop asks first
    expect(olga.locator(".messages")).to_contain_text(f"{dropped} dropped")

    # --- round 3 ----------------------------------------------------------------------------
    olga.goto(f"{event_url}/console/rounds/")
    olga.get_by_role("button", name="Pair round 3").click()
    olga.get_by_role("link", name="Open round 3").click()
    expect(olga.locator("main")).not_to_contain_text(f"{dropped} v")
    enter_results(olga, expect)

    # --- the event page everyone sees: pairing cards, find-my-name, the "why" -------------
    public = chromium.new_page(viewport={"width": 390, "height": 900})
    public.goto(event_url + "/")
    check_page(public, "event-swiss")
    public.fill("#find", a_name)
    expect(public.locator("#find-status")).to_contain_text("1 of")
    public.locator(".pairing:not([hidden]) summary").first.click()
    expect(public.locator(".pairing:not([hidden]) details p").first).to_be_visible()
    public.goto(f"{event_url}/rounds/1/")
    check_page(public, "round-history")

    # --- the top cut, as a bracket, to a champion ----------------------------------------
    olga.goto(f"{event_url}/console/")
    check_page(olga, "console-overview")
    olga.get_by_role("button", name="Start the top 4").click()
    olga.get_by_role("button", name="Yes, start the top 4").click()  # it asks first
    expect(olga.locator("h1")).to_contain_text("Top cut")
    enter_results(olga, expect)
    olga.goto(f"{event_url}/console/")
    olga.get_by_role("link", name="Open the result grid").click()
    enter_results(olga, expect)
    olga.goto(event_url + "/")
    expect(olga.locator(".champion")).to_contain_text("Champion:")
    expect(olga.locator("#placings")).to_contain_text("finalist")
    champion = olga.locator(".champion").first.text_content()
    check_page(olga, "event-final")
    olga.goto(f"{event_url}/console/exports/")
    check_page(olga, "console-exports")
    olga.goto(f"{event_url}/console/team-lists/")
    check_page(olga, "console-team-lists")
    olga.goto(f"{event_url}/rounds/3/print/")
    check_page(olga, "print-pairings")
    olga.goto(f"{event_url}/rounds/3/slips/")
    check_page(olga, "result-slips")

    # --- refusals, in pages: another event's organizer, a player, anonymous ---------------
    rival = login(chromium, url, "rival")
    response = rival.goto(f"{event_url}/console/")
    assert response.status == 403
    expect(rival.locator("h1")).to_have_text("Not allowed")
    check_page(rival, "forbidden")
    assert a_page.goto(f"{event_url}/disputes/").status == 403
    anonymous = chromium.new_page()
    anonymous.goto(f"{event_url}/console/people/")
    assert "/accounts/login/" in anonymous.url

    return {"champion": champion, "dropped": dropped, "confirmed_by": username(b_name)}
