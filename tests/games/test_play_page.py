"""The play page: a login-protected shell whose script plays through the REST API."""

import uuid
from typing import Any

import pytest
from django.test import Client

from games import services
from games.engine.api import waiting_for
from games.models import Game
from tests.games.browser import CHROMIUM_ARGS, NASTY_NAME, browser_or_skip


def awaited_user(game: Game, seats: tuple[Any, Any]) -> Any:
    return seats[waiting_for(services.load_state(game)).player]


@pytest.mark.django_db
def test_spectators_open_the_play_page_without_a_login(game: Game) -> None:
    """The public game API serves the spectator view; the page shows it, with no actions."""
    response = Client().get(f"/games/{game.pk}/play/")
    assert response.status_code == 200
    html = response.content.decode()
    assert '"you": null' in html and 'id="dispute"' not in html


@pytest.mark.django_db
def test_the_login_page_logs_a_player_in_and_returns_to_the_game(game: Game) -> None:
    client = Client()
    play = f"/games/{game.pk}/play/"
    response = client.post(
        "/accounts/login/", {"username": "alice", "password": "alice-pass-1", "next": play}
    )
    assert (response.status_code, response["Location"]) == (302, play)
    assert client.get(play).status_code == 200


@pytest.mark.django_db
def test_the_play_page_renders_its_config_and_escapes_user_names(
    game: Game, seats: tuple[Any, Any]
) -> None:
    client = Client()
    client.force_login(seats[1])
    response = client.get(f"/games/{game.pk}/play/")
    assert response.status_code == 200
    html = response.content.decode()
    assert 'id="play-config"' in html
    assert f"/api/games/{game.pk}/actions/" in html
    assert "csrftoken" in response.cookies
    assert NASTY_NAME not in html  # the header shows the username escaped
    assert "&lt;img src=x" in html


@pytest.mark.django_db
def test_an_unknown_game_has_no_play_page(seats: tuple[Any, Any]) -> None:
    client = Client()
    client.force_login(seats[0])
    assert client.get(f"/games/{uuid.uuid4()}/play/").status_code == 404


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_a_player_logs_in_clicks_legal_actions_and_the_board_updates(
    live_server: Any, game: Game, seats: tuple[Any, Any]
) -> None:
    """Log in through the form, click legal actions until the game moves, see the board."""
    executable, sync_api = browser_or_skip()
    user = awaited_user(game, seats)
    password = "alice-pass-1" if user == seats[0] else "nasty-pass-1"
    start_seq = game.head_seq
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        try:
            page = browser.new_page()
            page.set_default_timeout(15_000)
            page.goto(f"{live_server.url}/accounts/login/?next=/games/{game.pk}/play/")
            page.fill("#id_username", user.get_username())
            page.fill("#id_password", password)
            page.click("button[type=submit]")
            page.wait_for_url(f"**/games/{game.pk}/play/")
            seq = page.locator("#seq")
            sync_api.expect(seq).to_have_text(str(start_seq))
            sync_api.expect(page.locator("#step")).to_have_text("Setup Step")
            # The opponent's name is shown as text, never run as HTML.
            sync_api.expect(page.locator(".mat")).to_contain_text(NASTY_NAME)
            assert page.locator(".mat img").count() == 0
            assert page.evaluate("window.pwned") is None
            sync_api.expect(page.locator("#banner")).to_contain_text("Your decision")

            # Only the page is read in here: ORM calls inside Playwright's greenlet would open
            # a second connection that outlives the test.
            clicks = 0
            while seq.text_content() == str(start_seq):
                clicks += 1
                assert clicks <= 5, "clicking legal actions never moved the game"
                buttons = page.locator("#choices button.primary")
                sync_api.expect(buttons.first).to_be_enabled()
                buttons.first.click()
                page.wait_for_function(
                    "start => document.getElementById('seq').textContent !== String(start)"
                    " || document.getElementById('refusal').textContent !== ''",
                    arg=start_seq,
                )
                assert page.locator("#refusal").text_content() == ""
            sync_api.expect(page.locator("#step")).not_to_have_text("Setup Step")
            sync_api.expect(page.locator("#turn")).to_have_text("1")
            assert page.locator(".seat button.die").count() > 0
            shown = int(seq.text_content())
        finally:
            browser.close()
    assert shown == Game.objects.get(pk=game.pk).head_seq > start_seq


@pytest.mark.django_db
def test_players_get_a_dispute_form_and_spectators_do_not(client, django_user_model) -> None:
    """A player can call a judge from the play page (it posts to the disputes API)."""
    alice = django_user_model.objects.create_user("alice-d", password="pw")
    bob = django_user_model.objects.create_user("bob-d", password="pw")
    carol = django_user_model.objects.create_user("carol-d", password="pw")
    game = services.start_game(alice, bob)
    client.force_login(alice)
    page = client.get(f"/games/{game.pk}/play/")
    assert b'id="dispute"' in page.content
    assert f"/api/games/{game.pk}/disputes/".encode() in page.content
    client.force_login(carol)
    assert b'id="dispute"' not in client.get(f"/games/{game.pk}/play/").content
