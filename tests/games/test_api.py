"""The games REST API per endpoint and role: status codes and the {code, message} body."""

import random
import uuid
from typing import Any

import pytest
from rest_framework.test import APIClient

from games import services
from games.engine.api import waiting_for
from games.engine.sim.bots import greedy_bot
from games.models import Game, GameEvent, IdempotencyRecord

pytestmark = pytest.mark.django_db


@pytest.fixture
def game(users: dict[str, Any]) -> Game:
    return services.start_game(users["alice"], users["bob"])


def client_for(user: Any | None) -> APIClient:
    client = APIClient()
    if user is not None:
        client.force_authenticate(user)
    return client


def url(game: Game | str, tail: str = "") -> str:
    game_id = game.pk if isinstance(game, Game) else game
    return f"/api/games/{game_id}/{tail}"


def roles(game: Game, users: dict[str, Any]) -> tuple[Any, Any, dict]:
    """(awaited player, their opponent, the greedy bot's action for the awaited player)."""
    state = services.load_state(game)
    seat = waiting_for(state).player
    seats = (users["alice"], users["bob"])
    return seats[seat], seats[1 - seat], greedy_bot(state, seat, random.Random(0)).to_dict()


def assert_error(response: Any, status: int, code: str) -> None:
    assert response.status_code == status, response.content
    body = response.json()
    assert body["code"] == code
    assert isinstance(body["message"], str) and body["message"]


@pytest.mark.parametrize(
    ("who", "viewer"),
    [
        ("alice", "player0"),
        ("bob", "player1"),
        ("carol", "spectator"),
        ("staff", "judge"),
        (None, "spectator"),
    ],
)
def test_game_detail_shows_each_role_its_view(
    game: Game, users: dict[str, Any], who: str | None, viewer: str
) -> None:
    response = client_for(users.get(who)).get(url(game))
    assert response.status_code == 200
    body = response.json()
    assert body["viewer"] == viewer
    assert body["game"]["head_seq"] == game.head_seq
    assert body["game"]["seed"] is None
    bags = [p["zones"]["bag"] for p in body["view"]["players"]]
    hidden = {
        "player0": [False, True],
        "player1": [True, False],
        "spectator": [True, True],
        "judge": [False, False],
    }[viewer]
    assert [isinstance(b, int) for b in bags] == hidden


@pytest.mark.parametrize("game_id", [str(uuid.uuid4()), "not-a-uuid"])
def test_an_unknown_game_is_404_game_not_found(users: dict[str, Any], game_id: str) -> None:
    for tail in ("", "legal-actions/", "log/", "audit/"):
        assert_error(client_for(users["alice"]).get(url(game_id, tail)), 404, "game/not_found")


def test_legal_actions_per_role(game: Game, users: dict[str, Any]) -> None:
    """The awaited player gets their choices; the opponent may only concede; others 403."""
    awaited, opponent, _ = roles(game, users)
    mine = client_for(awaited).get(url(game, "legal-actions/"))
    assert mine.status_code == 200
    assert {a["type"] for a in mine.json()["actions"]} == {"choose_first_player", "concede"}
    assert mine.json()["seq"] == game.head_seq
    theirs = client_for(opponent).get(url(game, "legal-actions/"))
    assert [a["type"] for a in theirs.json()["actions"]] == ["concede"]
    for outsider in (users["carol"], users["staff"]):
        assert_error(
            client_for(outsider).get(url(game, "legal-actions/")), 403, "game/not_a_player"
        )
    assert_error(
        client_for(None).get(url(game, "legal-actions/")), 401, "request/not_authenticated"
    )


def test_the_awaited_player_posts_an_action_and_gets_201_with_events_and_view(
    game: Game, users: dict[str, Any]
) -> None:
    awaited, _, action = roles(game, users)
    response = client_for(awaited).post(
        url(game, "actions/"), {"action": action, "expected_seq": game.head_seq}, format="json"
    )
    assert response.status_code == 201, response.content
    body = response.json()
    assert body["events"][0]["type"] == "OrderChosen"
    assert body["events"][0]["seq"] == game.head_seq + 1
    assert body["seq"] == Game.objects.get(pk=game.pk).head_seq
    assert body["view"]["seq"] == body["seq"] + 1


@pytest.mark.parametrize(
    ("who", "code"),
    [
        ("opponent", "turn/not_your_decision"),
        ("carol", "game/not_a_player"),
        ("staff", "game/not_a_player"),
        (None, "request/not_authenticated"),
    ],
)
def test_only_the_awaited_player_may_act(
    game: Game, users: dict[str, Any], who: str | None, code: str
) -> None:
    """Wrong player, stranger and staff are 403, anonymous 401; nothing is appended."""
    _, opponent, action = roles(game, users)
    user = opponent if who == "opponent" else users.get(who)
    action = {k: v for k, v in action.items() if k != "player"}  # act as your own seat
    response = client_for(user).post(
        url(game, "actions/"), {"action": action, "expected_seq": game.head_seq}, format="json"
    )
    assert_error(response, 401 if who is None else 403, code)
    assert GameEvent.objects.filter(game=game).count() == game.head_seq + 1


def test_refused_actions_are_400_409_422_and_append_nothing(
    game: Game, users: dict[str, Any]
) -> None:
    awaited, _, action = roles(game, users)
    client = client_for(awaited)
    head = game.head_seq
    stale = client.post(
        url(game, "actions/"), {"action": action, "expected_seq": head - 1}, format="json"
    )
    assert_error(stale, 409, "turn/stale_seq")
    illegal = client.post(
        url(game, "actions/"),
        {"action": {"type": "pass_priority"}, "expected_seq": head},
        format="json",
    )
    assert_error(illegal, 422, "turn/wrong_step")
    unknown = client.post(
        url(game, "actions/"), {"action": {"type": "fly"}, "expected_seq": head}, format="json"
    )
    assert_error(unknown, 400, "action/unknown")
    no_seq = client.post(url(game, "actions/"), {"action": action}, format="json")
    assert_error(no_seq, 400, "action/malformed")
    not_json = client.post(url(game, "actions/"), "{", content_type="application/json")
    assert_error(not_json, 400, "request/parse_error")
    assert Game.objects.get(pk=game.pk).head_seq == head


def test_the_same_idempotency_key_gets_the_same_answer_and_one_append(
    game: Game, users: dict[str, Any]
) -> None:
    awaited, _, action = roles(game, users)
    client = client_for(awaited)
    body = {"action": action, "expected_seq": game.head_seq}
    first = client.post(url(game, "actions/"), body, format="json", HTTP_IDEMPOTENCY_KEY="abc")
    again = client.post(url(game, "actions/"), body, format="json", HTTP_IDEMPOTENCY_KEY="abc")
    assert (first.status_code, again.status_code) == (201, 201)
    assert first.json() == again.json()
    assert IdempotencyRecord.objects.filter(game=game).count() == 1
    assert Game.objects.get(pk=game.pk).head_seq == first.json()["seq"]


def test_the_log_is_a_json_list_or_json_lines(game: Game, users: dict[str, Any]) -> None:
    records = client_for(None).get(url(game, "log/")).json()
    assert [r["seq"] for r in records] == list(range(game.head_seq + 1))
    assert records[0]["type"] == "GameCreated"
    lines = client_for(users["carol"]).get(url(game, "log/") + "?as=jsonl")
    assert lines["Content-Type"] == "application/jsonl"
    assert len(lines.content.decode().splitlines()) == game.head_seq + 1


def test_state_at_seq_per_role(game: Game, users: dict[str, Any]) -> None:
    """Judges and staff any time; players only once the game ended; others never."""
    path = url(game, "state/") + "?seq=0"
    staff = client_for(users["staff"]).get(path)
    assert staff.status_code == 200
    assert staff.json()["view"]["seq"] == 1
    assert_error(client_for(users["alice"]).get(path), 403, "game/judges_only")
    assert_error(client_for(users["carol"]).get(path), 403, "game/judges_only")
    assert_error(client_for(None).get(path), 401, "request/not_authenticated")
    assert_error(client_for(users["staff"]).get(url(game, "state/")), 400, "state/bad_seq")
    assert_error(
        client_for(users["staff"]).get(url(game, "state/") + "?seq=999"), 400, "state/bad_seq"
    )
    services.submit_action(game.pk, users["alice"], {"type": "concede"}, game.head_seq)
    assert client_for(users["alice"]).get(path).status_code == 200
    assert client_for(users["bob"]).get(path).status_code == 200


def test_audit_reports_a_clean_game(game: Game, users: dict[str, Any]) -> None:
    report = client_for(users["carol"]).get(url(game, "audit/"))
    assert report.status_code == 200
    assert report.json()["ok"] is True
    assert report.json()["seed"]["revealed"] is False
    services.submit_action(game.pk, users["bob"], {"type": "concede"}, game.head_seq)
    after = client_for(None).get(url(game, "audit/")).json()
    assert after["ok"] is True and after["seed"]["randomness_checked"] is True


def test_only_staff_create_games(users: dict[str, Any]) -> None:
    body = {"player_one": users["alice"].pk, "player_two": users["bob"].pk}
    created = client_for(users["staff"]).post("/api/games/", body, format="json")
    assert created.status_code == 201, created.content
    game = Game.objects.get(pk=created.json()["game"]["id"])
    assert (game.player_one, game.player_two, game.mode) == (users["alice"], users["bob"], "online")
    assert created.json()["viewer"] == "judge"
    assert_error(
        client_for(users["alice"]).post("/api/games/", body, format="json"),
        403,
        "request/permission_denied",
    )
    assert_error(
        client_for(None).post("/api/games/", body, format="json"), 401, "request/not_authenticated"
    )
    same = {"player_one": users["alice"].pk, "player_two": users["alice"].pk}
    assert_error(
        client_for(users["staff"]).post("/api/games/", same, format="json"), 400, "request/invalid"
    )
    for options in ({"colour": "red"}, {"starting_life": "many"}, {"randomness": "dice"}):
        bad = {**body, "options": options}
        assert_error(
            client_for(users["staff"]).post("/api/games/", bad, format="json"),
            400,
            "game/bad_setup",
        )
    short = {**body, "options": {"starting_life": 5}, "mode": "paper"}
    created = client_for(users["staff"]).post("/api/games/", short, format="json")
    assert created.status_code == 201
    assert created.json()["view"]["players"][0]["life"] == 5


def test_nobody_edits_history(game: Game, users: dict[str, Any]) -> None:
    """No PUT, PATCH or DELETE on a game or its log, even for staff."""
    staff = client_for(users["staff"])
    for method in (staff.put, staff.patch, staff.delete):
        assert method(url(game)).status_code == 405
        assert method(url(game, "log/")).status_code == 405
        assert method(url(game, "actions/")).status_code == 405


def test_the_schema_documents_every_games_endpoint(users: dict[str, Any]) -> None:
    response = client_for(None).get("/api/schema/", HTTP_ACCEPT="application/vnd.oai.openapi+json")
    assert response.status_code == 200
    paths = response.json()["paths"]
    for tail in ("", "legal-actions/", "actions/", "log/", "state/", "audit/"):
        assert "/api/games/{game_id}/" + tail in paths
    assert "post" in paths["/api/games/"]
    assert "Idempotency-Key" in str(paths["/api/games/{game_id}/actions/"]["post"]["parameters"])
