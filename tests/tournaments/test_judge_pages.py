"""The judges' dispute queue: paper disputes with their status, rulings by correction, and
the refusal a judge meets in a match they play shown in words."""

from __future__ import annotations

import datetime
from typing import Any

import pytest
from django.test import Client

from tournaments import events
from tournaments.models import ResultEntry, Role
from tournaments.registration import entries
from tournaments.results import counting, reporting
from tournaments.rounds import generation

pytestmark = pytest.mark.django_db


@pytest.fixture
def setup(django_user_model: Any):
    make = django_user_model.objects.create_user
    people = {name: make(name) for name in ("olga", "jude", "p1", "p2", "p3", "p4")}
    event = events.create_tournament(
        people["olga"], name="Cup", date=datetime.date(2026, 6, 1), match_structure="bo3"
    )
    events.add_role(event, people["olga"], people["jude"], Role.Kind.JUDGE)
    for name in ("p1", "p2", "p3", "p4"):
        entries.register(event, people[name])
    generation.generate_round(event.pk, 1)
    match = event.rounds.get().matches.select_related("player_a__user", "player_b__user").first()
    reporting.report_result(match, match.player_a.user, 2, 0)
    reporting.dispute_result(match, match.player_b.user, "I won game two")
    return people, event, match


def test_a_judge_finds_the_dispute_and_rules_on_it(setup) -> None:
    people, event, match = setup
    client = Client()
    client.force_login(people["jude"])
    html = client.get(f"/tournaments/{event.pk}/disputes/").content.decode()
    assert "1 open" in html and "I won game two" in html
    url = f"/tournaments/{event.pk}/disputes/{match.pk}/rule/"
    response = client.post(
        url, {"a_wins": 2, "b_wins": 1, "draws": 0, "reason": "slip says 2-1"}, follow=True
    )
    html = response.content.decode()
    assert "Ruled on table" in html and "0 open" in html
    entry = counting.counting_result(match)
    assert (entry.kind, entry.a_wins, entry.b_wins, entry.by) == (
        ResultEntry.Kind.CORRECTED,
        2,
        1,
        people["jude"],
    )


def test_a_ruling_needs_a_reason(setup) -> None:
    people, event, match = setup
    client = Client()
    client.force_login(people["jude"])
    url = f"/tournaments/{event.pk}/disputes/{match.pk}/rule/"
    response = client.post(url, {"a_wins": 2, "b_wins": 1}, follow=True)
    assert "Say why" in response.content.decode()
    assert counting.counting_result(match) is None


def test_players_and_anonymous_do_not_see_the_queue(setup) -> None:
    people, event, match = setup
    player = Client()
    player.force_login(people["p1"])
    assert player.get(f"/tournaments/{event.pk}/disputes/").status_code == 403
    url = f"/tournaments/{event.pk}/disputes/{match.pk}/rule/"
    assert player.post(url, {"a_wins": 2, "b_wins": 1, "reason": "mine"}).status_code == 403
    assert Client().get(f"/tournaments/{event.pk}/disputes/").status_code == 302
    assert counting.counting_result(match) is None


def test_a_player_reports_and_the_opponent_confirms_in_one_tap_each(setup) -> None:
    _, event, _ = setup
    match = event.rounds.get().matches.select_related("player_a__user", "player_b__user")[1]
    a, b = Client(), Client()
    a.force_login(match.player_a.user)
    b.force_login(match.player_b.user)
    html = a.get(f"/matches/{match.pk}/").content.decode()
    assert "Report the result" in html
    a.post(f"/matches/{match.pk}/report/", {"a_wins": 2, "b_wins": 1, "draws": 0})
    assert "Your turn" in b.get("/").content.decode()
    html = b.get(f"/matches/{match.pk}/").content.decode()
    assert "Yes, confirm" in html
    b.post(f"/matches/{match.pk}/confirm/")
    assert counting.counting_result(match).kind == ResultEntry.Kind.CONFIRMED
    # A stranger's tap is refused in words, and nothing changes.
    response = a.post(f"/matches/{match.pk}/confirm/", follow=True)
    assert "This result is already final" in response.content.decode()


def test_online_game_disputes_are_in_the_queue_with_a_link_to_the_stepper(
    django_user_model: Any,
) -> None:
    from games.disputes import open_dispute

    make = django_user_model.objects.create_user
    olga, jude = make("olga"), make("jude")
    event = events.create_tournament(
        olga, name="Online", date=datetime.date(2026, 6, 1), play_mode="online"
    )
    events.add_role(event, olga, jude, Role.Kind.JUDGE)
    for name in ("p1", "p2"):
        entries.register(event, make(name))
    generation.generate_round(event.pk, 1)
    link = event.rounds.get().matches.get().games.select_related("game__player_one").get()
    dispute = open_dispute(link.game_id, link.game.player_one, 0, "the toss looked wrong")
    client = Client()
    client.force_login(jude)
    html = client.get(f"/tournaments/{event.pk}/disputes/").content.decode()
    assert "the toss looked wrong" in html and "1 open" in html
    assert f"/games/{link.game_id}/judge/?seq={dispute.seq}" in html


def test_a_judge_who_played_the_match_is_refused_in_words(setup) -> None:
    """The service refuses (issue 9, item 1); the page says why and nothing changes."""
    people, event, match = setup
    events.add_role(event, people["olga"], match.player_a.user, Role.Kind.JUDGE)
    client = Client()
    client.force_login(match.player_a.user)
    url = f"/tournaments/{event.pk}/disputes/{match.pk}/rule/"
    response = client.post(url, {"a_wins": 2, "b_wins": 0, "reason": "I say so"}, follow=True)
    assert "You played this match" in response.content.decode()
    assert counting.counting_result(match) is None
