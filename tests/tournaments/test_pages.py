"""Public tournament pages: live pairings and standings, printable pairings and result slips."""

from __future__ import annotations

import datetime
from typing import Any

import pytest
from django.test import Client

from tournaments import events
from tournaments.models import Registration, Tournament
from tournaments.registration import entries
from tournaments.results import reporting
from tournaments.rounds import generation

pytestmark = pytest.mark.django_db

NASTY_NAME = "<script>window.pwned=1</script>"
NASTY_EVENT = '<img src=x onerror="window.pwned=1">'


@pytest.fixture
def tournament(django_user_model: Any) -> Tournament:
    make = django_user_model.objects.create_user
    event = events.create_tournament(
        make("olga"), name=NASTY_EVENT, date=datetime.date(2026, 12, 5)
    )
    for name in ("alice", "bob", "carol"):
        entries.register(event, make(name))
    entries.register(event, make("mallory"), NASTY_NAME)
    return event


@pytest.fixture
def paired(tournament: Tournament) -> Tournament:
    generation.generate_round(tournament.pk, 1)
    return tournament


def test_the_tournament_page_is_public_and_refreshes_every_ten_seconds(
    tournament: Tournament,
) -> None:
    response = Client().get(f"/tournaments/{tournament.pk}/")
    assert response.status_code == 200
    html = response.content.decode()
    assert "Round 1 has not been paired yet." in html
    assert f'data-url="/tournaments/{tournament.pk}/live/"' in html
    assert 'data-seconds="10"' in html
    assert '<meta http-equiv="refresh" content="10">' in html  # without JavaScript


def test_the_page_escapes_everything_users_wrote(paired: Tournament) -> None:
    for url in (
        f"/tournaments/{paired.pk}/",
        f"/tournaments/{paired.pk}/live/",
        f"/tournaments/{paired.pk}/rounds/1/print/",
        f"/tournaments/{paired.pk}/rounds/1/slips/",
    ):
        html = Client().get(url).content.decode()
        assert NASTY_NAME not in html and NASTY_EVENT not in html, url
        assert "&lt;script&gt;window.pwned=1&lt;/script&gt;" in html, url


def test_the_live_fragment_shows_pairings_results_and_standings(paired: Tournament) -> None:
    matches = paired.rounds.get(number=1).matches
    match = matches.select_related("player_a__user", "player_b__user").first()
    reporting.report_result(match, match.player_a.user, 2, 1)
    html = Client().get(f"/tournaments/{paired.pk}/live/").content.decode()
    assert "<html" not in html, "a fragment, not a page"
    assert "Round 1 pairings" in html and "Reported" in html
    reporting.confirm_result(match, match.player_b.user)
    html = Client().get(f"/tournaments/{paired.pk}/live/").content.decode()
    assert "Confirmed" in html
    first_row = html.split('<section id="standings"')[1].split("<tr>")[2]
    assert match.player_a.display_name in first_row
    assert '<td class="c-points" data-label="Points">3</td>' in first_row


def test_printable_pairings_list_tables_and_names(paired: Tournament) -> None:
    response = Client().get(f"/tournaments/{paired.pk}/rounds/1/print/")
    assert response.status_code == 200
    html = response.content.decode()
    assert "By table" in html and "By name" in html
    for registration in Registration.objects.filter(tournament=paired).exclude(
        display_name=NASTY_NAME
    ):
        assert html.count(registration.display_name) >= 2


def test_result_slips_have_a_column_per_game(paired: Tournament) -> None:
    html = Client().get(f"/tournaments/{paired.pk}/rounds/1/slips/").content.decode()
    assert html.count('class="slip"') == 2
    assert "Game 3" in html and "Signature" in html
    Tournament.objects.filter(pk=paired.pk).update(match_structure="bo1")
    html = Client().get(f"/tournaments/{paired.pk}/rounds/1/slips/").content.decode()
    assert "Game 1" in html and "Game 2" not in html


def test_unknown_events_and_rounds_are_404(paired: Tournament) -> None:
    client = Client()
    assert client.get("/tournaments/999999/").status_code == 404
    assert client.get(f"/tournaments/{paired.pk}/rounds/7/print/").status_code == 404
    assert client.get(f"/tournaments/{paired.pk}/rounds/7/slips/").status_code == 404


@pytest.mark.django_db
def test_the_front_page_lists_events_with_names_escaped(client, django_user_model) -> None:
    """The front page links every event; names users wrote are shown as text."""
    from datetime import date

    organizer = django_user_model.objects.create_user("org-home")
    events.create_tournament(organizer, name="<b>Open</b>", date=date(2026, 12, 1))
    page = client.get("/")
    assert page.status_code == 200
    assert b"&lt;b&gt;Open&lt;/b&gt;" in page.content
