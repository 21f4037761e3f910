"""`manage.py audit GAME_ID`: 0 when the game checks out, 1 when anything fails, 2 no game."""

import json
import uuid
from io import StringIO
from typing import Any

import pytest
from django.core.management import call_command
from django.db import connection

from games import services
from games.models import Game, GameEvent
from tests.games.db_helpers import EVENT_TABLE, append_only_disabled

pytestmark = pytest.mark.django_db


@pytest.fixture
def ended_game(django_user_model: Any) -> Game:
    """A whole online game played by the greedy bots: ended, seed revealed."""
    alice = django_user_model.objects.create_user("alice")
    bob = django_user_model.objects.create_user("bob")
    game = services.autoplay(services.start_game(alice, bob).pk, actors=(alice, bob))
    game = Game.objects.get(pk=game.pk)
    assert game.status == Game.Status.ENDED
    return game


def audit(*args: str) -> tuple[int, str, str]:
    out, err = StringIO(), StringIO()
    with pytest.raises(SystemExit) as exited:
        call_command("audit", *args, stdout=out, stderr=err)
    return exited.value.code, out.getvalue(), err.getvalue()


def test_a_played_game_audits_clean_with_exit_0(ended_game: Game) -> None:
    code, out, _ = audit(str(ended_game.pk))
    assert code == 0, out
    lines = {line.split(":")[0]: line for line in out.splitlines()}
    for check in ("hash chain", "replay", "seed commitment", "seed re-derivation"):
        assert lines[check][20:].split()[0] == "ok", lines[check]
    assert f"{ended_game.head_seq + 1} events linked" in out
    assert out.rstrip().endswith("AUDIT OK")


def test_json_report_is_the_service_report(ended_game: Game) -> None:
    code, out, _ = audit(str(ended_game.pk), "--json")
    assert code == 0
    assert json.loads(out) == json.loads(json.dumps(services.audit(ended_game)))


def test_an_event_edited_behind_the_store_fails_with_exit_1(ended_game: Game) -> None:
    roll = GameEvent.objects.filter(game=ended_game, type="TossWon").get()
    payload = {**roll.payload, "player": 1 - roll.payload["player"]}
    with append_only_disabled(connection.alias), connection.cursor() as cursor:
        cursor.execute(
            f"UPDATE {EVENT_TABLE} SET payload = %s WHERE id = %s", [json.dumps(payload), roll.pk]
        )
    code, out, _ = audit(str(ended_game.pk))
    assert code == 1, out
    assert f"broken at seq {roll.seq}" in out
    assert "hash chain:" in out and "FAIL" in out
    assert out.rstrip().endswith("AUDIT FAILED")


@pytest.mark.parametrize("game_id", [str(uuid.uuid4()), "not-a-uuid"])
def test_an_unknown_game_exits_2(game_id: str) -> None:
    code, out, err = audit(game_id)
    assert code == 2
    assert out == ""
    assert game_id in err
