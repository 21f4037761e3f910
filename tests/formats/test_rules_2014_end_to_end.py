"""The 2014 rules end to end (issue 8): a `dm-2014` game created and played through the API,
its log exported and replayed by the `replay` command; a Swiss event of Basic Teams (2014)
run from `simulate_tournament`, its games recorded under `dm-2014`."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

import pytest
from django.core.management import call_command
from rest_framework.test import APIClient

from games import services
from games.models import Game
from tournaments.models import MatchGame, Tournament

pytestmark = pytest.mark.django_db


@pytest.fixture
def users(django_user_model: Any) -> dict[str, Any]:
    make = django_user_model.objects.create_user
    return {"alice": make("alice"), "bob": make("bob"), "staff": make("sam", is_staff=True)}


def client_for(user: Any | None) -> APIClient:
    client = APIClient()
    if user is not None:
        client.force_authenticate(user)
    return client


def replay_command(log: str, tmp_path: Path, seed: str) -> str:
    path = tmp_path / "game.jsonl"
    path.write_text(log)
    out, err = io.StringIO(), io.StringIO()
    with pytest.raises(SystemExit) as done:
        call_command("replay", str(path), "--seed", seed, stdout=out, stderr=err)
    assert done.value.code == 0, err.getvalue()
    return out.getvalue()


def test_a_2014_game_through_the_api_and_its_log_replayed(
    users: dict[str, Any], tmp_path: Path
) -> None:
    body = {
        "player_one": users["alice"].pk,
        "player_two": users["bob"].pk,
        "mode": "online",
        "options": {"rules": "dm-2014"},
    }
    created = client_for(users["staff"]).post("/api/games/", body, format="json")
    assert created.status_code == 201, created.content
    game = Game.objects.get(pk=created.json()["game"]["id"])
    assert created.json()["game"]["rules"] == "dm-2014"
    bad = {**body, "options": {"rules": "dm-2013"}}
    refused = client_for(users["staff"]).post("/api/games/", bad, format="json")
    assert refused.status_code == 400 and refused.json()["code"] == "game/bad_setup"

    # The players act through the API (the toss's chooser, then the first draw is four).
    for _ in range(40):
        detail = client_for(users["staff"]).get(f"/api/games/{game.pk}/").json()
        waiting = detail["view"]["waiting_for"]
        if waiting is None or waiting["kind"] in ("reroll", "priority"):
            break
        seat = (users["alice"], users["bob"])[waiting["player"]]
        legal = client_for(seat).get(f"/api/games/{game.pk}/legal-actions/").json()
        action = next(a for a in legal["actions"] if a["type"] != "concede")
        answer = client_for(seat).post(
            f"/api/games/{game.pk}/actions/",
            {"action": action, "expected_seq": legal["seq"]},
            format="json",
        )
        assert answer.status_code == 201, answer.content
    services.autoplay(game.pk)
    game.refresh_from_db()
    assert game.status == "ended"

    log = client_for(None).get(f"/api/games/{game.pk}/log/", {"as": "jsonl"}).content.decode()
    records = [json.loads(line) for line in log.splitlines() if line.strip()]
    assert dict(records[0]["options"])["rules"] == "dm-2014"
    draws = [r for r in records if r["type"] == "DiceDrawn"]
    assert len(draws[0]["dice"]) == 4 and draws[0]["to"] == "prep"  # 001:L434
    moved = [r for r in records if r["type"] == "DiceMoved"]
    assert moved and all(r["to"] != "oop" for r in moved)  # 001:L176-192: no Out of Play
    assert replay_command(log, tmp_path, game.seed).startswith(f"valid: {len(records)} events")
    audit = client_for(None).get(f"/api/games/{game.pk}/audit/").json()
    assert audit["ok"] is True and audit["rules"] == "dm-2014"


def test_simulate_tournament_runs_a_swiss_event_of_2014_basic_teams() -> None:
    out = io.StringIO()
    call_command(
        "simulate_tournament", "--players", "6", "--rounds", "3", "--seed", "basic-2014",
        "--rules", "dm-2014", "--format", "basic-2014", "--json", stdout=out,
    )  # fmt: skip
    result = json.loads(out.getvalue())
    assert sum(row["points"] for row in result["standings"]) <= 3 * 3 * 3
    tournament = Tournament.objects.get(pk=result["tournament"])
    assert tournament.starting_life == 15 and tournament.format.team_format == "basic-2014"
    links = MatchGame.objects.filter(match__round__tournament=tournament).select_related("game")
    assert links.count() == 9
    for link in links:
        options = link.game.options
        assert (options["rules"], options["team_format"], options["starting_life"]) == (
            "dm-2014",
            "basic-2014",
            15,
        )
        assert link.game.status == "ended"
    assert services.audit(links.first().game)["ok"] is True


def _at_main_step(users: dict[str, Any], rules: str) -> tuple[Game, Any, int]:
    """An online game of `rules` played by the bots up to a Main Step's priority."""
    game = services.start_game(users["alice"], users["bob"], options={"rules": rules})
    for _ in range(40):
        game.refresh_from_db()
        detail = client_for(users["staff"]).get(f"/api/games/{game.pk}/").json()
        waiting = detail["view"]["waiting_for"]
        if waiting["kind"] == "priority" and detail["view"]["step"] == "main":
            seat = (users["alice"], users["bob"])[waiting["player"]]
            return game, seat, detail["game"]["head_seq"]
        services.autoplay(game.pk, max_actions=1)
    raise AssertionError("no Main Step reached")


@pytest.mark.parametrize(
    ("rules", "code"),
    [("dm-2018", "purchase/not_several_at_once"), ("dm-2014", "energy/insufficient")],
)
def test_batch_decisions_through_the_api(users: dict[str, Any], rules: str, code: str) -> None:
    """The 2014 batches (001:L309-311, L341-342, L824-827) are actions of the API like any
    other: refused under 2018 with their reason, judged by the engine under 2014 (here: no
    energy paid), a malformed one 400; nothing is written."""
    game, seat, seq = _at_main_step(users, rules)
    url = f"/api/games/{game.pk}/actions/"
    several = {"type": "purchase_several", "cards": ["way-out-west", "way-out-west"]}
    answer = client_for(seat).post(url, {"action": several, "expected_seq": seq}, format="json")
    assert answer.status_code == 422 and answer.json()["code"] == code, answer.content
    bad = {**several, "cards": "way-out-west"}
    answer = client_for(seat).post(url, {"action": bad, "expected_seq": seq}, format="json")
    assert answer.status_code == 400, answer.content
    for action in (
        {"type": "field_several", "dice": ["p1:sidekick:1", "p1:sidekick:2"]},
        {"type": "use_global_several", "card": "way-out-west", "times": 1},
    ):
        answer = client_for(seat).post(url, {"action": action, "expected_seq": seq}, format="json")
        assert 400 <= answer.status_code < 500 and "code" in answer.json(), answer.content
    game.refresh_from_db()
    assert game.head_seq == seq


def test_batches_in_the_api_choices_are_the_deciding_seats_only(users: dict[str, Any]) -> None:
    """The 2014 batches in the game endpoint's `choices` (001:L309-311): the seat that decides
    sees them and may send the described example (one DicePurchased); the other seat, a
    stranger and the staff see no choices, and the other seat's copy of the batch is refused
    (it is not their decision), nothing written."""
    from django.contrib.auth import get_user_model

    game = services.start_game(users["alice"], users["bob"], options={"rules": "dm-2014"})
    path = f"/api/games/{game.pk}/"
    for _ in range(200):  # the bots play until a seat may buy two dice with one payment
        game.refresh_from_db()
        detail = client_for(users["staff"]).get(path).json()
        seat_index = (detail["view"]["waiting_for"] or {}).get("player")
        if seat_index is not None:
            seat = (users["alice"], users["bob"])[seat_index]
            mine = client_for(seat).get(path).json()["choices"]
            several = mine and mine.get("several")
            if several and several["purchase_example"]:
                break
        services.autoplay(game.pk, max_actions=1)
    else:
        raise AssertionError("no batch purchase described")
    seq = detail["game"]["head_seq"]
    example = several["purchase_example"]
    assert mine["kind"] == "priority" and "purchase_several" in mine["actions"]
    other = users["bob"] if seat == users["alice"] else users["alice"]
    stranger = get_user_model().objects.create_user("stranger")
    for who in (other, stranger, users["staff"]):
        assert client_for(who).get(path).json()["choices"] is None
    batch = {"type": "purchase_several", "cards": example["names"], "paid": example["paid"]}
    url = f"/api/games/{game.pk}/actions/"
    for who in (other, stranger):
        answer = client_for(who).post(url, {"action": batch, "expected_seq": seq}, format="json")
        assert 400 <= answer.status_code < 500 and answer.json()["code"], answer.content
    game.refresh_from_db()
    assert game.head_seq == seq
    answer = client_for(seat).post(url, {"action": batch, "expected_seq": seq}, format="json")
    assert answer.status_code in (200, 201), answer.content
    game.refresh_from_db()
    assert game.head_seq >= seq + 1 and services.audit(game)["ok"] is True  # it replays
    records = client_for(users["staff"]).get(f"/api/games/{game.pk}/log/").json()
    assert any(r["type"] == "DicePurchased" and r["seq"] == seq + 1 for r in records)
