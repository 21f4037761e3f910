"""Draft Teams (2014) end to end: a game created through the API drafts its teams with
`draft_pick` actions (events of the game's log), is played out, and its log is replayed by
the `replay` command; a Swiss event of drafts runs from `simulate_tournament`."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

import pytest
from django.core.management import call_command
from django.db import connection

from games import services
from games.engine.flow.randomness import draft_basic_actions
from games.event_store import GENESIS_HASH, chain_hash
from games.models import Game, GameEvent
from tests.games.db_helpers import EVENT_TABLE, append_only_disabled
from tournaments.models import MatchGame, Tournament

from .test_rules_2014_end_to_end import client_for, replay_command

pytestmark = pytest.mark.django_db
OPTIONS = {"rules": "dm-2014", "team_format": "draft-2014", "starting_life": 10}


@pytest.fixture
def users(django_user_model: Any) -> dict[str, Any]:
    make = django_user_model.objects.create_user
    return {"alice": make("alice"), "bob": make("bob"), "staff": make("sam", is_staff=True)}


def test_a_draft_through_the_api_then_the_game_and_its_log_replayed(
    users: dict[str, Any], tmp_path: Path
) -> None:
    body = {"player_one": users["alice"].pk, "player_two": users["bob"].pk, "mode": "online"}
    created = client_for(users["staff"]).post(
        "/api/games/", {**body, "options": OPTIONS}, format="json"
    )
    assert created.status_code == 201, created.content
    game = Game.objects.get(pk=created.json()["game"]["id"])
    too_big = {**OPTIONS, "starting_life": 25}
    refused = client_for(users["staff"]).post(
        "/api/games/", {**body, "options": too_big}, format="json"
    )
    assert refused.status_code == 400 and refused.json()["code"] == "draft/bad_size"

    seats = (users["alice"], users["bob"])
    picks = 0
    for _ in range(80):
        detail = client_for(users["staff"]).get(f"/api/games/{game.pk}/").json()
        waiting = detail["view"]["waiting_for"]
        if waiting["kind"] == "draw":
            break
        seat = seats[waiting["player"]]
        legal = client_for(seat).get(f"/api/games/{game.pk}/legal-actions/").json()
        actions = [a for a in legal["actions"] if a["type"] != "concede"]
        if waiting["kind"] == "draft_pick":
            other = seats[1 - waiting["player"]]
            answer = client_for(other).post(
                f"/api/games/{game.pk}/actions/",
                {"action": actions[0], "expected_seq": legal["seq"]},
                format="json",
            )
            assert answer.status_code == 403  # not their pick
            bad = {**actions[0], "dice": 99}
            answer = client_for(seat).post(
                f"/api/games/{game.pk}/actions/",
                {"action": bad, "expected_seq": legal["seq"]},
                format="json",
            )
            assert answer.status_code == 422, answer.content  # an illegal move
            assert answer.json()["code"] == "draft/too_many_dice"
            picks += 1
        answer = client_for(seat).post(
            f"/api/games/{game.pk}/actions/",
            {"action": actions[0], "expected_seq": legal["seq"]},
            format="json",
        )
        assert answer.status_code == 201, answer.content
    assert picks >= 8
    services.autoplay(game.pk)
    game.refresh_from_db()
    assert game.status == "ended"

    log = client_for(None).get(f"/api/games/{game.pk}/log/", {"as": "jsonl"}).content.decode()
    records = [json.loads(line) for line in log.splitlines() if line.strip()]
    genesis = records[0]
    assert genesis["draft_pool"] and genesis["teams"] == [[], []]
    offered = sorted({"41ocr", "39ocr", "40ocr", "46ocr", "43ocr", "42ocr", "56ocr", "45ocr"})
    assert genesis["basic_actions"][0] == list(draft_basic_actions(game.seed, tuple(offered), 3))
    drafted = [r for r in records if r["type"] == "CardDrafted"]
    assert len(drafted) == picks
    assert [r["player"] for r in drafted[:2]] != [drafted[0]["player"]] * 2  # alternate
    assert replay_command(log, tmp_path, game.seed).startswith(f"valid: {len(records)} events")


def test_simulate_tournament_runs_a_swiss_event_of_draft_teams() -> None:
    out = io.StringIO()
    call_command(
        "simulate_tournament", "--players", "4", "--rounds", "2", "--seed", "draft-2014",
        "--rules", "dm-2014", "--format", "draft-2014", "--life", "12", "--json", stdout=out,
    )  # fmt: skip
    result = json.loads(out.getvalue())
    tournament = Tournament.objects.get(pk=result["tournament"])
    links = MatchGame.objects.filter(match__round__tournament=tournament).select_related("game")
    assert links.count() == 4
    for link in links:
        assert link.game.status == "ended"
        assert link.game.options["team_format"] == "draft-2014"
        kinds = [e.payload["type"] for e in link.game.events.order_by("seq")[:40]]
        assert "CardDrafted" in kinds
    assert services.audit(links.first().game)["ok"] is True


def test_a_draft_event_takes_no_team_list(django_user_model: Any) -> None:
    import datetime

    from tournaments import events
    from tournaments.models import Format
    from tournaments.registration import entries

    make = django_user_model.objects.create_user
    organizer, ann = make("olga"), make("ann")
    draft = Format.objects.create(name="Draft", team_format="draft-2014")
    event = events.create_tournament(
        organizer, name="Draft night", date=datetime.date(2026, 12, 5), format=draft,
        rules_version="dm-2014", starting_life=12,
    )  # fmt: skip
    entries.register(event, ann)
    team = {"cards": [["1ocr", 2]], "basic_actions": ["39ocr", "40ocr"]}
    answer = client_for(ann).post(f"/api/tournaments/{event.pk}/team-list/", team, format="json")
    assert answer.status_code == 400
    assert answer.json()["problems"][0]["code"] == "team/drafted_in_game"


# --- the audit checks a draft's Basic Action Cards and picks ------------------------------


def _forge(game: Game, edit: Any) -> None:
    """Rewrite the log as someone with write access to the database would: `edit(records)`
    changes the payloads, then every link of the hash chain and the game's head are
    recomputed, so the chain itself checks out and only the content can give it away."""
    rows = list(GameEvent.objects.filter(game=game).order_by("seq"))
    payloads = [dict(row.payload) for row in rows]
    edit(payloads)
    prev = GENESIS_HASH
    with append_only_disabled(connection.alias), connection.cursor() as cursor:
        for row, payload in zip(rows, payloads, strict=True):
            new = chain_hash(prev, payload)
            cursor.execute(
                f"UPDATE {EVENT_TABLE} SET payload = %s, prev_hash = %s, hash = %s WHERE id = %s",
                [json.dumps(payload), prev, new, row.pk],
            )
            prev = new
    Game.objects.filter(pk=game.pk).update(head_hash=prev)


def _audit_lines(game: Game) -> tuple[int, dict[str, str]]:
    out = io.StringIO()
    with pytest.raises(SystemExit) as exited:
        call_command("audit", str(game.pk), stdout=out)
    lines = {line.split(":")[0]: line for line in out.getvalue().splitlines()}
    return int(exited.value.code), lines


@pytest.fixture
def drafted_game(users: dict[str, Any]) -> Game:
    """A Draft Teams game created online, drafted and played to the end by the bots."""
    game = services.start_game(users["alice"], users["bob"], options=OPTIONS)
    game = services.autoplay(game.pk)
    game.refresh_from_db()
    assert game.status == "ended" and game.revealed_seed
    return game


def test_the_audit_checks_a_drafts_basic_action_cards(drafted_game: Game) -> None:
    """001:L877-878: "Shuffle the basic action cards and choose three or four of them at
    random to use": the draw is the seed's, so once the seed is revealed the audit draws
    again; a log whose centre was changed (its chain rewritten to match) fails."""
    game = drafted_game
    report = services.audit(game)
    assert report["ok"], report
    setup = report["setup"]
    assert setup["ok"] is True and len(setup["centre"]) == 3 and setup["picks"] >= 8
    assert set(setup["centre"]) <= set(setup["offered"])
    code, lines = _audit_lines(game)
    assert code == 0 and lines["draft draw"][20:].startswith("ok")

    centre = setup["centre"]
    other = next(b for b in setup["offered"] if b not in centre)

    def swap(payloads: list[dict[str, Any]]) -> None:
        # One card of the centre for another offered one, and every later mention of it
        # (dice ids, purchases), so the game itself replays without the seed.
        offered = payloads[0]["draft_offered"]
        text = json.dumps(payloads).replace(f'"{centre[0]}', f'"{other}')
        text = text.replace(f"bac:{centre[0]}:", f"bac:{other}:")
        payloads[:] = json.loads(text)
        payloads[0]["draft_offered"] = offered

    _forge(game, swap)
    game.refresh_from_db()
    report = services.audit(game)
    assert report["chain"]["ok"] and not report["ok"]
    assert report["setup"]["ok"] is False and "the seed draws" in report["setup"]["detail"]
    # the replay with the seed refuses it too, at its first event
    assert report["replay"]["seq"] == 0 and "the seed draws" in report["replay"]["message"]
    code, lines = _audit_lines(game)
    assert code == 1 and "FAIL" in lines["draft draw"]


def test_the_audit_refuses_a_draft_without_its_offered_cards(drafted_game: Game) -> None:
    """Dropping the record of what was offered would hide the draw: the audit fails."""

    def drop(payloads: list[dict[str, Any]]) -> None:
        del payloads[0]["draft_offered"]

    _forge(drafted_game, drop)
    drafted_game.refresh_from_db()
    report = services.audit(drafted_game)
    assert report["chain"]["ok"] and report["replay"]["ok"] and not report["ok"]
    assert report["setup"]["ok"] is False and "not recorded" in report["setup"]["detail"]


def test_the_audit_decides_a_drafts_picks_again(drafted_game: Game) -> None:
    """001:L887-888: a player "decides how many (up to the max listed and the chosen team
    limit) to use": a pick edited to more dice than that fails the audit's replay."""

    def more_dice(payloads: list[dict[str, Any]]) -> None:
        pick = next(p for p in payloads if p["type"] == "CardDrafted" and p["dice"] > 0)
        pick["dice"] = 21

    _forge(drafted_game, more_dice)
    drafted_game.refresh_from_db()
    report = services.audit(drafted_game)
    assert report["chain"]["ok"] and not report["ok"]
    assert report["replay"]["code"] == "draft/too_many_dice"
    assert report["setup"]["ok"] is True  # the draw itself is still the seed's
