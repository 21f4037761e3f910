"""Issue 17's event-day services, refused as carefully as allowed: who gives extra time
(a judge or organizer, never at their own match, never after the round), who marks feature
matches (organizers only), who opens a late entrant's team-list window (organizers only),
and that a window lets the late entrant submit while it runs and no longer after."""

from __future__ import annotations

import datetime
from typing import Any

import pytest
from django.test import Client
from django.utils import timezone

from tournaments import events
from tournaments.errors import Conflict, NotAllowed, TournamentError
from tournaments.models import Match, TimeExtension, Tournament
from tournaments.registration import entries
from tournaments.results import reporting
from tournaments.rounds import event_day, generation
from tournaments.teamlists import lists as teamlists

pytestmark = pytest.mark.django_db


@pytest.fixture
def people(django_user_model: Any) -> dict[str, Any]:
    make = django_user_model.objects.create_user
    names = ("olga", "jude", "p1", "p2", "p3", "p4", "late", "other")
    return {name: make(name, f"{name}@example.org") for name in names}


@pytest.fixture
def event(people: dict[str, Any]) -> Tournament:
    event = events.create_tournament(
        people["olga"], name="Day Cup", date=datetime.date(2026, 6, 1), match_structure="bo3"
    )
    events.add_role(event, people["olga"], people["jude"], "judge")
    for name in ("p1", "p2", "p3", "p4"):
        entries.register(event, people[name])
    generation.generate_round(event.pk, 1)
    return event


def as_user(user: Any) -> Client:
    client = Client()
    client.force_login(user)
    return client


def test_extra_time_is_given_by_judges_with_a_reason_and_appended(event, people) -> None:
    match = event.rounds.get().matches.get(table=1)
    before = event_day.table_deadline(match)
    event_day.grant_extra_time(match, people["jude"], 5, "a long ruling")
    event_day.grant_extra_time(match, people["olga"], 3, "a spill")
    assert event_day.table_deadline(match) - before == datetime.timedelta(minutes=8)
    assert list(match.extensions.values_list("minutes", flat=True)) == [5, 3]
    with pytest.raises(NotAllowed):
        event_day.grant_extra_time(match, people["p3"], 5, "my friend is slow")
    with pytest.raises(NotAllowed):
        event_day.grant_extra_time(match, match.player_a.user, 5, "I am slow")
    for minutes, reason in ((0, "why"), (31, "why"), (5, "  ")):
        with pytest.raises(TournamentError):
            event_day.grant_extra_time(match, people["jude"], minutes, reason)
    for other in event.rounds.get().matches.exclude(pk=match.pk):
        reporting.correct_result(other, people["olga"], 2, 0, 0, "slip")
    reporting.correct_result(match, people["olga"], 2, 0, 0, "slip")
    with pytest.raises(Conflict):
        event_day.grant_extra_time(match, people["jude"], 5, "after the round")
    assert TimeExtension.objects.count() == 2


def test_pages_refuse_extra_time_and_features_to_who_may_not(event, people) -> None:
    match = event.rounds.get().matches.get(table=1)
    base = f"/tournaments/{event.pk}/"
    player = as_user(people["p3"])
    assert player.get(f"{base}tables/").status_code == 403
    response = player.post(f"{base}tables/{match.pk}/extra-time/", {"minutes": 5, "reason": "x"})
    assert response.status_code == 403
    judge = as_user(people["jude"])
    assert (
        judge.post(f"{base}console/matches/{match.pk}/feature/", {"featured": "1"}).status_code
        == 403
    )
    assert (
        as_user(people["other"])
        .post(f"{base}console/matches/{match.pk}/feature/", {"featured": "1"})
        .status_code
        == 403
    )
    assert not Match.objects.get(pk=match.pk).featured
    assert TimeExtension.objects.count() == 0
    as_user(people["olga"]).post(f"{base}console/matches/{match.pk}/feature/", {"featured": "1"})
    assert Match.objects.get(pk=match.pk).featured
    with pytest.raises(NotAllowed):
        event_day.set_featured(match, people["jude"], False)


def test_a_late_entrants_window_opens_their_list_and_closes_again(event, people) -> None:
    late = entries.register(event, people["late"])
    assert late.joined_round == 2 and teamlists.locked_for(late)
    with pytest.raises(NotAllowed):
        event_day.set_team_list_window(late, people["jude"], 30)
    response = as_user(people["late"]).post(
        f"/tournaments/{event.pk}/console/people/{late.pk}/team-list-window/", {"minutes": 30}
    )
    assert response.status_code == 403
    with pytest.raises(TournamentError):
        event_day.set_team_list_window(late, people["olga"], 24 * 60 + 1)
    event_day.set_team_list_window(late, people["olga"], 30)
    late.refresh_from_db()
    assert not teamlists.locked_for(late) and teamlists.locked(event)
    other = event.registrations.get(user=people["p1"])
    assert teamlists.locked_for(other)  # a window is the late entrant's own
    late.team_list_until = timezone.now() - datetime.timedelta(seconds=1)
    late.save()
    assert teamlists.locked_for(late)
    event_day.set_team_list_window(late, people["olga"], 0)
    late.refresh_from_db()
    assert late.team_list_until is None


def test_pairing_warnings_name_missing_lists_only_where_lists_matter(event, people) -> None:
    assert event_day.pairing_warnings(event, 2)["no_list"] == []
    event.team_list_deadline = timezone.now()
    event.save()
    found = event_day.pairing_warnings(event, 2)
    assert {row["display_name"] for row in found["no_list"]} == {"p1", "p2", "p3", "p4"}
    assert [m.table for m in found["unreported"]] == [1, 2]


def test_open_disputes_count_paper_disputes_until_ruled(event, people) -> None:
    match = event.rounds.get().matches.get(table=1)
    assert event_day.open_disputes(event) == 0
    reporting.report_result(match, match.player_a.user, 2, 0, 0)
    reporting.dispute_result(match, match.player_b.user, "no")
    assert event_day.open_disputes(event) == 1
    reporting.correct_result(match, people["jude"], 2, 1, 0, "ruled")
    assert event_day.open_disputes(event) == 0


def test_a_result_ruling_is_refused_to_players_in_play_and_on_bad_input(people) -> None:
    """rule_game_result: only a judge of the event who does not play the match, only once
    the game has ended and the match has a result, a winner of 0, 1 or None, a reason."""
    from games import services as game_services

    event = events.create_tournament(
        people["olga"], name="Online", date=datetime.date(2026, 6, 1), play_mode="online",
        match_structure="bo1",
    )  # fmt: skip
    events.add_role(event, people["olga"], people["jude"], "judge")
    for name in ("p1", "p2"):
        entries.register(event, people[name])
    match = generation.generate_round(event.pk, 1).matches.get()
    game = match.games.get().game
    with pytest.raises(Conflict):  # still on
        event_day.rule_game_result(game, people["jude"], 1, "final attack")
    game_services.submit_action(game.pk, match.player_b.user, {"type": "concede"}, game.head_seq)
    game.refresh_from_db()
    with pytest.raises(NotAllowed):
        event_day.rule_game_result(game, people["p3"], 1, "my friend won")
    with pytest.raises(NotAllowed):
        event_day.rule_game_result(game, match.player_b.user, 1, "I won")
    for winner, reason in ((2, "why"), ("b", "why"), (1, "  ")):
        with pytest.raises(TournamentError):
            event_day.rule_game_result(game, people["jude"], winner, reason)
    response = as_user(people["p3"]).post(
        f"/tournaments/{event.pk}/games/{game.pk}/result/", {"winner": "1", "reason": "x"}
    )
    assert response.status_code == 403
    assert list(match.results.values_list("kind", flat=True)) == ["engine"]
    entry = event_day.rule_game_result(game, people["jude"], 1, "the block was declared")
    assert (entry.kind, entry.a_wins, entry.b_wins, entry.by) == ("corrected", 0, 1, people["jude"])
    assert entry.words == "Judge's ruling"
    again = event_day.rule_game_result(game, people["olga"], None, "both agree: a draw")
    assert (again.a_wins, again.b_wins, again.draws) == (0, 0, 1)
    assert list(match.results.values_list("kind", flat=True)) == [
        "engine",
        "corrected",
        "corrected",
    ]
