"""Online Doubles (issue 8): a Doubles match is a four-seat game (docs/rulings.md "Doubles":
seats 0 and 2 are one team, 1 and 3 the other); each of the four players acts for their own
seat only; a whole game played through the API replays (`manage.py replay`) and audits
(`manage.py audit`) clean, and its outcome is the match's result by team."""

from __future__ import annotations

import datetime
import io
import json
import random
from pathlib import Path
from typing import Any

import pytest
from django.core.management import call_command
from rest_framework.test import APIClient

from games import services as game_services
from games.engine.api import waiting_for
from games.engine.sim.bots import greedy_bot
from games.models import Game, GameEvent
from tournaments import events
from tournaments.models import Format, Match, MatchGame, Tournament
from tournaments.registration import entries
from tournaments.rounds import generation

pytestmark = pytest.mark.django_db
DAY = datetime.date(2026, 12, 12)
NAMES = ("olga", "ann", "bob", "cat", "dan", "eve")


@pytest.fixture
def people(django_user_model: Any) -> dict[str, Any]:
    return {name: django_user_model.objects.create_user(name) for name in NAMES}


def api(user: Any | None) -> APIClient:
    client = APIClient()
    if user is not None:
        client.force_authenticate(user)
    return client


def online_doubles(people: dict[str, Any]) -> tuple[Tournament, Match, Game]:
    """ann & cat against bob & dan, round 1 paired: its first game started."""
    doubles = Format.objects.create(name="Doubles", team_format=Format.TeamFormat.DOUBLES)
    created = api(people["olga"]).post(
        "/api/tournaments/",
        {"name": "Pairs", "date": "2026-12-12", "format": doubles.pk, "play_mode": "online"},
        format="json",
    )
    assert created.status_code == 201, created.content
    event = Tournament.objects.get(pk=created.json()["id"])
    assert (event.play_mode, event.starting_life) == ("online", 30)
    entries.register(event, people["ann"], partner=people["cat"])
    entries.register(event, people["bob"], partner=people["dan"])
    match = generation.generate_round(event.pk, 1).matches.select_related(
        "player_a__user", "player_a__partner", "player_b__user", "player_b__partner"
    )[0]
    link = MatchGame.objects.get(match=match, number=1)
    return event, match, link.game


def seats_of(match: Match) -> tuple[Any, ...]:
    a, b = match.player_a, match.player_b
    assert b is not None
    return (a.user, b.user, a.partner, b.partner)


def post(user: Any, game: Game, action: dict[str, Any]) -> Any:
    game.refresh_from_db()
    return api(user).post(
        f"/api/games/{game.pk}/actions/",
        {"action": action, "expected_seq": game.head_seq},
        format="json",
    )


def test_a_doubles_match_is_a_four_seat_game_of_the_two_teams(people: dict[str, Any]) -> None:
    _, match, game = online_doubles(people)
    seats = seats_of(match)
    assert game.seat_user_ids == tuple(u.pk for u in seats)
    state = game_services.load_state(game)
    assert [p.name for p in state.players] == [u.username for u in seats]
    assert [p.life for p in state.players] == [30, 30, 30, 30]
    assert state.options.team_format == "doubles"
    for seat, user in enumerate(seats):
        body = api(user).get(f"/api/games/{game.pk}/").json()
        assert body["game"]["you"] == seat, body["game"]
    from django.test import Client

    browser = Client()
    browser.force_login(seats[2])
    page = browser.get(f"/games/{game.pk}/play/").content.decode()
    for seat, user in enumerate(seats):  # the page names the four seats and the teams
        team = "AB"[seat % 2]
        assert f"Seat {seat}: {user.username} · team {team} · 30 life" in page
    # The pairing decides which team sits first: seat 2 is player A's partner.
    assert f"Seat 2: {seats[2].username} · team A · 30 life (you)" in page
    detail = api(people["eve"]).get(f"/api/games/{game.pk}/").json()
    view = detail.get("view", detail)
    assert len(view["players"]) == 4
    assert [p["side"] for p in view["players"]] == [0, 1, 0, 1]


def test_each_player_acts_for_their_own_seat_only(people: dict[str, Any]) -> None:
    _, match, game = online_doubles(people)
    seats = seats_of(match)
    state = game_services.load_state(game)
    seat = waiting_for(state).player
    action = greedy_bot(state, seat, random.Random(0)).to_dict()
    mine = {k: v for k, v in action.items() if k != "player"}
    teammate = seats[(seat + 2) % 4]
    opponent = seats[(seat + 1) % 4]
    before = GameEvent.objects.filter(game=game).count()
    # the teammate, for the other seat: refused (a player plays their own seat)
    answer = post(teammate, game, action)
    assert answer.status_code == 403, answer.content
    assert answer.json()["code"] == "turn/not_your_decision"
    assert answer.json()["message"] == f"you play as player {(seat + 2) % 4}"
    # the teammate, as their own seat: not their decision
    answer = post(teammate, game, mine)
    assert answer.status_code == 403
    assert answer.json()["message"] == f"player {seat} must decide (choose_order)"
    # an opponent, either way
    answer = post(opponent, game, action).json()
    assert answer["message"] == f"you play as player {(seat + 1) % 4}"
    answer = post(opponent, game, mine).json()
    assert (answer["code"], answer["message"]) == (
        "turn/not_your_decision",
        f"player {seat} must decide (choose_order)",
    )
    # a stranger
    answer = post(people["eve"], game, mine)
    assert answer.status_code == 403 and answer.json()["code"] == "game/not_a_player"
    assert GameEvent.objects.filter(game=game).count() == before
    # the seat's own player
    answer = post(seats[seat], game, mine)
    assert answer.status_code == 201, answer.content


def test_a_whole_doubles_game_through_the_api_replays_and_audits(
    people: dict[str, Any], tmp_path: Path
) -> None:
    """Every decision posted by the seat's own player (chosen by the greedy bot); the log
    replays with `manage.py replay` (with the revealed seed) and `manage.py audit` is clean;
    the outcome is the match's result, by team."""
    _, match, game = online_doubles(people)
    seats = seats_of(match)
    rng = random.Random(8)
    actors: set[int] = set()
    for _ in range(5000):
        game.refresh_from_db()
        if game.status == Game.Status.ENDED:
            break
        state = game_services.load_state(game)
        seat = waiting_for(state).player
        actors.add(seat)
        action = greedy_bot(state, seat, rng).to_dict()
        answer = post(seats[seat], game, action)
        assert answer.status_code == 201, answer.content
    game.refresh_from_db()
    assert game.status == Game.Status.ENDED and game.outcome is not None
    assert actors == {0, 1, 2, 3}
    log = api(people["ann"]).get(f"/api/games/{game.pk}/log/?as=jsonl")
    assert log.status_code == 200
    lines = log.content.decode().strip()
    path = tmp_path / "doubles.jsonl"
    path.write_text(lines + "\n", encoding="utf-8")
    assert json.loads(lines.splitlines()[0])["players"] == [u.username for u in seats]
    out = io.StringIO()
    with pytest.raises(SystemExit) as done:
        call_command("replay", str(path), "--seed", game.seed, stdout=out)
    assert done.value.code == 0, out.getvalue()
    text = out.getvalue()
    assert "ann (0) & cat (2) vs bob (1) & dan (3)" in text
    out = io.StringIO()
    with pytest.raises(SystemExit) as done:
        call_command("audit", str(game.pk), stdout=out)
    assert done.value.code == 0, out.getvalue()
    match.refresh_from_db()
    winner = game.outcome["winner"]
    if winner is not None and game.outcome["termination"] != "time":
        # the match is best of 3 by default: a game won, the next started, or the result
        assert match.games.count() >= 1


def test_a_simulated_online_doubles_event_plays_four_seat_games() -> None:
    out = io.StringIO()
    call_command(
        "simulate_tournament", "--players", "8", "--doubles", "--rounds", "1", "--seed", "d2",
        "--turn-limit", "12", "--json", stdout=out,
    )  # fmt: skip
    report = json.loads(out.getvalue())
    event = Tournament.objects.get(pk=report["tournament"])
    assert (event.team_size, event.play_mode) == (2, "online")
    games = Game.objects.filter(match_game__match__round__tournament=event)
    assert games.exists()
    assert all(len(g.seat_user_ids) == 4 for g in games)
    assert all(g.status == Game.Status.ENDED for g in games)
    assert len(report["standings"]) == 4


def test_each_seat_plays_its_own_players_list(people: dict[str, Any]) -> None:
    """The four lists submitted by the four players are the four seats' teams."""
    doubles = Format.objects.create(name="Doubles", team_format=Format.TeamFormat.DOUBLES)
    event = events.create_tournament(
        people["olga"], name="Pairs", date=DAY, format=doubles, play_mode="online"
    )
    entries.register(event, people["ann"], partner=people["cat"])
    entries.register(event, people["bob"], partner=people["dan"])
    links = {
        "ann": "?view&cards=3x1ocr;3x4ocr;1x41ocr",
        "bob": "?view&cards=3x13ocr;2x14ocr;1x39ocr",
        "cat": "?view&cards=2x7ocr;3x8ocr;1x40ocr",
        "dan": "?view&cards=3x15ocr;1x46ocr",
    }
    for name, link in links.items():
        answer = api(people[name]).post(
            f"/api/tournaments/{event.pk}/team-list/", {"link": link}, format="json"
        )
        assert answer.status_code == 201, answer.content
    match = generation.generate_round(event.pk, 1).matches.get()
    game = MatchGame.objects.get(match=match, number=1).game
    genesis = GameEvent.objects.get(game=game, seq=0).payload
    seats = seats_of(match)
    assert genesis["players"] == [u.username for u in seats]
    for seat, user in enumerate(seats):
        entry = match.player_a if seat % 2 == 0 else match.player_b
        own = entry.team_list["members"][str(user.pk)]
        assert [list(c) for c in genesis["teams"][seat]] == [list(c) for c in own["cards"]]
        assert genesis["basic_actions"][seat] == own["basic_actions"]
