"""games.services: the one path from a request to the engine and the event log."""

import json
import random
import threading
from typing import Any

import pytest
from django.contrib.auth.models import Group
from django.db import connection, connections

from cards.catalog import catalog
from games import access, chance_reports, event_store, services
from games.engine import snapshot
from games.engine.api import waiting_for
from games.engine.log.replay import replay
from games.engine.sim.bots import greedy_bot
from games.errors import (
    IdempotencyKeyReused,
    IllegalMove,
    MalformedAction,
    NotAllowed,
    StaleSequence,
)
from games.models import Game, GameEvent, IdempotencyRecord
from games.state_cache import head_tag, state_cache
from tests.games.db_helpers import EVENT_TABLE, append_only_disabled, plant_snapshot

pytestmark = pytest.mark.django_db


@pytest.fixture
def players(django_user_model: Any) -> tuple[Any, Any]:
    return (
        django_user_model.objects.create_user("alice"),
        django_user_model.objects.create_user("bob"),
    )


@pytest.fixture
def game(players: tuple[Any, Any]) -> Game:
    return services.start_game(*players)


def fresh(game: Game) -> Game:
    return Game.objects.get(pk=game.pk)


def bot_move(game: Game, players: tuple[Any, Any], rng: random.Random) -> tuple[Any, dict]:
    """The awaited player's user and the greedy bot's action for them."""
    state = services.load_state(game)
    pending = waiting_for(state)
    assert pending is not None and pending.player is not None
    return players[pending.player], greedy_bot(state, pending.player, rng).to_dict()


def play(game: Game, players: tuple[Any, Any], rng: random.Random, moves: int | None = None):
    """Submit greedy-bot actions through the service until the end (or `moves` actions)."""
    done = 0
    while fresh(game).status == Game.Status.ACTIVE and (moves is None or done < moves):
        game = fresh(game)
        user, action = bot_move(game, players, rng)
        result = services.submit_action(game.pk, user, action, game.head_seq)
        assert result["seq"] == fresh(game).head_seq
        done += 1
        assert done < 2000, "the game did not end"
    return fresh(game)


def test_start_game_commits_to_the_engine_seed_hash_and_rolls_to_the_first_decision(
    game: Game,
) -> None:
    """Genesis carries the store's commitment; online chance (the toss) is already appended."""
    genesis = GameEvent.objects.get(game=game, seq=0).payload
    assert genesis["type"] == "GameCreated"
    assert genesis["seed_hash"] == game.seed_hash == event_store.seed_commitment(game.seed)
    assert genesis["players"] == ["alice", "bob"]
    assert game.head_seq >= 1
    pending = waiting_for(services.load_state(game))
    assert pending is not None and pending.kind == "choose_order"
    assert game.revealed_seed is None


def test_a_whole_online_game_played_by_two_users_ends_reveals_the_seed_and_audits_clean(
    game: Game, players: tuple[Any, Any]
) -> None:
    """Greedy bots play every decision through submit_action; the end reveals the seed
    and the audit re-derives every draw and roll from it."""
    ended = play(game, players, random.Random(0))
    assert ended.status == Game.Status.ENDED
    assert ended.outcome is not None and ended.outcome["winner"] in (0, 1)
    assert ended.revealed_seed == game.seed
    report = services.audit(ended)
    assert report["ok"] is True, report
    assert report["seed"]["randomness_checked"] is True
    assert report["seed"]["commitment_ok"] is True
    assert report["replay"]["events"] == ended.head_seq + 1
    with pytest.raises(IllegalMove) as refused:
        services.submit_action(game.pk, players[0], {"type": "concede"}, ended.head_seq)
    assert refused.value.code == "game/over"


def test_a_stale_expected_seq_is_refused_and_appends_nothing(
    game: Game, players: tuple[Any, Any]
) -> None:
    """The action carries the seq it saw; any other head is 409 turn/stale_seq (DM-5.1)."""
    user, action = bot_move(game, players, random.Random(0))
    head = game.head_seq
    with pytest.raises(StaleSequence) as stale:
        services.submit_action(game.pk, user, action, head - 1)
    assert (stale.value.code, stale.value.http_status) == ("turn/stale_seq", 409)
    assert fresh(game).head_seq == head
    assert GameEvent.objects.filter(game=game).count() == head + 1


def test_an_illegal_action_raises_its_engine_code_and_appends_nothing(
    game: Game, players: tuple[Any, Any]
) -> None:
    """The game waits for the toss winner to choose the order; passing priority is refused."""
    user, _ = bot_move(game, players, random.Random(0))
    head = game.head_seq
    with pytest.raises(IllegalMove) as refused:
        services.submit_action(game.pk, user, {"type": "pass_priority"}, head)
    assert (refused.value.code, refused.value.http_status) == ("turn/wrong_step", 422)
    assert fresh(game).head_seq == head
    assert GameEvent.objects.filter(game=game).count() == head + 1


@pytest.mark.parametrize(
    ("action", "code"),
    [
        ({"type": "no_such_action"}, "action/unknown"),
        ({"go_first": True}, "action/malformed"),
        ("pass", "action/malformed"),
        ({"type": "choose_first_player", "go_first": "yes"}, "action/malformed"),
        ({"type": "choose_first_player", "colour": "red"}, "action/malformed"),
    ],
)
def test_a_malformed_action_is_400_and_appends_nothing(
    game: Game, players: tuple[Any, Any], action: Any, code: str
) -> None:
    user, _ = bot_move(game, players, random.Random(0))
    with pytest.raises(MalformedAction) as refused:
        services.submit_action(game.pk, user, action, game.head_seq)
    assert (refused.value.code, refused.value.http_status) == (code, 400)
    assert fresh(game).head_seq == game.head_seq


def test_the_same_idempotency_key_returns_the_first_answer_and_acts_once(
    game: Game, players: tuple[Any, Any]
) -> None:
    """A retried request (same key, same user) gets the stored answer; nothing is appended."""
    user, action = bot_move(game, players, random.Random(0))
    first = services.submit_action(game.pk, user, action, game.head_seq, idempotency_key="k-1")
    head = fresh(game).head_seq
    again = services.submit_action(game.pk, user, action, game.head_seq, idempotency_key="k-1")
    assert again == first
    assert fresh(game).head_seq == head
    assert IdempotencyRecord.objects.filter(game=game).count() == 1
    other = players[1] if user == players[0] else players[0]
    with pytest.raises(IdempotencyKeyReused):
        services.submit_action(game.pk, other, action, head, idempotency_key="k-1")


def test_the_player_not_awaited_is_refused_with_403(game: Game, players: tuple[Any, Any]) -> None:
    """Only the player the engine waits for decides (DM-8.21); acting for the other seat
    is refused too."""
    user, action = bot_move(game, players, random.Random(0))
    other = players[1] if user == players[0] else players[0]
    other_index = players.index(other)
    with pytest.raises(NotAllowed) as refused:
        services.submit_action(game.pk, other, {**action, "player": other_index}, game.head_seq)
    assert (refused.value.code, refused.value.http_status) == ("turn/not_your_decision", 403)
    with pytest.raises(NotAllowed):
        services.submit_action(game.pk, other, action, game.head_seq)  # claims the other seat
    assert fresh(game).head_seq == game.head_seq


def test_a_player_may_concede_while_the_opponent_decides(
    game: Game, players: tuple[Any, Any]
) -> None:
    """Conceding is not a decision the engine waits for; it ends the game at once."""
    user, _ = bot_move(game, players, random.Random(0))
    other = players[1] if user == players[0] else players[0]
    result = services.submit_action(game.pk, other, {"type": "concede"}, game.head_seq)
    ended = fresh(game)
    assert ended.status == Game.Status.ENDED
    assert ended.outcome == {"winner": players.index(user), "termination": "concession"}
    assert result["game"]["seed"] == game.seed
    assert services.audit(ended)["ok"] is True


def test_spectators_read_the_game_but_cannot_act(
    game: Game, players: tuple[Any, Any], django_user_model: Any
) -> None:
    """A stranger gets the spectator view (bag sizes only) and no actions."""
    stranger = django_user_model.objects.create_user("carol")
    seen = services.player_view(game, stranger)
    assert seen["viewer"] == "spectator"
    assert all(isinstance(p["zones"]["bag"], int) for p in seen["view"]["players"])
    assert services.player_view(game, players[0])["viewer"] == "player0"
    assert isinstance(
        services.player_view(game, players[0])["view"]["players"][0]["zones"]["bag"], list
    )
    _, action = bot_move(game, players, random.Random(0))
    with pytest.raises(NotAllowed) as refused:
        services.submit_action(game.pk, stranger, action, game.head_seq)
    assert refused.value.code == "game/not_a_player"
    with pytest.raises(NotAllowed):
        services.legal_action_dicts(game, stranger)


def test_judges_and_staff_get_the_judge_view(game: Game, django_user_model: Any) -> None:
    judge = django_user_model.objects.create_user("judy")
    judge.groups.add(Group.objects.create(name=access.JUDGE_GROUP))
    staff = django_user_model.objects.create_user("sam", is_staff=True)
    assert services.player_view(game, judge)["viewer"] == "judge"
    assert services.player_view(game, staff)["viewer"] == "judge"
    assert services.judge_state_at(game, judge, 0)["view"]["seq"] == 1


def test_state_at_is_for_judges_and_for_players_once_the_game_ended(
    game: Game, players: tuple[Any, Any]
) -> None:
    with pytest.raises(NotAllowed):
        services.judge_state_at(game, players[0], 0)
    services.submit_action(game.pk, players[0], {"type": "concede"}, game.head_seq)
    ended = fresh(game)
    assert services.judge_state_at(ended, players[0], 0)["view"]["turn"] == 0
    assert services.state_at(ended, ended.head_seq).over
    with pytest.raises(MalformedAction):
        services.state_at(ended, ended.head_seq + 1)


def test_a_wrong_or_missing_snapshot_does_not_change_results(
    game: Game, players: tuple[Any, Any]
) -> None:
    """The cache is a shortcut: cleared, garbage or of another head, the log decides."""
    rng = random.Random(1)
    game = play(game, players, rng, moves=15)
    early = services.load_state(game)
    game = play(game, players, rng, moves=15)
    expected = services.player_view(game, players[0])
    truth = replay(event_store.load(game.pk), catalog(), seed=game.seed)
    tag = head_tag(game.head_seq, game.head_hash)
    poisons = [
        None,
        b"not a snapshot",
        snapshot.encode(early, tag),  # this head's tag on another state
        snapshot.encode(early, head_tag(early.seq - 1, "0" * 64)),  # a snapshot of the past
    ]
    for poison in poisons:
        state_cache().clear_local()
        plant_snapshot(game, poison)
        assert services.load_state(game) == truth
        assert services.player_view(game, players[0]) == expected
    state_cache().clear_local()
    plant_snapshot(game, None)
    ended = play(game, players, rng)
    assert ended.status == Game.Status.ENDED
    assert services.audit(ended)["ok"] is True


def test_a_paper_game_takes_reported_chance_from_the_players(
    players: tuple[Any, Any],
) -> None:
    """Paper play: nothing is rolled by the server; a player reports the toss and the other
    confirms it (tests/games/test_chance_reports.py has the rest)."""
    game = services.start_game(*players, mode="paper")
    assert game.head_seq == 0
    assert waiting_for(services.load_state(game)).kind == "toss"
    result = services.submit_action(game.pk, players[1], {"type": "report_toss", "player": 1}, 0)
    assert result["status"] == "awaiting_confirmation"
    assert fresh(game).head_seq == 0
    confirmed = chance_reports.confirm(game.pk, players[0], result["report"]["id"])
    assert confirmed["events"][0]["type"] == "TossWon"
    assert waiting_for(services.load_state(fresh(game))).kind == "choose_order"
    assert services.audit(fresh(game))["ok"] is True


@pytest.mark.django_db(transaction=True)
def test_two_concurrent_submissions_at_one_seq_exactly_one_wins(
    players: tuple[Any, Any],
) -> None:
    """The row lock serialises writers: the second sees a new head and gets 409."""
    if connection.vendor != "postgresql":
        pytest.skip("SQLite's in-memory test database is not shared between threads")
    game = services.start_game(*players)
    user, action = bot_move(game, players, random.Random(0))
    barrier = threading.Barrier(2)
    results: list[Any] = []

    def submit() -> None:
        try:
            barrier.wait()
            results.append(services.submit_action(game.pk, user, action, game.head_seq))
        except Exception as error:  # any other error is shown by the assert below
            results.append(error)
        finally:
            connections.close_all()

    threads = [threading.Thread(target=submit) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        # Generous: CI shares two cores with other work; a lost thread shows as a short list.
        thread.join(300)
    assert sorted(type(r).__name__ for r in results) == ["StaleSequence", "dict"], results
    stale = next(r for r in results if isinstance(r, StaleSequence))
    assert stale.http_status == 409
    won = next(r for r in results if isinstance(r, dict))
    assert fresh(game).head_seq == won["seq"]
    assert event_store.verify_chain(game.pk).ok


def test_a_writer_that_read_the_head_before_another_landed_is_stale_not_broken(
    players: tuple[Any, Any],
) -> None:
    """A move takes no lock: between reading the head and replaying the log another move may
    land. The replay stops at the head it read, and its append is refused as stale (409),
    never as a broken log (what CI once saw from the race above)."""
    game = services.start_game(*players)
    user, action = bot_move(game, players, random.Random(0))
    early = access.get_game(game.pk, lock=False)
    won = services.submit_action(game.pk, user, action, game.head_seq)
    state_cache().clear_local()
    plant_snapshot(game, None)
    state = services.load_state(early)
    assert state.seq == early.head_seq + 1 < won["seq"] + 1
    system = access.system_of(early)
    index = access.player_index(early, user)
    events, _ = system.apply(state, system.parse_action(action, index), online=True)
    records = system.to_records(events, start=state.seq)
    with pytest.raises(StaleSequence) as refused:
        event_store.append_at_head(early, records, actor=user)
    assert refused.value.http_status == 409
    assert fresh(game).head_seq == won["seq"]
    assert event_store.verify_chain(game.pk).ok
    # A reader that read the head before the move landed sees the game as of that head.
    reader = access.get_game(game.pk)
    reader.head_seq, reader.head_hash = early.head_seq, early.head_hash
    state_cache().clear_local()
    plant_snapshot(game, None)
    assert services.load_state(reader).seq == early.head_seq + 1


def test_the_audit_finds_an_event_edited_behind_the_store(
    game: Game, players: tuple[Any, Any]
) -> None:
    """Changing a stored roll breaks the hash chain and the replay; the audit says where."""
    services.submit_action(game.pk, players[0], {"type": "concede"}, game.head_seq)
    roll = GameEvent.objects.filter(game=game, type="TossWon").get()
    payload = {**roll.payload, "player": 1 - roll.payload["player"]}
    with append_only_disabled(connection.alias), connection.cursor() as cursor:
        cursor.execute(
            f"UPDATE {EVENT_TABLE} SET payload = %s WHERE id = %s", [json.dumps(payload), roll.pk]
        )
    report = services.audit(fresh(game))
    assert report["ok"] is False
    assert report["chain"]["first_bad_seq"] == roll.seq
    assert report["replay"]["ok"] is False
