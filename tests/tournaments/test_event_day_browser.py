"""Issue 17, "Event day without friction", in Chromium: a paper Swiss event of seven players
and a late entry, run by an organizer (olga) with a judge (jude). Each test walks one
item of the issue through the pages, screenshots them at 390 and 1280 px and scans them with
axe-core (tests/games/browser.py); each failed before its item was built.

Rows are set up before the browser block and read back after it (the ORM does not run
inside Playwright's event loop).
"""

from __future__ import annotations

import datetime
from typing import Any

import pytest
from django.utils import timezone

from tests.games.browser import check_page
from tests.tournaments.test_browser_event import PASSWORD, chromium_browser, login
from tournaments import events
from tournaments.models import Registration, ResultEntry, Round, TimeExtension, Tournament
from tournaments.registration import entries
from tournaments.results import reporting
from tournaments.rounds import generation

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

PLAYERS = [f"player{n}" for n in range(1, 7)]


@pytest.fixture
def people(django_user_model: Any, settings: Any) -> dict[str, Any]:
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    make = django_user_model.objects.create_user
    names = [*PLAYERS, "latecomer", "olga", "jude"]
    return {name: make(name, f"{name}@example.org", PASSWORD) for name in names}


@pytest.fixture
def event(people: dict[str, Any]) -> Tournament:
    """Six players, none with a team list, lists due tomorrow; jude judges."""
    event = events.create_tournament(
        people["olga"],
        name="Event Day Open",
        date=datetime.date(2026, 9, 12),
        match_structure="bo3",
        swiss_rounds=3,
        top_cut=4,
        team_list_deadline=timezone.now() + datetime.timedelta(days=1),
    )
    events.add_role(event, people["olga"], people["jude"], "judge")
    for name in PLAYERS:
        entries.register(event, people[name])
    return event


def test_pairing_warns_then_the_rounds_page_and_the_round_stay_current(
    live_server: Any, event: Tournament
) -> None:
    """Items 5, 6, 7 and 11: the event page before round 1 passes axe (aria-controls names
    an element that exists); pairing with lists missing asks first and names who; after
    pairing the Rounds page no longer offers "Pair round 1"; Call time asks first; the last
    result makes the round "Complete" and takes the clock away; an organizer's first entry
    reads "Entered by the organizer", not "Corrected"."""
    from playwright.sync_api import expect

    url = live_server.url
    with chromium_browser() as chromium:
        public = chromium.new_page(viewport={"width": 390, "height": 900})
        public.goto(f"{url}/tournaments/{event.pk}/")
        expect(public.locator("#live")).to_contain_text("Round 1 has not been paired yet")
        check_page(public, "issue17-event-before-round-1")

        olga = login(chromium, url, "olga")
        olga.goto(f"{url}/tournaments/{event.pk}/console/rounds/")
        olga.get_by_role("button", name="Pair round 1").click()
        ask = olga.locator("#progress #ask")
        expect(ask).to_contain_text("6 players without a valid team list")
        expect(ask).to_contain_text("player1")
        check_page(olga, "issue17-pairing-warning")
        olga.get_by_role("button", name="Pair round 1 anyway").click()
        expect(olga.locator("#pairing-progress")).to_have_attribute("value", "4")
        expect(olga.get_by_role("button", name="Pair round 1")).to_have_count(0)
        expect(olga.locator("#all-rounds")).not_to_contain_text("No round yet")
        expect(olga.locator("#all-rounds")).to_contain_text("Round 1")
        expect(olga.locator("#pair-form")).to_contain_text("is being played")
        check_page(olga, "issue17-rounds-after-pairing")

        olga.get_by_role("link", name="Open round 1").click()
        olga.get_by_role("button", name="Call time").click()
        expect(olga.locator("h1")).to_have_text("Call time on Round 1?")
        expect(olga.locator("main")).to_contain_text("cannot be taken back")
        check_page(olga, "issue17-confirm-call-time")
        olga.get_by_role("link", name="Cancel").click()
        expect(olga.locator("#round-clock")).to_contain_text("Time is called at")

        cards = olga.locator("#matches article.blocking")
        while cards.count():
            card = olga.locator(f"#{cards.first.get_attribute('id')}")
            card.locator("input[name=a_wins]").fill("2")
            card.locator("input[name=b_wins]").fill("0")
            card.locator("button[type=submit]", has_text="Enter").click()
            expect(card).to_have_class("card")
            expect(card.locator(".badge").first).to_have_text("Entered by the organizer 2\u20130")
        expect(olga.locator("#round-badge")).to_have_text("Complete")
        expect(olga.locator("#round-clock")).to_be_hidden()
        expect(olga.get_by_role("button", name="Call time")).to_have_count(0)
        check_page(olga, "issue17-round-complete")
    round_ = event.rounds.get(number=1)
    assert round_.status == Round.Status.COMPLETE and round_.time_called_at is None
    kinds = set(ResultEntry.objects.filter(match__round=round_).values_list("kind", flat=True))
    assert kinds == {"corrected"}


def _play_round_one(event: Tournament, people: dict[str, Any]) -> None:
    generation.generate_round(event.pk, 1)
    for match in event.rounds.get(number=1).matches.all():
        reporting.correct_result(match, people["olga"], 2, 0, 0, "slip")


def test_a_late_entrant_gets_their_own_team_list_window(
    live_server: Any, event: Tournament, people: dict[str, Any]
) -> None:
    """Item 1: after round 1 a late entrant's team page says lists are locked and to ask the
    organizer; the organizer sees who owes a list and opens a window; the late entrant then
    gets the list form."""
    from playwright.sync_api import expect

    _play_round_one(event, people)
    late = entries.register(event, people["latecomer"])
    assert late.joined_round == 2
    url = live_server.url
    with chromium_browser() as chromium:
        player = login(chromium, url, "latecomer")
        player.goto(f"{url}/tournaments/{event.pk}/team/")
        expect(player.locator("main")).to_contain_text("ask the organizer to open a team-list")
        player.goto(f"{url}/")
        expect(player.locator("#my-events")).to_be_visible()
        expect(player.locator("main")).to_contain_text("Lists are locked: ask the organizer")
        player.goto(f"{url}/tournaments/{event.pk}/team/")
        expect(player.locator("#plain-form, #link-form")).to_have_count(0)

        olga = login(chromium, url, "olga")
        olga.goto(f"{url}/tournaments/{event.pk}/console/team-lists/")
        section = olga.locator("#late-entrants")
        expect(section).to_contain_text("latecomer")
        expect(section).to_contain_text("owes a list")
        expect(olga.locator("main")).to_contain_text("late entry")
        check_page(olga, "issue17-console-late-entrants")
        section.get_by_role("button", name="Open a window for latecomer").click()
        expect(olga.locator(".messages")).to_contain_text("latecomer may submit a team list")
        expect(section).to_contain_text("Window open until")

        player.reload()
        expect(player.locator("main")).to_contain_text("Your own team-list window is open")
        expect(player.locator("#plain-form, #link-form").first).to_be_attached()
        check_page(player, "issue17-late-entrant-team-page")
    late.refresh_from_db()
    assert late.team_list_until is not None and late.team_list_until > timezone.now()


def test_judges_tables_extra_time_projector_seating_and_dispute_count(
    live_server: Any, event: Tournament, people: dict[str, Any]
) -> None:
    """Item 8: a judge gives table 1 five more minutes with a reason (the tables page and
    the projector show it); the projector shows the clock, pairings by name and the
    standings; the round-1 seating plan; the judge's and the organizer's home count the
    open disputes across their events. Item 5: dropping a player asks first."""
    from playwright.sync_api import expect

    generation.generate_round(event.pk, 1)
    round_ = event.rounds.get(number=1)
    first = round_.matches.get(table=1)
    second = round_.matches.get(table=2)
    reporting.report_result(second, second.player_a.user, 2, 0, 0)
    reporting.dispute_result(second, second.player_b.user, "The second game was mine")
    url = live_server.url
    with chromium_browser() as chromium:
        jude = login(chromium, url, "jude")
        expect(jude.locator("#disputes-waiting")).to_contain_text("1 open dispute")
        check_page(jude, "issue17-judge-home")
        jude.goto(f"{url}/tournaments/{event.pk}/tables/")
        table = jude.locator("#table-1")
        table.locator("summary").click()
        table.locator("input[name=minutes]").fill("5")
        table.locator("input[name=reason]").fill("Long ruling on a Global ability")
        table.get_by_role("button", name="Give extra time to table 1").click()
        expect(jude.locator(".messages")).to_contain_text("Table 1: 5 more minutes")
        expect(jude.locator("#table-1")).to_contain_text("+5 min")
        expect(jude.locator("#table-1")).to_contain_text("Long ruling on a Global ability")
        expect(jude.get_by_role("button", name="Feature table 1")).to_have_count(0)
        check_page(jude, "issue17-judge-tables")

        jude.goto(f"{url}/tournaments/{event.pk}/")
        expect(jude.locator("#pairings-list li").first).to_contain_text("Extra time: +5 min")
        screen = chromium.new_page(viewport={"width": 1280, "height": 900})
        screen.goto(f"{url}/tournaments/{event.pk}/projector/")
        expect(screen.locator("h1")).to_contain_text("Round 1")
        expect(screen.locator(".clock")).to_be_visible()
        expect(screen.locator(".by-name")).to_contain_text("player1")
        expect(screen.locator(".by-name li")).to_have_count(6)
        expect(screen.locator("main")).to_contain_text("table 1 +5 min")
        expect(screen.locator("table.standings")).to_contain_text("player1")
        check_page(screen, "issue17-projector")
        screen.goto(f"{url}/tournaments/{event.pk}/rounds/1/seating/")
        expect(screen.locator(".seating li")).to_have_count(6)
        check_page(screen, "issue17-seating-round-1")

        olga = login(chromium, url, "olga")
        expect(olga.locator("#disputes-waiting")).to_contain_text("1 open dispute")
        olga.goto(f"{url}/tournaments/{event.pk}/console/rounds/1/")
        card = olga.locator(f"#match-{first.pk}")
        card.locator("summary", has_text="Drop a player").click()
        name = first.player_b.display_name
        card.get_by_role("button", name=f"Drop {name}").click()
        expect(olga.locator("h1")).to_have_text(f"Drop {name}?")
        check_page(olga, "issue17-confirm-drop")
        olga.get_by_role("button", name=f"Yes, drop {name}").click()
        expect(olga.locator(".messages")).to_contain_text(f"{name} dropped")
        expect(olga.locator("h1")).to_contain_text("Round 1 results")
    extension = TimeExtension.objects.get()
    assert (extension.match, extension.minutes, extension.by) == (first, 5, people["jude"])
    assert Registration.objects.get(pk=first.player_b_id).dropped_after_round == 1


def test_starting_the_top_cut_asks_first(
    live_server: Any, event: Tournament, people: dict[str, Any]
) -> None:
    """Item 5: "Start the top 4" leads to a page saying what happens; only its Yes starts."""
    from playwright.sync_api import expect

    for number in (1, 2, 3):
        generation.generate_round(event.pk, number)
        for match in event.rounds.get(number=number).matches.exclude(player_b=None):
            reporting.correct_result(match, people["olga"], 2, 1, 0, "slip")
    url = live_server.url
    with chromium_browser() as chromium:
        olga = login(chromium, url, "olga")
        olga.goto(f"{url}/tournaments/{event.pk}/console/")
        olga.get_by_role("button", name="Start the top 4").click()
        expect(olga.locator("h1")).to_have_text("Start the top 4?")
        expect(olga.locator("main")).to_contain_text("cannot be undone")
        check_page(olga, "issue17-confirm-top-cut")
        olga.get_by_role("button", name="Yes, start the top 4").click()
        expect(olga.locator("h1")).to_contain_text("Semifinals results")
        expect(olga.locator("nav[aria-label=Rounds]")).to_contain_text("Semifinals")
    assert event.rounds.filter(kind=Round.Kind.TOP_CUT).count() == 1


def test_a_team_link_with_cards_not_in_the_catalog_says_why_in_words(
    live_server: Any, event: Tournament
) -> None:
    """Item 7 on the team page: a set the site never imported says the organizer has not
    imported it and how; a number its (imported) set lacks says to check for a typo; no
    "(catalog, 31xfc)" code."""
    from playwright.sync_api import expect

    url = live_server.url
    with chromium_browser() as chromium:
        player = login(chromium, url, "player1")
        player.goto(f"{url}/tournaments/{event.pk}/team/")
        player.fill("#id_link", "https://example.org/?view&cards=2x31zzq;1x9999ocr")
        player.locator("#link-form button[type=submit]").click()
        problems = player.locator("#form-problems")
        expect(problems).to_contain_text("the set zzq is not in this site's card catalog yet")
        expect(problems).to_contain_text("The organizer has not imported it")
        expect(problems).to_contain_text("import_cards")
        expect(problems).to_contain_text("set ocr has no card number 9999")
        expect(problems).to_contain_text("typo")
        expect(problems).not_to_contain_text("(catalog")
        check_page(player, "issue17-team-link-unknown-cards")
