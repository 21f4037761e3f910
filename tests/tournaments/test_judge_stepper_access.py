"""Who opens the judge stepper of an event's online game, and its state at any event: the
event's judges and organizers, never a judge of another event, never a player of the game
while it is on, even one who judges the event (issue 10, "Judges"; games/views_web.py
may_judge, games/services.py judge_state_at)."""

from __future__ import annotations

from typing import Any

import pytest
from django.contrib.auth import get_user_model
from django.test import Client

from games import services as game_services
from games.models import Game
from tournaments import events
from tournaments.models import MatchGame, Role
from tournaments.simulation import create_event
from tournaments.tasks import generate_round

pytestmark = pytest.mark.django_db


def client_for(user: Any) -> Client:
    client = Client()
    client.force_login(user)
    return client


def test_only_the_events_judges_who_do_not_play_it_open_a_games_stepper() -> None:
    make = get_user_model().objects.create_user
    event = create_event("Stepper Cup", 4, "stepper", rounds=1, online=True, prefix="stp")
    other = create_event("Other Cup", 4, "other", rounds=1, online=True, prefix="oth")
    organizer = get_user_model().objects.get(username="stp-organizer")
    jude, outsider = make("jude"), make("outsider")
    events.add_role(event, organizer, jude, Role.Kind.JUDGE)
    other_organizer = get_user_model().objects.get(username="oth-organizer")
    events.add_role(other, other_organizer, outsider, Role.Kind.JUDGE)
    generate_round.delay(event.pk, 1).get()
    link = (
        MatchGame.objects.select_related("match__player_a__user")
        .filter(match__round__tournament=event)
        .first()
    )
    assert link is not None and link.game.status == Game.Status.ACTIVE
    player = link.match.player_a.user
    events.add_role(event, organizer, player, Role.Kind.JUDGE)  # judges, and plays this game
    page = f"/games/{link.game_id}/judge/"
    state = f"/api/games/{link.game_id}/state/?seq=1"

    for allowed in (jude, organizer):
        answer = client_for(allowed).get(page)
        assert answer.status_code == 200
        assert '"canRule": true' in answer.content.decode()
        assert client_for(allowed).get(state).status_code == 200
    for refused in (outsider, player, make("nobody")):
        assert client_for(refused).get(page).status_code == 403
        answer = client_for(refused).get(state)
        assert answer.status_code == 403
        assert answer.json()["code"] == "game/judges_only"
    assert Client().get(page).status_code == 302  # to log in
    assert Client().get(state).status_code in (401, 403)
    # Once the game is over its players may look back through it, never rule.
    game_services.submit_action(link.game_id, player, {"type": "concede"}, link.game.head_seq)
    answer = client_for(player).get(page)
    assert answer.status_code == 200
    assert '"canRule": false' in answer.content.decode()


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_the_stepper_draws_the_four_seats_of_a_doubles_game(
    live_server: Any, settings: Any
) -> None:
    """seats 0 and 2 (one team) at the bottom, 1 and 3 at the top; a player filter per seat."""
    from tests.games.browser import CHROMIUM_ARGS, browser_or_skip, check_page
    from tests.tournaments.test_doubles_online import NAMES, online_doubles, seats_of

    executable, sync_api = browser_or_skip()
    expect = sync_api.expect
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    make = get_user_model().objects.create_user
    people = {name: make(name) for name in NAMES}
    make("jules", password="judge-pass-1", is_staff=True)
    _, match, game = online_doubles(people)
    seats = seats_of(match)
    game = game_services.autoplay(game.pk, max_actions=40)
    page_url = f"{live_server.url}/games/{game.pk}/judge/"

    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        try:
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            page.set_default_timeout(15_000)
            page.goto(page_url)
            page.fill("#id_username", "jules")
            page.fill("#id_password", "judge-pass-1")
            page.click("main button[type=submit]")
            page.wait_for_url(f"**/games/{game.pk}/judge/")
            expect(page.locator("#seq")).to_have_text(str(game.head_seq))
            expect(page.locator("#players section.seat")).to_have_count(4)
            for seat, user in enumerate(seats):
                side = "#seats-bottom" if seat % 2 == 0 else "#seats-top"
                title = page.locator(f"{side} section.seat h2", has_text=user.username)
                expect(title).to_have_count(1)
            assert page.locator("#seats-bottom li.die svg").count() > 0
            options = page.locator("#filter-player option")
            expect(options).to_have_count(5)
            expect(options.nth(3)).to_have_text(seats[2].username)
            page.select_option("#filter-player", "3")
            expect(page.locator("#filter-count")).to_contain_text("events shown")
            page.select_option("#filter-player", "")
            check_page(page, "judge-doubles")
        finally:
            browser.close()
