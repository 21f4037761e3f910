"""The tournaments REST API per endpoint and role: status codes, {code, message}, history kept."""

from __future__ import annotations

import csv
import datetime
import io
from collections.abc import Callable
from typing import Any

import pytest
from rest_framework.test import APIClient

from tournaments import events, permissions
from tournaments.models import Match, Registration, ResultEntry, Role, Round, Tournament
from tournaments.registration import entries
from tournaments.rounds import generation

pytestmark = pytest.mark.django_db

ROLES = ("anonymous", "player", "opponent", "other_player", "organizer", "judge", "staff")
DAY = datetime.date(2026, 12, 5)


def client_for(user: Any | None) -> APIClient:
    client = APIClient()
    if user is not None:
        client.force_authenticate(user)
    return client


def assert_error(response: Any, status: int, code: str) -> None:
    assert response.status_code == status, response.content
    body = response.json()
    assert body["code"] == code
    assert isinstance(body["message"], str) and body["message"]


def writes() -> tuple[int, ...]:
    """Row counts of everything the API can write, to check a refusal wrote nothing."""
    models = (Tournament, Role, Registration, Round, Match, ResultEntry)
    return tuple(model.objects.count() for model in models)


@pytest.fixture
def make_user(django_user_model: Any) -> Callable[..., Any]:
    return django_user_model.objects.create_user


@pytest.fixture
def event(make_user: Callable[..., Any]) -> dict[str, Any]:
    """A paper best-of-3 event of four players in round 1, with an organizer and a judge.

    "player" and "opponent" are the two sides of table 1; "other_player" sits at table 2.
    """
    organizer = make_user("olga")
    tournament = events.create_tournament(organizer, name="Store Championship", date=DAY)
    judge = make_user("jude")
    events.add_role(tournament, organizer, judge, Role.Kind.JUDGE)
    for name in ("alice", "bob", "carol", "dave"):
        entries.register(tournament, make_user(name))
    round_ = generation.generate_round(tournament.pk, 1)
    match, other = round_.matches.select_related("player_a__user", "player_b__user")[:2]
    return {
        "tournament": tournament,
        "match": match,
        "other_match": other,
        "anonymous": None,
        "player": match.player_a.user,
        "opponent": match.player_b.user,
        "other_player": other.player_a.user,
        "organizer": organizer,
        "judge": judge,
        "staff": make_user("sam", is_staff=True),
    }


def api(event: dict[str, Any], tail: str) -> str:
    return f"/api/tournaments/{event['tournament'].pk}/{tail}"


def report(event: dict[str, Any], who: str = "player", **score: int) -> Any:
    body = {"a_wins": 2, "b_wins": 1, **score}
    return client_for(event[who]).post(
        f"/api/matches/{event['match'].pk}/report/", body, format="json"
    )


# --- the permission matrix: one test per role and endpoint -------------------------------------

ANON = (401, "request/not_authenticated")
NOT_ORGANIZER = (403, "permission/not_organizer")
NOT_PLAYER = (403, "result/not_your_match")
NOT_YOURS = (403, "registration/not_yours")


def organizers_only(ok: int) -> dict[str, Any]:
    return {
        "anonymous": ANON,
        "player": NOT_ORGANIZER,
        "opponent": NOT_ORGANIZER,
        "other_player": NOT_ORGANIZER,
        "organizer": ok,
        "judge": NOT_ORGANIZER,
        "staff": ok,
    }


def judges_and_organizers(ok: Any) -> dict[str, Any]:
    """Judges rule on paper results: they correct as organizers do (their own match aside)."""
    refused = (403, "permission/not_judge")
    return {
        "anonymous": ANON,
        "player": refused,
        "opponent": refused,
        "other_player": refused,
        "organizer": ok,
        "judge": ok,
        "staff": ok,
    }


def players_only(ok: dict[str, Any]) -> dict[str, Any]:
    refused = {role: NOT_PLAYER for role in ("other_player", "organizer", "judge", "staff")}
    return {"anonymous": ANON, **refused, **ok}


def _update(event: dict[str, Any], client: APIClient) -> Any:
    return client.patch(api(event, ""), {"name": "Renamed", "round_minutes": 45}, format="json")


def _add_judge(event: dict[str, Any], client: APIClient) -> Any:
    body = {"user": event["other_player"].pk, "kind": "judge"}
    return client.post(api(event, "roles/"), body, format="json")


def _generate_again(event: dict[str, Any], client: APIClient) -> Any:
    return client.post(api(event, "rounds/"), {"number": 1}, format="json")


def _correct(event: dict[str, Any], client: APIClient) -> Any:
    body = {"a_wins": 0, "b_wins": 2, "reason": "slip filled in the wrong way round"}
    return client.post(f"/api/matches/{event['match'].pk}/correct/", body, format="json")


def _standings_csv(event: dict[str, Any], client: APIClient) -> Any:
    return client.get(api(event, "standings.csv"))


def _pairings_csv(event: dict[str, Any], client: APIClient) -> Any:
    return client.get(api(event, "rounds/1/pairings.csv"))


def _report(event: dict[str, Any], client: APIClient) -> Any:
    body = {"a_wins": 2, "b_wins": 0}
    return client.post(f"/api/matches/{event['match'].pk}/report/", body, format="json")


def _confirm(event: dict[str, Any], client: APIClient) -> Any:
    report(event)  # the player (side a) reported 2-1
    return client.post(f"/api/matches/{event['match'].pk}/confirm/")


def _dispute(event: dict[str, Any], client: APIClient) -> Any:
    report(event)
    body = {"reason": "I won game 2"}
    return client.post(f"/api/matches/{event['match'].pk}/dispute/", body, format="json")


def _drop_player(event: dict[str, Any], client: APIClient) -> Any:
    registration = event["match"].player_a
    return client.post(api(event, f"registrations/{registration.pk}/drop/"))


ENDPOINTS: dict[str, tuple[Callable[..., Any], dict[str, Any]]] = {
    "update tournament": (_update, organizers_only(200)),
    "add a judge": (_add_judge, organizers_only(201)),
    "generate a round": (_generate_again, organizers_only(202)),
    "correct a result": (_correct, judges_and_organizers(201)),
    "standings csv": (_standings_csv, organizers_only(200)),
    "pairings csv": (_pairings_csv, organizers_only(200)),
    "report": (_report, players_only({"player": 201, "opponent": 201})),
    "confirm": (
        _confirm,
        players_only({"player": (403, "result/cannot_confirm_own_report"), "opponent": 201}),
    ),
    "dispute": (_dispute, players_only({"player": 201, "opponent": 201})),
    "drop": (
        _drop_player,
        {
            "anonymous": ANON,
            "player": 200,
            "opponent": NOT_YOURS,
            "other_player": NOT_YOURS,
            "organizer": 200,
            "judge": NOT_YOURS,
            "staff": 200,
        },
    ),
}


@pytest.mark.parametrize("role", ROLES)
@pytest.mark.parametrize("endpoint", list(ENDPOINTS))
def test_each_role_may_do_only_what_its_role_allows(
    event: dict[str, Any], endpoint: str, role: str
) -> None:
    """Organizers manage the event, players act on their own match and registration; a refusal
    is {code, message} and writes nothing."""
    call, expected = ENDPOINTS[endpoint]
    want = expected[role]
    client = client_for(event[role])
    if isinstance(want, tuple):
        before = None
        if endpoint not in {"confirm", "dispute"}:  # those first write a report on purpose
            before = writes()
        response = call(event, client)
        assert_error(response, *want)
        if before is not None:
            assert writes() == before
        if endpoint == "drop":
            assert (
                Registration.objects.get(pk=event["match"].player_a_id).dropped_after_round is None
            )
    else:
        response = call(event, client)
        assert response.status_code == want, response.content


@pytest.mark.parametrize("role", ROLES)
def test_everyone_reads_the_event_its_pairings_standings_and_result_history(
    event: dict[str, Any], role: str
) -> None:
    client = client_for(event[role])
    match = event["match"]
    for url in (
        "/api/tournaments/",
        api(event, ""),
        api(event, "roles/"),
        api(event, "registrations/"),
        api(event, "rounds/"),
        api(event, "rounds/1/"),
        api(event, "standings/"),
        f"/api/matches/{match.pk}/",
        f"/api/matches/{match.pk}/results/",
    ):
        assert client.get(url).status_code == 200, url


def test_nobody_edits_history(event: dict[str, Any]) -> None:
    """No PUT, PATCH or DELETE on results, matches or pairings, even for staff."""
    report(event)
    staff = client_for(event["staff"])
    match = event["match"].pk
    for url in (
        f"/api/matches/{match}/",
        f"/api/matches/{match}/results/",
        f"/api/matches/{match}/report/",
        api(event, "rounds/1/"),
        api(event, "rounds/"),
    ):
        for method in (staff.put, staff.patch, staff.delete):
            assert method(url).status_code == 405, url
    assert staff.delete(api(event, "")).status_code == 405


# --- tournaments -------------------------------------------------------------------------------


def test_any_logged_in_user_creates_an_event_and_becomes_its_organizer(
    make_user: Callable[..., Any],
) -> None:
    zed = make_user("zed")
    body = {"name": "Friday Night Dice", "date": "2026-12-11", "match_structure": "bo1"}
    created = client_for(zed).post("/api/tournaments/", body, format="json")
    assert created.status_code == 201, created.content
    tournament = Tournament.objects.get(pk=created.json()["id"])
    assert permissions.is_organizer(zed, tournament)
    assert created.json()["status"] == "registration"
    assert_error(client_for(None).post("/api/tournaments/", body, format="json"), *ANON)


@pytest.mark.parametrize(
    "bad",
    [{"tiebreakers": ["coin_flip"]}, {"top_cut": 3}, {"match_structure": "bo5"}, {"name": ""}],
)
def test_bad_event_settings_are_400_and_create_nothing(
    make_user: Callable[..., Any], bad: dict[str, Any]
) -> None:
    body = {"name": "Friday Night Dice", "date": "2026-12-11", **bad}
    before = writes()
    response = client_for(make_user("zed")).post("/api/tournaments/", body, format="json")
    assert_error(response, 400, "request/invalid")
    assert writes() == before


def test_pairing_rules_freeze_once_round_one_is_paired(event: dict[str, Any]) -> None:
    organizer = client_for(event["organizer"])
    response = organizer.patch(api(event, ""), {"match_structure": "bo1"}, format="json")
    assert_error(response, 409, "tournament/already_started")
    event["tournament"].refresh_from_db()
    assert event["tournament"].match_structure == "bo3"
    assert organizer.patch(api(event, ""), {"name": "Renamed"}, format="json").status_code == 200


def test_a_role_is_given_once(event: dict[str, Any]) -> None:
    body = {"user": event["judge"].pk, "kind": "judge"}
    response = client_for(event["organizer"]).post(api(event, "roles/"), body, format="json")
    assert_error(response, 409, "role/already_assigned")


def test_an_added_organizer_manages_the_event(event: dict[str, Any]) -> None:
    body = {"user": event["judge"].pk, "kind": "organizer"}
    added = client_for(event["organizer"]).post(api(event, "roles/"), body, format="json")
    assert added.status_code == 201
    assert _standings_csv(event, client_for(event["judge"])).status_code == 200


# --- registration, late entry, drop ------------------------------------------------------------


def test_registration_late_entry_and_drop_through_the_api(
    make_user: Callable[..., Any],
) -> None:
    """Self sign-up; organizers register others with a late-entry policy; a late entrant joins
    the next round; a dropped player is never paired again."""
    olga = make_user("olga")
    tournament = events.create_tournament(olga, name="Weekly", date=DAY, swiss_rounds=3)
    url = f"/api/tournaments/{tournament.pk}/registrations/"
    players = [make_user(name) for name in ("alice", "bob", "carol", "dave")]
    for player in players[:3]:
        response = client_for(player).post(url, {"display_name": player.username.title()})
        assert response.status_code == 201, response.content
        assert response.json()["joined_round"] == 1
    assert_error(client_for(players[0]).post(url, {}), 409, "registration/already_registered")
    assert_error(client_for(players[0]).post(url, {"user": players[3].pk}), *NOT_ORGANIZER)
    own_policy = {"missed_rounds_count_as_losses": False}
    assert_error(client_for(players[3]).post(url, own_policy), *NOT_ORGANIZER)
    by_organizer = client_for(olga).post(url, {"user": players[3].pk, **own_policy})
    assert by_organizer.status_code == 201
    assert by_organizer.json()["missed_rounds_count_as_losses"] is False
    assert_error(client_for(None).post(url, {}), *ANON)

    generated = client_for(olga).post(f"/api/tournaments/{tournament.pk}/rounds/", {})
    assert generated.status_code == 202, generated.content
    late = make_user("erin")
    entry = client_for(late).post(url, {"display_name": "Erin"})
    assert entry.status_code == 201
    assert entry.json()["joined_round"] == 2

    dropper = Registration.objects.get(user=players[1])
    drop_url = f"{url}{dropper.pk}/drop/"
    dropped = client_for(players[1]).post(drop_url)
    assert dropped.status_code == 200
    assert dropped.json()["dropped_after_round"] == 1
    assert_error(client_for(players[1]).post(drop_url), 409, "registration/already_dropped")

    play_round(tournament)
    assert client_for(olga).post(f"/api/tournaments/{tournament.pk}/rounds/", {}).status_code == 202
    round_two = Round.objects.get(tournament=tournament, number=2)
    seated = {m.player_a.user_id for m in round_two.matches.all()}
    seated |= {m.player_b.user_id for m in round_two.matches.all() if m.player_b}
    assert players[1].pk not in seated and late.pk in seated
    assert len(seated) == 4
    listed = client_for(None).get(url).json()
    assert [r["display_name"] for r in listed] == ["Alice", "Bob", "Carol", "dave", "Erin"]


def test_registration_closes_when_the_event_is_over(event: dict[str, Any], make_user: Any) -> None:
    Tournament.objects.filter(pk=event["tournament"].pk).update(status="finished")
    response = client_for(make_user("late")).post(api(event, "registrations/"), {})
    assert_error(response, 400, "registration/closed")


# --- results -----------------------------------------------------------------------------------


def points_of(event: dict[str, Any]) -> dict[str, int]:
    rows = client_for(None).get(api(event, "standings/")).json()
    return {row["player"]["display_name"]: row["points"] for row in rows}


def test_report_then_confirm_counts_in_standings(event: dict[str, Any]) -> None:
    player, opponent = event["player"].username, event["opponent"].username
    assert report(event).status_code == 201
    assert points_of(event)[player] == 0, "a reported result does not count yet"
    match = event["match"].pk
    confirmed = client_for(event["opponent"]).post(f"/api/matches/{match}/confirm/")
    assert confirmed.status_code == 201
    assert confirmed.json()["kind"] == "confirmed" and confirmed.json()["counts"] is True
    points = points_of(event)
    assert (points[player], points[opponent]) == (3, 0)
    row = next(
        r
        for r in client_for(None).get(api(event, "standings/")).json()
        if r["player"]["display_name"] == player
    )
    assert (row["record"], row["mw"], row["gw"], row["gw_pct"]) == ("1-0-0", "1/1", "2/3", "66.67%")
    assert row["rank"] == 1


def test_report_then_dispute_does_not_count(event: dict[str, Any]) -> None:
    player = event["player"].username
    report(event)
    match = event["match"].pk
    disputed = client_for(event["opponent"]).post(
        f"/api/matches/{match}/dispute/", {"reason": "it was 1-2"}, format="json"
    )
    assert disputed.status_code == 201 and disputed.json()["counts"] is False
    assert points_of(event)[player] == 0
    assert_error(
        client_for(event["opponent"]).post(f"/api/matches/{match}/confirm/"),
        400,
        "result/nothing_to_confirm",
    )
    assert Round.objects.get(tournament=event["tournament"], number=1).status == "in_progress"


def test_organizer_correction_counts_and_keeps_the_history(event: dict[str, Any]) -> None:
    match = event["match"].pk
    report(event)
    client_for(event["opponent"]).post(f"/api/matches/{match}/confirm/")
    response = _correct(event, client_for(event["organizer"]))
    assert response.status_code == 201, response.content
    history = client_for(None).get(f"/api/matches/{match}/results/").json()
    assert [(h["kind"], h["a_wins"], h["b_wins"]) for h in history] == [
        ("reported", 2, 1),
        ("confirmed", 2, 1),
        ("corrected", 0, 2),
    ]
    assert history[-1]["by"] == "olga"
    assert history[-1]["reason"] == "slip filled in the wrong way round"
    points = points_of(event)
    assert (points[event["player"].username], points[event["opponent"].username]) == (0, 3)


def test_a_correction_needs_a_reason(event: dict[str, Any]) -> None:
    before = writes()
    response = client_for(event["organizer"]).post(
        f"/api/matches/{event['match'].pk}/correct/", {"a_wins": 2, "b_wins": 0}, format="json"
    )
    assert_error(response, 400, "request/invalid")
    assert "reason" in response.json()["fields"]
    assert writes() == before


@pytest.mark.parametrize(
    ("score", "status", "code"),
    [
        ({"a_wins": 3, "b_wins": 0}, 400, "result/bad_score"),
        ({"a_wins": 2, "b_wins": 2}, 400, "result/bad_score"),
        ({"a_wins": "two", "b_wins": 0}, 400, "request/invalid"),
        ({"a_wins": -1, "b_wins": 0}, 400, "request/invalid"),
    ],
)
def test_bad_scores_are_refused_and_write_nothing(
    event: dict[str, Any], score: dict[str, Any], status: int, code: str
) -> None:
    before = writes()
    assert_error(report(event, **score), status, code)
    assert writes() == before


def test_a_confirmed_result_cannot_be_reported_over(event: dict[str, Any]) -> None:
    """Only an organizer's correction changes a result that counts."""
    report(event)
    client_for(event["opponent"]).post(f"/api/matches/{event['match'].pk}/confirm/")
    before = writes()
    assert_error(report(event, who="opponent", a_wins=0, b_wins=2), 409, "result/already_final")
    assert writes() == before


def test_unknown_matches_and_rounds_are_404(event: dict[str, Any]) -> None:
    client = client_for(event["player"])
    assert_error(client.get("/api/matches/999999/"), 404, "request/not_found")
    assert_error(client.post("/api/matches/999999/report/", {}), 404, "request/not_found")
    assert_error(client.get(api(event, "rounds/9/")), 404, "request/not_found")
    assert_error(client.get("/api/tournaments/999999/standings/"), 404, "request/not_found")


# --- rounds ------------------------------------------------------------------------------------


def test_generating_a_round_twice_returns_the_same_round(event: dict[str, Any]) -> None:
    organizer = client_for(event["organizer"])
    first = organizer.post(api(event, "rounds/"), {"number": 1}, format="json")
    second = organizer.post(api(event, "rounds/"), {"number": 1}, format="json")
    assert first.status_code == second.status_code == 202
    assert Round.objects.filter(tournament=event["tournament"]).count() == 1
    assert first.json()["result"]["round_id"] == second.json()["result"]["round_id"]
    assert first.json()["number"] == 1 and first.json()["state"] == "SUCCESS"


def test_the_next_round_waits_for_confirmed_results(event: dict[str, Any]) -> None:
    organizer = client_for(event["organizer"])
    before = writes()
    assert_error(organizer.post(api(event, "rounds/"), {}), 409, "round/previous_not_complete")
    response = organizer.post(api(event, "rounds/"), {"number": 3}, format="json")
    assert_error(response, 409, "round/out_of_order")
    assert writes() == before


def test_a_task_reports_its_state(event: dict[str, Any]) -> None:
    generated = client_for(event["organizer"]).post(api(event, "rounds/"), {"number": 1})
    task_id = generated.json()["task_id"]
    progress = client_for(event["organizer"]).get(f"/api/tasks/{task_id}/")
    assert progress.status_code == 200
    assert set(progress.json()) >= {"task_id", "state", "progress", "result", "error"}
    assert_error(client_for(None).get(f"/api/tasks/{task_id}/"), *ANON)


def test_pairings_show_tables_explanations_and_the_pairing_run(event: dict[str, Any]) -> None:
    body = client_for(None).get(api(event, "rounds/1/")).json()
    run = body["pairing_run"]
    assert run["seed"] and run["algorithm_version"] and len(run["inputs_digest"]) == 64
    assert isinstance(run["objective"], int)
    assert run["inputs"]["round_number"] == 1
    assert [m["table"] for m in body["matches"]] == [1, 2]
    first = body["matches"][0]
    assert first["player_a"]["display_name"] == event["player"].username
    assert "explanation" in first and first["result"] is None


# --- a whole paper event -----------------------------------------------------------------------


def play_round(tournament: Tournament) -> None:
    """Every match of the latest round: side a reports 2-0 or 2-1, side b confirms."""
    round_ = tournament.rounds.order_by("-number").first()
    for match in round_.matches.select_related("player_a__user", "player_b__user"):
        if match.player_b is None:
            continue
        score = {"a_wins": 2, "b_wins": match.table % 2}
        reported = client_for(match.player_a.user).post(
            f"/api/matches/{match.pk}/report/", score, format="json"
        )
        assert reported.status_code == 201, reported.content
        confirmed = client_for(match.player_b.user).post(f"/api/matches/{match.pk}/confirm/")
        assert confirmed.status_code == 201, confirmed.content


def test_an_eight_player_paper_event_runs_to_the_end_through_the_api(
    make_user: Callable[..., Any],
) -> None:
    """Three Swiss rounds for eight players (WizKids table), no rematch, a 9-6-6-6-3-3-3-0
    field, and a fourth round refused."""
    olga = make_user("olga")
    created = client_for(olga).post(
        "/api/tournaments/", {"name": "Regional", "date": "2026-12-12"}, format="json"
    )
    tid = created.json()["id"]
    tournament = Tournament.objects.get(pk=tid)
    for k in range(8):
        player = make_user(f"p{k}")
        response = client_for(player).post(
            f"/api/tournaments/{tid}/registrations/", {"display_name": f"Player {k}"}
        )
        assert response.status_code == 201
    for number in (1, 2, 3):
        generated = client_for(olga).post(f"/api/tournaments/{tid}/rounds/", {})
        assert generated.status_code == 202, generated.content
        assert generated.json()["number"] == number
        pairings = client_for(None).get(f"/api/tournaments/{tid}/rounds/{number}/").json()
        assert len(pairings["matches"]) == 4
        play_round(tournament)
        assert Round.objects.get(tournament=tournament, number=number).status == "complete"
    assert_error(
        client_for(olga).post(f"/api/tournaments/{tid}/rounds/", {}), 409, "round/swiss_rounds_done"
    )

    met: set[frozenset[int]] = set()
    for match in Match.objects.filter(round__tournament=tournament):
        pair = frozenset({match.player_a_id, match.player_b_id})
        assert pair not in met, "players cannot meet twice in the Swiss rounds"
        met.add(pair)

    rows = client_for(None).get(f"/api/tournaments/{tid}/standings/").json()
    assert [row["points"] for row in rows] == [9, 6, 6, 6, 3, 3, 3, 0]
    assert [row["record"] for row in rows][0::7] == ["3-0-0", "0-3-0"]
    assert rows[0]["rank"] == 1
    assert rows[0]["mw"] == "1/1" and rows[0]["mw_pct"] == "100.00%"
    assert rows[-1]["mw"] == "33/100" and rows[-1]["mw_pct"] == "33.00%"
    for row in rows:
        n, d = map(int, row["omw"].split("/"))
        assert 33 * d <= 100 * n <= 100 * d
    ranks = [row["rank"] for row in rows]
    assert ranks == sorted(ranks)


# --- CSV export --------------------------------------------------------------------------------


def test_csv_exports_of_standings_and_pairings(event: dict[str, Any]) -> None:
    registration = event["match"].player_a
    Registration.objects.filter(pk=registration.pk).update(display_name="=HYPERLINK(evil)")
    report(event)
    client_for(event["opponent"]).post(f"/api/matches/{event['match'].pk}/confirm/")
    organizer = client_for(event["organizer"])

    standings = organizer.get(api(event, "standings.csv"))
    assert standings["Content-Type"].startswith("text/csv")
    rows = list(csv.reader(io.StringIO(standings.content.decode())))
    assert rows[0][:4] == ["rank", "player", "points", "record"]
    assert rows[1][:4] == ["1", "'=HYPERLINK(evil)", "3", "1-0-0"], "formulas are neutralised"
    assert len(rows) == 5

    pairings = organizer.get(api(event, "rounds/1/pairings.csv"))
    rows = list(csv.reader(io.StringIO(pairings.content.decode())))
    assert rows[0] == ["table", "player_a", "player_b", "explanation"]
    assert [row[0] for row in rows[1:]] == ["1", "2"]
    assert rows[1][1] == "'=HYPERLINK(evil)"


# --- schema ------------------------------------------------------------------------------------


def test_the_schema_documents_every_tournaments_endpoint() -> None:
    response = client_for(None).get("/api/schema/", HTTP_ACCEPT="application/vnd.oai.openapi+json")
    assert response.status_code == 200
    paths = response.json()["paths"]
    t = "/api/tournaments/{tournament_id}/"
    m = "/api/matches/{match_id}/"
    expected = {
        "/api/tournaments/": {"get", "post"},
        t: {"get", "patch"},
        t + "roles/": {"get", "post"},
        t + "registrations/": {"get", "post"},
        t + "registrations/{registration_id}/drop/": {"post"},
        t + "rounds/": {"get", "post"},
        t + "rounds/{number}/": {"get"},
        t + "rounds/{number}/pairings.csv": {"get"},
        t + "standings/": {"get"},
        t + "standings.csv": {"get"},
        "/api/tasks/{task_id}/": {"get"},
        m: {"get"},
        m + "results/": {"get"},
        m + "report/": {"post"},
        m + "confirm/": {"post"},
        m + "dispute/": {"post"},
        m + "correct/": {"post"},
    }
    for path, methods in expected.items():
        assert path in paths, path
        assert set(paths[path]) == methods, path
