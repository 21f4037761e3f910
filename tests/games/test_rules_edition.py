"""A stored game recorded under another rules edition (games/engine/model/edition.py): when
today's rules refuse its log, every place that reports on it (the audit service and API, the
`audit` and `replay` commands, the judge's stepper and the pages) says it could not be
re-validated under current rules, not that it is corrupt; under today's edition the same
failure is reported as before, and an edited history is tampered with under any edition.

The "older engine's game" is a played game stored again, through the event store, with its
genesis saying an older edition (or nothing, as logs were stored before the edition) and the
first damage to a player one more than today's rules deal: what a fix of the damage rules
makes of an honest game. Its hash chain is intact: nobody edited it behind the store."""

import json
from io import StringIO
from pathlib import Path
from typing import Any

import pytest
from django.core.management import call_command
from django.db import connection
from django.test import Client
from rest_framework.test import APIClient

from games import event_store, services
from games.engine import FIRST_RULES_EDITION, RULES_EDITION
from games.models import Game, GameEvent
from tests.games.db_helpers import EVENT_TABLE, append_only_disabled

pytestmark = pytest.mark.django_db

CHANGED = "log/rules_edition_changed"
MISMATCH = "log/event_does_not_follow"


@pytest.fixture
def played(users: dict[str, Any]) -> Game:
    """A whole online game the greedy bots played under today's rules: ended, seed out."""
    game = services.autoplay(
        services.start_game(users["alice"], users["bob"]).pk, actors=(users["alice"], users["bob"])
    )
    game = Game.objects.get(pk=game.pk)
    assert game.status == Game.Status.ENDED
    return game


def stored_again(game: Game, edition: int | None, *, changed: bool) -> tuple[Game, int | None]:
    """The game's log stored as a new game (same players, seed and outcome) whose genesis
    says `edition` (None: no field) and, if `changed`, whose first damage to a player is one
    more. Returns it and the seq today's rules stop at (None when unchanged)."""
    records = event_store.load(game.pk)
    genesis = {k: v for k, v in records[0].items() if k != "rules_edition"}
    if edition is not None:
        genesis["rules_edition"] = edition
    rest = [dict(r) for r in records[1:]]
    seq = None
    if changed:
        seq = next(r["seq"] for r in rest if r["type"] == "PlayerDamaged")
        rest[seq - 1]["amount"] += 1
    again = event_store.create_game(
        game.mode,
        game.options,
        genesis,
        player_one=game.player_one,
        player_two=game.player_two,
        seed=game.seed,
    )
    event_store.append(again.pk, rest, expected_seq=0)
    event_store.end_game(again.pk, game.outcome)
    return Game.objects.get(pk=again.pk), seq


def tamper(game: Game) -> int:
    """Edit the toss behind the store (the append-only triggers lifted): the chain breaks."""
    toss = GameEvent.objects.filter(game=game, type="TossWon").get()
    payload = {**toss.payload, "player": 1 - toss.payload["player"]}
    with append_only_disabled(connection.alias), connection.cursor() as cursor:
        cursor.execute(
            f"UPDATE {EVENT_TABLE} SET payload = %s WHERE id = %s", [json.dumps(payload), toss.pk]
        )
    return toss.seq


def audit_command(game: Game) -> tuple[int, str]:
    out = StringIO()
    with pytest.raises(SystemExit) as exited:
        call_command("audit", str(game.pk), stdout=out, stderr=StringIO())
    return exited.value.code, out.getvalue()


def judge_client(users: dict[str, Any]) -> APIClient:
    client = APIClient()
    client.force_authenticate(users["staff"])
    return client


# --- the audit --------------------------------------------------------------------------


@pytest.mark.parametrize("edition", [None, FIRST_RULES_EDITION])
def test_an_older_editions_game_that_fails_today_is_not_revalidated_not_corrupt(
    played: Game, edition: int | None
) -> None:
    old, seq = stored_again(played, edition, changed=True)
    report = services.audit(old)
    assert report["chain"]["ok"] is True
    assert (report["ok"], report["verdict"]) == (False, "not_revalidated")
    assert report["rules_edition"] == {"recorded": FIRST_RULES_EDITION, "current": RULES_EDITION}
    replayed = report["replay"]
    assert (replayed["ok"], replayed["code"], replayed["seq"]) == (False, CHANGED, seq)
    assert (replayed["recorded_edition"], replayed["current_edition"]) == (1, RULES_EDITION)
    assert replayed["cause"]["code"] == MISMATCH
    assert replayed["message"].startswith(
        f"could not be re-validated under current rules (recorded under edition 1, engine is"
        f" edition {RULES_EDITION})"
    )
    assert report["outcome"]["ok"] is None  # not compared, not "wrong"

    code, out = audit_command(old)
    assert code == 3, out
    lines = {line.split(":")[0]: line for line in out.splitlines()}
    assert lines["hash chain"][20:].split()[0] == "ok"
    assert lines["replay"][20:].startswith("NOT RE-VALIDATED")
    assert f"recorded under edition 1, engine is edition {RULES_EDITION}" in lines["rules edition"]
    assert "FAIL" not in out
    last = out.rstrip().splitlines()[-1]
    assert last.startswith("AUDIT NOT RE-VALIDATED: the game could not be re-validated under")
    assert f"(recorded under edition 1, engine is edition {RULES_EDITION})" in last


def test_the_same_failure_under_todays_edition_is_reported_as_today(played: Game) -> None:
    same, seq = stored_again(played, RULES_EDITION, changed=True)
    report = services.audit(same)
    assert report["chain"]["ok"] is True
    assert (report["ok"], report["verdict"]) == (False, "failed")
    assert report["replay"] == {
        "ok": False,
        "code": MISMATCH,
        "message": report["replay"]["message"],
        "seq": seq,
    }
    assert report["outcome"]["ok"] is False
    code, out = audit_command(same)
    assert code == 1, out
    assert "NOT RE-VALIDATED" not in out
    assert out.rstrip().endswith("AUDIT FAILED")


@pytest.mark.parametrize("edition", [None, FIRST_RULES_EDITION, RULES_EDITION])
@pytest.mark.parametrize("changed", [False, True])
def test_an_edited_history_is_tampered_with_whatever_the_edition(
    played: Game, edition: int | None, changed: bool
) -> None:
    game, _ = stored_again(played, edition, changed=changed)
    seq = tamper(game)
    report = services.audit(game)
    assert report["chain"]["ok"] is False and report["chain"]["first_bad_seq"] == seq
    assert (report["ok"], report["verdict"]) == (False, "tampered")
    code, out = audit_command(game)
    assert code == 1, out
    assert f"broken at seq {seq}" in out
    assert out.rstrip().endswith("AUDIT FAILED")


@pytest.mark.parametrize("edition", [None, FIRST_RULES_EDITION, RULES_EDITION])
def test_an_honest_game_of_any_edition_still_loads_and_audits_clean(
    played: Game, edition: int | None
) -> None:
    """The log format stored today (no edition field) loads; a game that still validates
    passes whatever its edition."""
    game, _ = stored_again(played, edition, changed=False)
    assert "rules_edition" not in event_store.load(game.pk)[0] or edition is not None
    report = services.audit(game)
    assert (report["ok"], report["verdict"]) == (True, "ok"), report
    recorded = FIRST_RULES_EDITION if edition is None else edition
    assert report["rules_edition"] == {"recorded": recorded, "current": RULES_EDITION}
    assert services.load_state(game).over
    assert audit_command(game)[0] == 0


def test_a_new_game_records_todays_edition(played: Game) -> None:
    assert event_store.load(played.pk)[0]["rules_edition"] == RULES_EDITION
    assert services.audit(played)["rules_edition"] == {
        "recorded": RULES_EDITION,
        "current": RULES_EDITION,
    }


# --- the API and the pages --------------------------------------------------------------


def test_the_audit_api_says_not_revalidated(played: Game, users: dict[str, Any]) -> None:
    old, seq = stored_again(played, None, changed=True)
    body = APIClient().get(f"/api/games/{old.pk}/audit/").json()
    assert body["verdict"] == "not_revalidated" and body["ok"] is False
    assert (body["replay"]["code"], body["replay"]["seq"]) == (CHANGED, seq)
    same, _ = stored_again(played, RULES_EDITION, changed=True)
    body = APIClient().get(f"/api/games/{same.pk}/audit/").json()
    assert (body["verdict"], body["replay"]["code"]) == ("failed", MISMATCH)


def test_the_judges_stepper_answers_409_with_both_editions(
    played: Game, users: dict[str, Any]
) -> None:
    old, seq = stored_again(played, None, changed=True)
    judge = judge_client(users)
    before = judge.get(f"/api/games/{old.pk}/state/?seq={seq - 1}")
    assert before.status_code == 200  # the history before the change still replays
    response = judge.get(f"/api/games/{old.pk}/state/?seq={seq}")
    assert response.status_code == 409, response.content
    body = response.json()
    assert body["code"] == CHANGED and body["seq"] == seq
    assert (body["recorded_edition"], body["current_edition"]) == (1, RULES_EDITION)
    assert body["cause"]["code"] == MISMATCH
    assert f"recorded under edition 1, engine is edition {RULES_EDITION}" in body["message"]
    detail = judge.get(f"/api/games/{old.pk}/")  # the game at its head: the same answer
    assert (detail.status_code, detail.json()["code"]) == (409, CHANGED)


def test_the_same_failure_under_todays_edition_is_still_a_corrupt_log_answer(
    played: Game, users: dict[str, Any]
) -> None:
    same, seq = stored_again(played, RULES_EDITION, changed=True)
    response = judge_client(users).get(f"/api/games/{same.pk}/state/?seq={seq}")
    assert response.status_code == 500
    assert response.json()["code"] == MISMATCH


@pytest.mark.parametrize("page", ["judge", "play"])
def test_the_pages_of_a_game_not_revalidated_say_so(
    played: Game, users: dict[str, Any], page: str
) -> None:
    old, _ = stored_again(played, None, changed=True)
    client = Client()
    client.force_login(users["staff"])
    response = client.get(f"/games/{old.pk}/{page}/")
    assert response.status_code == 200
    html = response.content.decode()
    banner = html[html.index('id="not-revalidated"') :].split("</p>")[0]
    assert (
        "This game could not be re-validated under current rules (recorded under edition 1,"
        f" engine is edition {RULES_EDITION}): {CHANGED}" not in banner
    )
    assert (
        "This game could not be re-validated under current rules (recorded under edition 1,"
        f" engine is edition {RULES_EDITION}): {MISMATCH} at seq" in banner
    ), banner
    honest = client.get(f"/games/{played.pk}/{page}/").content.decode()
    assert 'id="not-revalidated"' not in honest


# --- the replay command -----------------------------------------------------------------


@pytest.mark.parametrize(("edition", "exit_code"), [(None, 3), (RULES_EDITION, 1)])
def test_the_replay_command_on_a_file(
    played: Game, tmp_path: Path, edition: int | None, exit_code: int
) -> None:
    game, seq = stored_again(played, edition, changed=True)
    path = tmp_path / "game.jsonl"
    path.write_text(services.log_jsonl(game))
    err = StringIO()
    with pytest.raises(SystemExit) as exited:
        call_command("replay", str(path), stdout=StringIO(), stderr=err)
    assert exited.value.code == exit_code, err.getvalue()
    if edition is None:
        assert err.getvalue().startswith(
            f"not re-validated at seq {seq} (PlayerDamaged): {CHANGED}"
        )
        assert f"recorded under edition 1, engine is edition {RULES_EDITION}" in err.getvalue()
    else:
        assert err.getvalue().startswith(f"invalid at seq {seq} (PlayerDamaged): {MISMATCH}")
