"""An organizer confirms many tables at once from the result grid, in one transaction
(issue 18, the end-of-round rush): tournaments/results/bulk.py, its API and its button."""

from __future__ import annotations

import datetime
from typing import Any

import pytest
from django.contrib.auth import get_user_model
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext
from rest_framework.test import APIClient

from tournaments import events
from tournaments.models import Match, ResultEntry, Round, Tournament
from tournaments.registration import entries
from tournaments.results import reporting
from tournaments.rounds import closing, generation

pytestmark = pytest.mark.django_db


def paper_event(players: int, prefix: str) -> tuple[Tournament, Any, Round, list[Match]]:
    User = get_user_model()
    organizer = User.objects.create_user(f"{prefix}-organizer")
    tournament = events.create_tournament(
        organizer, name=prefix, date=datetime.date(2026, 12, 5), match_structure="bo3"
    )
    for k in range(players):
        entries.register(tournament, User.objects.create_user(f"{prefix}-{k:03d}"))
    round_ = generation.generate_round(tournament.pk, 1)
    matches = list(
        round_.matches.exclude(player_b=None)
        .select_related("player_a__user", "player_b__user")
        .order_by("table")
    )
    return tournament, organizer, round_, matches


def api(user: Any) -> APIClient:
    client = APIClient()
    client.force_authenticate(user)
    return client


def url(tournament: Tournament, number: int = 1) -> str:
    return f"/api/tournaments/{tournament.pk}/rounds/{number}/confirm-reported/"


def test_every_reported_result_is_confirmed_and_the_others_are_skipped_with_a_code() -> None:
    tournament, organizer, round_, matches = paper_event(10, "bulk")
    reported, disputed, nothing, final = matches[0:2], matches[2], matches[3], matches[4]
    for match in [*reported, disputed, final]:
        reporting.report_result(match, match.player_a.user, 2, 1)
    reporting.dispute_result(disputed, disputed.player_b.user, "it was 1-2")
    reporting.confirm_result(final, final.player_b.user)
    answer = api(organizer).post(url(tournament), {}, format="json")
    assert answer.status_code == 200, answer.content
    body = answer.json()
    assert body["confirmed"] == [m.pk for m in reported]
    assert {(s["match"], s["code"]) for s in body["skipped"]} == {
        (disputed.pk, "result/nothing_to_confirm"),
        (nothing.pk, "result/nothing_to_confirm"),
        (final.pk, "result/already_final"),
    }
    for match in reported:
        entry = match.results.order_by("-id").first()
        assert (entry.kind, entry.by, entry.a_wins, entry.b_wins) == ("confirmed", organizer, 2, 1)
    assert final.results.filter(kind=ResultEntry.Kind.CONFIRMED).count() == 1  # not twice
    assert closing.open_matches(round_) == 2  # the disputed one and the one with nothing
    assert Round.objects.get(pk=round_.pk).status == Round.Status.IN_PROGRESS


def test_confirming_the_last_reported_tables_completes_the_round() -> None:
    tournament, organizer, round_, matches = paper_event(8, "last")
    for match in matches:
        reporting.report_result(match, match.player_a.user, 0, 2)
    chosen = [m.pk for m in matches[:2]]
    first = api(organizer).post(url(tournament), {"matches": chosen}, format="json")
    assert first.json()["confirmed"] == chosen
    assert Round.objects.get(pk=round_.pk).status == Round.Status.IN_PROGRESS
    rest = api(organizer).post(url(tournament), {}, format="json").json()
    assert rest == {"confirmed": [m.pk for m in matches[2:]], "skipped": []} or (
        sorted(rest["confirmed"]) == sorted(m.pk for m in matches[2:])
        and {s["code"] for s in rest["skipped"]} == {"result/already_final"}
    )
    assert Round.objects.get(pk=round_.pk).status == Round.Status.COMPLETE


def test_the_statements_do_not_grow_with_the_tables() -> None:
    """One transaction with the same statements for 2 tables as for 16: the rows locked in
    one statement, the entries read in one, inserted in one, the matches closed in one."""
    costs = []
    for players, prefix in ((4, "small"), (32, "large")):
        _, organizer, round_, matches = paper_event(players, prefix)
        for match in matches:
            reporting.report_result(match, match.player_a.user, 2, 0)
        from tournaments.results import bulk as bulk_results

        with CaptureQueriesContext(connection) as captured:
            done = bulk_results.confirm_reported(round_, organizer)
        assert len(done["confirmed"]) == players // 2
        assert Round.objects.get(pk=round_.pk).status == Round.Status.COMPLETE
        costs.append(len(captured.captured_queries))
    assert costs[0] == costs[1], costs


def test_players_may_not_and_tables_of_another_round_are_refused_with_nothing_written() -> None:
    tournament, organizer, round_, matches = paper_event(4, "refuse")
    for match in matches:
        reporting.report_result(match, match.player_a.user, 2, 0)
    player = matches[0].player_b.user
    refused = api(player).post(url(tournament), {}, format="json")
    assert refused.status_code == 403, refused.content
    assert refused.json()["code"] == "permission/not_organizer"
    *_, other_matches = paper_event(4, "elsewhere")
    mixed = [matches[0].pk, other_matches[0].pk]
    wrong = api(organizer).post(url(tournament), {"matches": mixed}, format="json")
    assert wrong.status_code == 400, wrong.content
    assert wrong.json()["code"] == "result/not_in_round"
    bad = api(organizer).post(url(tournament), {"matches": "all"}, format="json")
    assert bad.status_code == 400 and "code" in bad.json()
    assert api(organizer).post(url(tournament, 7), {}, format="json").status_code == 404
    assert not ResultEntry.objects.filter(kind=ResultEntry.Kind.CONFIRMED).exists()
    assert closing.open_matches(round_) == 2


def test_the_result_grid_confirms_the_reported_tables_with_one_button() -> None:
    tournament, organizer, round_, matches = paper_event(6, "grid")
    for match in matches[:2]:
        reporting.report_result(match, match.player_a.user, 2, 1)
    client = Client()
    client.force_login(organizer)
    grid = f"/tournaments/{tournament.pk}/console/rounds/1/"
    page = client.get(grid).content.decode()
    assert "Confirm the 2 reported results on the players' behalf" in page
    answer = client.post(f"{grid}confirm-reported/")
    assert answer.status_code == 302 and answer["Location"] == grid
    assert closing.open_matches(round_) == 1
    page = client.get(grid).content.decode()
    assert "2 results confirmed." in page and "reported results on the players" not in page
    stranger = Client()
    stranger.force_login(matches[2].player_a.user)
    assert stranger.post(f"{grid}confirm-reported/").status_code in (403, 404)


def test_a_steps_answer_is_what_the_entry_serializer_documents() -> None:
    """The report and confirm answers are written out by hand (entry_data, issue 18): they
    stay exactly ResultEntrySerializer's, for entries with and without a player behind them."""
    from tournaments.results.serializers import ResultEntrySerializer, entry_data

    _, organizer, round_, matches = paper_event(5, "answers")
    match = matches[0]
    reported = reporting.report_result(match, match.player_a.user, 2, 1)
    confirmed = reporting.confirm_result(match, match.player_b.user)
    bye = ResultEntry.objects.get(match__round=round_, kind=ResultEntry.Kind.BYE)
    for entry in (reported, confirmed, bye, ResultEntry.objects.get(pk=confirmed.pk)):
        assert entry_data(entry) == ResultEntrySerializer(entry).data
    answer = api(matches[1].player_a.user).post(
        f"/api/matches/{matches[1].pk}/report/", {"a_wins": 1, "b_wins": 2}, format="json"
    )
    assert answer.status_code == 201
    stored = ResultEntry.objects.get(pk=answer.json()["id"])
    assert answer.json() == ResultEntrySerializer(stored).data
    missing = api(organizer).post("/api/matches/999999/confirm/")
    assert missing.status_code == 404 and missing.json()["code"] == "request/not_found"
