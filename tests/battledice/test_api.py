"""Battle Dice through the games API, as any game system (issue 8): create, legal actions,
act, log, state at seq, audit, disputes and rulings, `replay` and `audit` commands; bad
input is a 4xx {code, message} and writes nothing."""

from __future__ import annotations

import io
import json
import random
from pathlib import Path
from typing import Any

import pytest
from django.core.management import call_command
from rest_framework.test import APIClient

from games import services
from games.models import Game, GameEvent

pytestmark = pytest.mark.django_db


def client_for(user: Any | None) -> APIClient:
    client = APIClient()
    if user is not None:
        client.force_authenticate(user)
    return client


def url(game: Game, tail: str = "") -> str:
    return f"/api/games/{game.pk}/{tail}"


def create(users: dict[str, Any], mode: str = "online", **options: Any) -> Game:
    answer = client_for(users["staff"]).post(
        "/api/games/",
        {
            "player_one": users["alice"].pk,
            "player_two": users["bob"].pk,
            "mode": mode,
            "options": {"rules": "mb-2006", **options},
        },
        format="json",
    )
    assert answer.status_code == 201, answer.content
    body = answer.json()
    assert (body["game"]["system"], body["game"]["rules"]) == ("battledice", "mb-2006")
    assert body["view"]["system"] == "battledice"
    return Game.objects.get(pk=body["game"]["id"])


def written(game: Game) -> tuple[int, int]:
    game.refresh_from_db()
    return game.head_seq, GameEvent.objects.filter(game=game).count()


def play_through_the_api(game: Game, users: dict[str, Any], rng: random.Random) -> int:
    """Each seat in turn takes a legal action from GET legal-actions (never conceding or
    disputing) and POSTs it with the seq it saw; returns the number of actions."""
    seats = (users["alice"], users["bob"])
    taken = 0
    while True:
        detail = client_for(users["carol"]).get(url(game)).json()
        waiting = detail["view"]["waiting_for"]
        if detail["game"]["status"] == "ended" or waiting is None:
            return taken
        seat = seats[waiting["player"]]
        legal = client_for(seat).get(url(game, "legal-actions/")).json()
        options = [a for a in legal["actions"] if a["type"] not in ("concede", "dispute")]
        action = rng.choice(options)
        answer = client_for(seat).post(
            url(game, "actions/"), {"action": action, "expected_seq": legal["seq"]}, format="json"
        )
        assert answer.status_code == 201, answer.content
        taken += 1
        assert taken < 500


def test_a_whole_online_game_through_the_api_replays_and_audits(
    users: dict[str, Any], tmp_path: Path
) -> None:
    game = create(users)
    assert play_through_the_api(game, users, random.Random(5)) > 10
    game.refresh_from_db()
    assert game.status == "ended" and game.outcome["termination"] == "captures"
    audit = client_for(None).get(url(game, "audit/")).json()
    assert audit["ok"] is True and audit["system"] == "battledice"
    assert audit["seed"]["randomness_checked"] is True  # rolls and loads re-derived
    assert audit["cards"]["embedded"] is True and "captain-america" in audit["cards"]["figures"]
    # The judge's step through the log, and the log itself, replayed by the command.
    state = client_for(users["staff"]).get(url(game, "state/"), {"seq": 3}).json()
    assert state["view"]["seq"] == 4
    log = client_for(None).get(url(game, "log/"), {"as": "jsonl"}).content.decode()
    path = tmp_path / "game.jsonl"
    path.write_text(log)
    out, err = io.StringIO(), io.StringIO()
    with pytest.raises(SystemExit) as done:
        call_command("replay", str(path), "--seed", game.seed, stdout=out, stderr=err)
    assert done.value.code == 0, err.getvalue()
    assert out.getvalue().startswith(f"valid: {game.head_seq + 1} events")
    with pytest.raises(SystemExit) as done:
        call_command("audit", str(game.pk), stdout=io.StringIO())
    assert done.value.code == 0


def test_the_log_records_loads_sealed_until_the_seed_is_revealed(users: dict[str, Any]) -> None:
    game = create(users)
    seats = (users["alice"], users["bob"])
    legal = client_for(seats[0]).get(url(game, "legal-actions/")).json()
    load = next(a for a in legal["actions"] if a["type"] == "load")
    client_for(seats[0]).post(
        url(game, "actions/"), {"action": load, "expected_seq": legal["seq"]}, format="json"
    )
    log = client_for(users["carol"]).get(url(game, "log/")).json()
    loaded = next(r for r in log if r["type"] == "DiceLoaded")
    assert loaded["sealed"] and "captain-america" not in json.dumps(loaded)
    theirs = client_for(seats[1]).get(url(game)).json()["view"]["players"][0]["zones"]["ready"]
    assert theirs and not any("figure" in die for die in theirs)
    mine = client_for(seats[0]).get(url(game)).json()["view"]["players"][0]["zones"]["ready"]
    assert all("figure" in die for die in mine)


@pytest.mark.parametrize(
    ("action", "status", "code"),
    [
        ({"type": "teleport"}, 400, "action/unknown"),
        ({"type": "load", "loads": "everything"}, 400, "action/malformed"),
        ({"type": "load", "loads": [["x", 1]]}, 422, "load/bad_figures"),
        ({"type": "choose_stat", "stat": "luck"}, 422, "turn/wrong_step"),
        (
            {"type": "load", "loads": [["a:die:demo-die-01", "a:spider-man"]]},
            422,
            "load/bad_figures",
        ),
        ({"type": "call_time"}, 403, "action/organizer_only"),
        ({"type": "judge_uphold", "judge": "me"}, 403, "action/judges_only"),
        ({"type": "pass", "player": 1}, 403, "turn/not_your_decision"),
        ("not an object", 400, "action/malformed"),
    ],
)
def test_bad_actions_are_4xx_and_write_nothing(
    users: dict[str, Any], action: Any, status: int, code: str
) -> None:
    game = create(users)
    before = written(game)
    answer = client_for(users["alice"]).post(
        url(game, "actions/"), {"action": action, "expected_seq": game.head_seq}, format="json"
    )
    assert answer.status_code == status, answer.content
    assert answer.json()["code"] == code
    assert written(game) == before


def test_the_other_seat_and_a_stale_seq_are_refused(users: dict[str, Any]) -> None:
    game = create(users)
    before = written(game)
    legal = client_for(users["alice"]).get(url(game, "legal-actions/")).json()
    load = next(a for a in legal["actions"] if a["type"] == "load")
    answer = client_for(users["bob"]).post(
        url(game, "actions/"),
        {"action": {"type": "pass"}, "expected_seq": legal["seq"]},
        format="json",
    )
    assert (answer.status_code, answer.json()["code"]) == (403, "turn/not_your_decision")
    answer = client_for(users["alice"]).post(
        url(game, "actions/"), {"action": load, "expected_seq": legal["seq"] - 1}, format="json"
    )
    assert (answer.status_code, answer.json()["code"]) == (409, "turn/stale_seq")
    assert written(game) == before


@pytest.mark.parametrize(
    ("options", "code"),
    [
        ({"team_value": "thirty"}, "game/bad_setup"),
        ({"starting_life": 20}, "game/bad_setup"),
        ({"cosmic_game": "yes"}, "game/bad_setup"),
    ],
)
def test_bad_options_are_400_and_create_nothing(
    users: dict[str, Any], options: dict, code: str
) -> None:
    before = Game.objects.count()
    answer = client_for(users["staff"]).post(
        "/api/games/",
        {
            "player_one": users["alice"].pk,
            "player_two": users["bob"].pk,
            "options": {"rules": "mb-2006", **options},
        },
        format="json",
    )
    assert (answer.status_code, answer.json()["code"]) == (400, code)
    assert Game.objects.count() == before


def test_an_illegal_team_is_400_naming_the_rule(users: dict[str, Any]) -> None:
    teams = (
        {"figures": ["spider-man", "spider-man"], "dice": ["demo-die-01", "demo-die-02"]},
        {"figures": ["doc-ock"], "dice": ["demo-die-03"]},
    )
    with pytest.raises(Exception) as caught:
        services.start_game(
            users["alice"], users["bob"], teams=teams, options={"rules": "mb-2006", "team_value": 0}
        )
    assert getattr(caught.value, "code", "") == "team/same_figure_twice"
    assert Game.objects.count() == 0


def paper_game_with_a_lost_die(users: dict[str, Any]) -> Game:
    """A paper game (chance and openings reported) where Alice has lost a battle: the die is
    in her Dice Zone and she may declare its rule."""
    game = create(users, mode="paper", team_value=30)
    alice, bob = client_for(users["alice"]), client_for(users["bob"])

    def act(client: APIClient, action: dict) -> dict:
        game.refresh_from_db()
        answer = client.post(
            url(game, "actions/"), {"action": action, "expected_seq": game.head_seq}, format="json"
        )
        assert answer.status_code in (201, 202), answer.content
        body = answer.json()
        if body.get("status") == "awaiting_confirmation":  # 202
            # Chance on paper: rolls and openings concern both players' dice, so the other
            # player confirms the report before it counts (games/chance_reports.py).
            other = bob if client is alice else alice
            report = body["report"]["id"]
            confirmed = other.post(url(game, f"chance-reports/{report}/confirm/"))
            assert confirmed.status_code == 201, confirmed.content
            body = confirmed.json()
        return body

    act(alice, {"type": "load", "dice": [f"a:die:demo-die-0{n}" for n in range(1, 7)]})
    act(bob, {"type": "load", "dice": [f"b:die:demo-die-{n:02d}" for n in range(7, 13)]})
    act(
        alice,
        {"type": "pick", "dice": ["a:die:demo-die-01", "a:die:demo-die-02", "a:die:demo-die-03"]},
    )
    act(
        bob,
        {"type": "pick", "dice": ["b:die:demo-die-07", "b:die:demo-die-08", "b:die:demo-die-09"]},
    )
    faces = [
        ["a:die:demo-die-01", 1],
        ["a:die:demo-die-02", 2],
        ["a:die:demo-die-03", 3],
        ["b:die:demo-die-07", 6],
        ["b:die:demo-die-08", 6],
        ["b:die:demo-die-09", 6],
    ]
    act(bob, {"type": "report_roll", "faces": faces})  # either player reports on paper
    act(
        alice,
        {"type": "choose_matchup", "mine": "a:die:demo-die-01", "theirs": "b:die:demo-die-07"},
    )
    act(alice, {"type": "choose_stat", "stat": "speed"})
    act(
        alice,
        {
            "type": "report_reveal",
            "reveals": [["a:die:demo-die-01", "a:daredevil"], ["b:die:demo-die-07", "b:rhino"]],
        },
    )
    # Daredevil's speed 4 + 1 against Rhino's 2 + 6: Alice's die goes to her Dice Zone.
    view = client_for(users["alice"]).get(url(game)).json()["view"]
    assert [d["id"] for d in view["players"][0]["zones"]["dice"]] == ["a:die:demo-die-01"]
    return game


def test_a_disputed_declaration_is_ruled_by_a_judge(users: dict[str, Any]) -> None:
    game = paper_game_with_a_lost_die(users)
    alice, bob = client_for(users["alice"]), client_for(users["bob"])
    game.refresh_from_db()
    declare = {
        "type": "declare",
        "source": "die:a:die:demo-die-01",
        "text": "rescue",
        "effect": "release",
        "target": "a:daredevil",
    }
    assert (
        alice.post(
            url(game, "actions/"), {"action": declare, "expected_seq": game.head_seq}, format="json"
        ).status_code
        == 201
    )
    game.refresh_from_db()
    answer = bob.post(
        url(game, "actions/"),
        {"action": {"type": "dispute", "reason": "no"}, "expected_seq": game.head_seq},
        format="json",
    )
    assert answer.status_code == 201
    dispute = bob.post(
        url(game, "disputes/"), {"seq": game.head_seq + 1, "reason": "its lid"}, format="json"
    )
    assert dispute.status_code == 201
    staff = client_for(users["staff"])
    bad = staff.post(
        url(game, "rulings/"), {"kind": "set_life", "target": 0, "life": 3}, format="json"
    )
    assert (bad.status_code, bad.json()["code"]) == (400, "ruling/bad_kind")
    ruled = staff.post(
        url(game, "rulings/"),
        {"kind": "uphold", "reason": "the lid says so", "dispute": dispute.json()["id"]},
        format="json",
    )
    assert ruled.status_code == 201, ruled.content
    assert ruled.json()["events"][0]["type"] == "RulingUpheld"
    view = alice.get(url(game)).json()["view"]
    assert [p["id"] for p in view["players"][0]["zones"]["staging"]["figures"]] == ["a:daredevil"]
    points = staff.get(url(game, "rewind-points/")).json()["points"]
    assert points
    rewound = staff.post(
        url(game, "rulings/"),
        {"kind": "rewind", "to_seq": points[-2], "reason": "misread", "discard_rulings": True},
        format="json",
    )
    assert rewound.status_code == 201, rewound.content
    assert services.audit(game)["ok"] is True
