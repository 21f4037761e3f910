"""Recording match results (tournaments/results/reporting.py): one winner per confirmation,
rounds that complete in one query, byes recorded as the event's match structure says."""

from __future__ import annotations

import datetime
import threading
from fractions import Fraction
from typing import Any

import pytest
from django.conf import settings
from django.contrib.auth import get_user_model
from django.db import close_old_connections, connection, connections, transaction
from rest_framework.test import APIClient

from tests.tournaments.concurrency import WAIT, blocked_by_me, wait_for
from tournaments import events
from tournaments.models import Match, ResultEntry, Round, Tournament
from tournaments.registration import entries
from tournaments.results import ranking, reporting
from tournaments.rounds import closing, generation

ON_POSTGRES = settings.DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql"
DAY = datetime.date(2026, 12, 5)


def paper_event(players: int, prefix: str, **fields: Any) -> Tournament:
    User = get_user_model()
    organizer = User.objects.create_user(f"{prefix}-organizer")
    tournament = events.create_tournament(organizer, name=prefix, date=DAY, **fields)
    for k in range(players):
        entries.register(tournament, User.objects.create_user(f"{prefix}-{k:03d}"))
    return tournament


def client_for(user: Any) -> APIClient:
    client = APIClient()
    client.force_authenticate(user)
    return client


# --- item 3: a report is confirmed once -------------------------------------------------------


def test_confirming_a_confirmed_result_again_is_409_already_final(db: None) -> None:
    """The second confirmation finds nothing left to confirm: 409 with a code, no new entry."""
    tournament = paper_event(2, "again")
    match = generation.generate_round(tournament.pk, 1).matches.get()
    a, b = match.player_a.user, match.player_b.user
    assert client_for(a).post(f"/api/matches/{match.pk}/report/", {"a_wins": 2, "b_wins": 0})
    assert client_for(b).post(f"/api/matches/{match.pk}/confirm/").status_code == 201
    again = client_for(b).post(f"/api/matches/{match.pk}/confirm/")
    assert again.status_code == 409, again.content
    assert again.json()["code"] == "result/already_final"
    assert match.results.filter(kind=ResultEntry.Kind.CONFIRMED).count() == 1


@pytest.mark.postgres
@pytest.mark.skipif(not ON_POSTGRES, reason="needs PostgreSQL: set DATABASE_URL=postgres://…")
@pytest.mark.django_db(transaction=True)
def test_ten_concurrent_confirmations_record_one_and_answer_409_to_the_rest() -> None:
    """Ten requests confirm the same report at once (a double-clicking opponent, retries):
    exactly one `confirmed` entry is written, the nine others get 409 result/already_final.

    The test holds an EXCLUSIVE lock on the result table (reads pass, inserts wait) until all
    ten requests are waiting on a lock, so every one of them has read the report before any
    of them can write: without serialization each would append its own confirmation.
    """
    tournament = paper_event(2, "race")
    match = generation.generate_round(tournament.pk, 1).matches.get()
    a, b = match.player_a.user, match.player_b.user
    reporting.report_result(match, a, 2, 1)
    answers: list[Any] = [None] * 10

    def confirm(index: int) -> None:
        try:
            response = client_for(b).post(f"/api/matches/{match.pk}/confirm/")
            answers[index] = (response.status_code, response.json().get("code"))
        except Exception as error:  # reported by the assertions below
            answers[index] = error
        finally:
            connections.close_all()

    threads = [threading.Thread(target=confirm, args=(i,)) for i in range(10)]
    with transaction.atomic():
        with connection.cursor() as cursor:
            cursor.execute(f"LOCK TABLE {ResultEntry._meta.db_table} IN EXCLUSIVE MODE")
        for thread in threads:
            thread.start()
        wait_for("all ten confirmations to wait on a lock", lambda: len(blocked_by_me()) == 10)
    for thread in threads:
        thread.join(timeout=WAIT)
    close_old_connections()
    assert sorted(answers, key=str) == [(201, None)] + [(409, "result/already_final")] * 9
    kinds = list(match.results.order_by("id").values_list("kind", flat=True))
    assert kinds == ["reported", "confirmed"]
    assert Round.objects.get(pk=match.round_id).status == Round.Status.COMPLETE
    assert Match.objects.filter(pk=match.pk).exists()


# --- item 22: whether a round is complete costs the same at any size ---------------------------


def statements_of(call: Any) -> int:
    from django.test.utils import CaptureQueriesContext

    with CaptureQueriesContext(connection) as captured:
        call()
    return len(captured.captured_queries)


def test_recording_a_result_costs_the_same_queries_for_the_first_and_the_last_match(
    db: None,
) -> None:
    """Reporting and confirming the last of 16 matches runs as many statements as the first:
    the round's completeness is not re-read match by match (it was, quadratically)."""
    tournament = paper_event(32, "cost")
    round_ = generation.generate_round(tournament.pk, 1)
    matches = list(round_.matches.select_related("player_a__user", "player_b__user"))
    assert len(matches) == 16
    costs = []
    for match in matches:
        a, b = match.player_a.user, match.player_b.user
        costs.append(
            statements_of(lambda m=match, a=a, b=b: reporting.report_result(m, a, 2, 1))
            + statements_of(lambda m=match, b=b: reporting.confirm_result(m, b))
        )
    assert costs[-1] == costs[0], costs
    # Each step in a savepoint here (the test's transaction): two statements. The report: the
    # match locked and its latest entry (two statements, one round trip on PostgreSQL), the
    # entry; the confirm: the same, the entry, its match marked counted and the round
    # completed if no match is open (the last three one round trip on PostgreSQL; the
    # reporter is not loaded to find their side).
    assert costs[0] == (2 + 2 + 1) + (2 + 2 + 3), costs
    assert Round.objects.get(pk=round_.pk).status == Round.Status.COMPLETE


def test_a_round_completes_when_its_last_match_counts_and_not_before(db: None) -> None:
    """Disputed and reported results keep a round open; confirmations, corrections and the
    bye close it; a correction of a counted result changes nothing about completeness."""
    tournament = paper_event(5, "complete")
    organizer = tournament.roles.get().user
    round_ = generation.generate_round(tournament.pk, 1)
    played = list(round_.matches.exclude(player_b=None).select_related("player_a__user"))
    assert round_.matches.filter(player_b=None).count() == 1
    first, second = played
    reporting.report_result(first, first.player_a.user, 2, 0)
    reporting.dispute_result(first, first.player_b.user, "it was 0-2")
    reporting.report_result(second, second.player_a.user, 1, 2)
    assert Round.objects.get(pk=round_.pk).status == Round.Status.IN_PROGRESS
    reporting.correct_result(first, organizer, 0, 2, 0, "slip read wrongly")
    reporting.correct_result(first, organizer, 0, 2, 1, "a drawn game was missing")
    assert Round.objects.get(pk=round_.pk).status == Round.Status.IN_PROGRESS
    reporting.confirm_result(second, second.player_b.user)
    assert Round.objects.get(pk=round_.pk).status == Round.Status.COMPLETE


@pytest.mark.postgres
@pytest.mark.skipif(not ON_POSTGRES, reason="needs PostgreSQL: set DATABASE_URL=postgres://…")
@pytest.mark.django_db(transaction=True)
def test_the_last_two_results_confirmed_at_once_complete_the_round() -> None:
    """Two opponents confirm the round's last two matches at the same moment: each writes its
    entry before the other commits, yet the round ends complete: each sees the other open in
    its own transaction, and checks again once committed (tournaments/rounds/closing.py)."""
    tournament = paper_event(4, "last-two")
    round_ = generation.generate_round(tournament.pk, 1)
    matches = list(round_.matches.select_related("player_a__user", "player_b__user"))
    for match in matches:
        reporting.report_result(match, match.player_a.user, 2, 0)
    answers: list[Any] = [None, None]

    def confirm(index: int) -> None:
        try:
            match = matches[index]
            answers[index] = reporting.confirm_result(match, match.player_b.user).kind
        except Exception as error:  # reported by the assertions below
            answers[index] = error
        finally:
            connections.close_all()

    threads = [threading.Thread(target=confirm, args=(i,)) for i in range(2)]
    with transaction.atomic():
        with connection.cursor() as cursor:
            cursor.execute(f"LOCK TABLE {ResultEntry._meta.db_table} IN EXCLUSIVE MODE")
        for thread in threads:
            thread.start()
        wait_for(
            "both confirmations to wait on the result table", lambda: len(blocked_by_me()) == 2
        )
    for thread in threads:
        thread.join(timeout=WAIT)
    close_old_connections()
    assert answers == ["confirmed", "confirmed"]
    round_.refresh_from_db()
    assert (round_.status, closing.open_matches(round_)) == (Round.Status.COMPLETE, 0)


@pytest.mark.postgres
@pytest.mark.skipif(not ON_POSTGRES, reason="needs PostgreSQL: set DATABASE_URL=postgres://…")
@pytest.mark.django_db(transaction=True)
def test_a_confirmation_does_not_wait_on_the_round_row() -> None:
    """Issue 18: no row every confirmation waits on. While another transaction holds the
    round's row locked, the round's tables still report and confirm (each writes only its own
    match's rows); the last confirmation, the one that completes the round, waits for it."""
    tournament = paper_event(6, "no-round-lock")
    round_ = generation.generate_round(tournament.pk, 1)
    matches = list(round_.matches.select_related("player_a__user", "player_b__user"))
    for match in matches:
        reporting.report_result(match, match.player_a.user, 2, 0)
    answers: list[Any] = [None] * len(matches)

    def confirm(index: int) -> None:
        try:
            match = matches[index]
            answers[index] = reporting.confirm_result(match, match.player_b.user).kind
        except Exception as error:  # reported by the assertions below
            answers[index] = error
        finally:
            connections.close_all()

    with transaction.atomic():
        Round.objects.select_for_update().get(pk=round_.pk)  # held until this block ends
        for index in range(len(matches) - 1):
            thread = threading.Thread(target=confirm, args=(index,))
            thread.start()
            thread.join(timeout=10)  # it used to wait here, on the round's open_matches
            assert answers[index] == "confirmed", answers  # done while the round is locked
        last = threading.Thread(target=confirm, args=(len(matches) - 1,))
        last.start()
        wait_for("the last confirmation to wait on the round", lambda: len(blocked_by_me()) == 1)
    last.join(timeout=WAIT)
    close_old_connections()
    assert answers == ["confirmed"] * len(matches)
    round_.refresh_from_db()
    assert (round_.status, closing.open_matches(round_)) == (Round.Status.COMPLETE, 0)


# --- item 13: a bye is a match win with the games it takes to win the match ---------------------


@pytest.mark.parametrize(
    ("structure", "games"),
    [(Tournament.MatchStructure.SINGLE, 1), (Tournament.MatchStructure.BEST_OF_THREE, 2)],
)
def test_a_bye_records_the_games_it_takes_to_win_a_match(
    db: None, structure: str, games: int
) -> None:
    """Three players: the bye is recorded 1-0 in best of 1 and 2-0 in best of 3, the event
    says so in `bye_games`, and the standings count exactly those games for the bye."""
    tournament = paper_event(3, f"bye-{structure}", match_structure=structure)
    round_ = generation.generate_round(tournament.pk, 1)
    bye = round_.matches.get(player_b=None)
    result = APIClient().get(f"/api/matches/{bye.pk}/").json()["result"]
    assert (result["kind"], result["a_wins"], result["b_wins"], result["draws"]) == (
        "bye",
        games,
        0,
        0,
    )
    event = APIClient().get(f"/api/tournaments/{tournament.pk}/").json()
    assert event["bye_games"] == games
    rows = APIClient().get(f"/api/tournaments/{tournament.pk}/standings/").json()
    row = next(r for r in rows if r["player"]["id"] == bye.player_a_id)
    assert (row["points"], row["record"], row["gw"]) == (3, "1-0-0", "1/1")
    played = round_.matches.exclude(player_b=None).select_related("player_a__user").get()
    reporting.report_result(played, played.player_a.user, 1, 0, 0)
    reporting.confirm_result(played, played.player_b.user)
    round_two = generation.generate_round(tournament.pk, 2)
    second = round_two.matches.exclude(player_b=None).select_related("player_a__user").get()
    assert bye.player_a_id in (second.player_a_id, second.player_b_id)
    score = (0, 1, 0) if second.player_a_id == bye.player_a_id else (1, 0, 0)
    reporting.report_result(second, second.player_a.user, *score)
    reporting.confirm_result(second, second.player_b.user)
    standings = {s.player: s for s in ranking.standings(tournament)}
    # The bye player lost round 2's only game: bye games won of bye games + 1 played.
    assert standings[str(bye.player_a_id)].gw == Fraction(3 * games, 3 * (games + 1))


@pytest.mark.postgres
@pytest.mark.skipif(not ON_POSTGRES, reason="needs PostgreSQL: set DATABASE_URL=postgres://…")
def test_the_latest_result_of_a_match_is_read_through_its_index(db: None) -> None:
    """A match's latest entry is found by (match, id) in the index, not by walking the whole
    result table backwards until that match turns up (18 ms at 77,000 entries, a scan per
    report and confirmation that grew with every round of a large event)."""
    tournament = paper_event(2, "index")
    round_ = generation.generate_round(tournament.pk, 1)
    fresh = round_.matches.get()
    # Earlier rounds' history: 5,000 matches with four entries each, older than `fresh`'s.
    older = Match.objects.bulk_create(
        Match(round=round_, table=table, player_a=fresh.player_a, player_b=fresh.player_b)
        for table in range(2, 5_002)
    )
    ResultEntry.objects.bulk_create(
        ResultEntry(match=match, kind=ResultEntry.Kind.REPORTED, a_wins=1)
        for match in older
        for _ in range(4)
    )
    with connection.cursor() as cursor:
        cursor.execute(f"ANALYZE {ResultEntry._meta.db_table}")
    query = fresh.results.order_by("-id")[:1]
    plan = query.explain()
    assert "result_latest" in plan, plan
