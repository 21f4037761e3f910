"""The only path from a request to the engine: load, decide, append, evolve.

Views, serializers and tasks call these functions and never touch the engine and the ORM
together. Every write runs in one transaction that locks the game row; the event log is
the truth, the cached state is a shortcut checked against the log's head.
"""

from __future__ import annotations

import json
import logging
import uuid
from collections.abc import Callable, Mapping
from typing import Any

from django.contrib.auth.models import AbstractBaseUser
from django.db import transaction

from games import event_store, systems
from games.access import (
    GameState,
    User,
    cache_state,
    game_summary,
    get_game,
    is_judge,
    jsonable,
    load_state,
    player_index,
    state_at,
    system_of,
    viewer_of,
)
from games.declared import declared_share
from games.errors import (
    IdempotencyKeyReused,
    MalformedAction,
    NotAllowed,
)
from games.event_store import seed_commitment
from games.models import Game, IdempotencyRecord
from games.move_steps import answer, decided, without_read
from games.signals import game_ended, game_started
from games.systems.base import ReplayFailed

logger = logging.getLogger(__name__)

# --- creating and loading ------------------------------------------------------------------


def start_game(
    player_one: AbstractBaseUser,
    player_two: AbstractBaseUser,
    teams: Any = None,
    basic_actions: Any = None,
    options: Mapping[str, Any] | None = None,
    mode: str = "online",
    created_by: AbstractBaseUser | None = None,
    seed: str | None = None,
    partners: tuple[AbstractBaseUser, AbstractBaseUser] | tuple[()] = (),
) -> Game:
    """Genesis at seq 0 committed to a fresh seed; online, the seeded chance that follows.

    `options["rules"]` chooses the game system (games/systems; Dice Masters by default);
    `teams` (and `basic_actions`) are in that system's shape, its demo teams when None.
    `seed` (64 hex digits) replays a known game's chance (tests); never from a request.
    `partners`: a Doubles game's seats 2 and 3 (player one's and player two's partners);
    then there are four teams, one per seat."""
    if mode not in Game.Mode.values:
        raise MalformedAction(f"mode must be one of {Game.Mode.values}", "game/bad_setup")
    if options is not None and not isinstance(options, Mapping):
        raise MalformedAction("options is an object", "game/bad_setup")
    system = systems.for_options(options)
    if seed is None:
        seed, _ = event_store.new_seed()
    names = tuple(p.get_username() for p in (player_one, player_two, *partners))
    with transaction.atomic():
        # Inside: a system may record catalog data with the game (Dice Masters' card bundle).
        new = system.new_game(names, teams, basic_actions, options or {}, mode, seed)
        state = new.state
        game = event_store.create_game(
            mode,
            new.options,
            new.genesis,
            player_one=player_one,
            player_two=player_two,
            partners=tuple(partners),
            actor=created_by,
            seed=seed,
        )
        assert game.seed_hash == state.seed_hash, "engine and store disagree on the commitment"
        events = list(new.follows)
        if mode == Game.Mode.ONLINE:
            chance, state = system.settle(state)
            events.extend(chance)
        if events:
            records = system.to_records(events, start=1)
            event_store.append(game.pk, records, expected_seq=0)
            game.refresh_from_db(fields=["head_seq", "head_hash"])
        cache_state(game, state)
    if mode == Game.Mode.ONLINE:
        game_started.send(sender=Game, game_id=game.pk)  # games.tasks: a bot may move first
    return game


# --- acting --------------------------------------------------------------------------------


def submit_action(
    game_id: uuid.UUID | str,
    user: User,
    action_dict: Any,
    expected_seq: Any,
    idempotency_key: str | None = None,
    after: Callable[[Game], None] | None = None,
    choices: bool = True,
    view: bool = True,
) -> dict[str, Any]:
    """Decide and append one player action (with the chance that follows, online).

    Refused actions raise a GameError and append nothing. A repeated idempotency key from
    the same user returns the stored first answer without acting again.

    Most moves take no lock and no transaction: the head is read (and its stored row checked,
    `event_store.lock_head(lock=False)`), the move decided on the snapshot of exactly that
    head, and one statement appends only if the head is still the same (else 409
    turn/stale_seq, as a locked writer would have answered after waiting). A move that also
    writes elsewhere (an idempotency key, the end of the game, a paper report) runs in a
    transaction holding the game's row lock. When this process wrote the head itself, the
    read is skipped (`move_steps.without_read`, games/recent_heads.py).

    `choices=False` leaves the choice description out of the answer (`?choices=0`), `view=False`
    all of the view but whose decision comes next (`?view=0`).
    `after(game)` is called with the game row once the action is taken (or answered again
    from its key): the API schedules the bots' turn with it (`games.tasks.schedule`, which
    reads from that row whether any seat is a bot's instead of asking the database again).
    """
    response, game = _submitted(
        game_id, user, action_dict, expected_seq, idempotency_key, choices, view
    )
    if after is not None:
        after(game)
    return response


def _submitted(
    game_id: uuid.UUID | str,
    user: User,
    action_dict: Any,
    expected_seq: Any,
    idempotency_key: str | None,
    choices: bool = True,
    view: bool = True,
) -> tuple[dict[str, Any], Game]:
    """`submit_action`'s answer and the game row it was taken on."""
    if not idempotency_key:
        known = without_read(game_id, user, action_dict, expected_seq, choices, view)
        if known is not None:
            return known
        game = get_game(game_id, lock=False)
        system = system_of(game)
        index, action, state, events, after = decided(game, user, action_dict, expected_seq)
        report = game.mode == Game.Mode.PAPER and system.is_chance(action)
        if system.outcome(after) is None and not report:
            records = system.to_records(events, start=state.seq)
            event_store.append_at_head(game, records, actor=user)
            cache_state(game, after)
            return answer(game, user, index, records, after, choices, view), game
    with transaction.atomic():
        game = get_game(game_id, lock=True)
        if idempotency_key:
            record = IdempotencyRecord.objects.filter(game=game, key=idempotency_key).first()
            if record is not None:
                if record.user_id != user.pk:
                    raise IdempotencyKeyReused(idempotency_key)
                return record.response, game
        system = system_of(game)
        index, action, state, events, after = decided(game, user, action_dict, expected_seq)
        if game.mode == Game.Mode.PAPER and system.is_chance(action):
            from games import chance_reports

            kind = system.waiting_for(state)["kind"]  # type: ignore[index]
            confirm_by = system.chance_confirmer(action, kind, index)
            if confirm_by is not None:  # about the other seat's dice: it waits for them
                seat = system.chance_seat(action, kind)
                response = chance_reports.propose(game, user, action, kind, confirm_by, seat)
                if idempotency_key:
                    IdempotencyRecord.objects.create(
                        game=game, key=idempotency_key, user=user, response=response
                    )
                return response, game
            chance_reports.supersede(game)
        records = system.to_records(events, start=state.seq)
        event_store.append(game.pk, records, expected_seq=game.head_seq, actor=user, locked=game)
        outcome = system.outcome(after)
        if outcome is not None:
            game = event_store.end_game(game.pk, outcome)
            game_ended.send(sender=Game, game=game, outcome=outcome)
        response = jsonable(answer(game, user, index, records, after, choices, view))
        if idempotency_key:
            IdempotencyRecord.objects.create(
                game=game, key=idempotency_key, user=user, response=response
            )
        cache_state(game, after)
    return response, game


def autoplay(
    game_id: uuid.UUID | str,
    bots: tuple[str, ...] = ("greedy", "greedy"),
    actors: tuple[User | None, ...] = (None, None),
    rng_seed: str = "",
    max_actions: int | None = None,
) -> Game:
    """Let bots play an online game on (to the end, or for `max_actions` decisions).

    The events are exactly those the same moves submitted one by one would append; they are
    appended in one transaction per call, so the demo and simulations stay fast.
    """
    import random

    with transaction.atomic():
        game = get_game(game_id, lock=True)
        if game.mode != Game.Mode.ONLINE or game.status != Game.Status.ACTIVE:
            return game
        system = system_of(game)
        state = load_state(game)
        start = state.seq
        rng = random.Random(f"{game.pk}:{rng_seed}")
        events: list = []
        done = 0
        while not state.over and (max_actions is None or done < max_actions):
            pending = system.waiting_for(state)
            if pending is None or pending["player"] is None:
                break  # a judge must rule first
            player = pending["player"]
            action = system.bot_action(state, bots[player % len(bots)], player, rng)
            more, state = system.apply(state, action, online=True)
            events.extend(more)
            done += 1
        if not events:
            return game
        records = system.to_records(events, start=start)
        actor = actors[0] or actors[1]
        event_store.append(game.pk, records, expected_seq=game.head_seq, actor=actor, locked=game)
        outcome = system.outcome(state)
        if outcome is not None:
            game = event_store.end_game(game.pk, outcome)
            game_ended.send(sender=Game, game=game, outcome=outcome)
        cache_state(game, state)
    return game


def call_time(game_id: uuid.UUID | str, actor: User | None = None) -> Game:
    """Tournament time for one game, as its system rules it (Dice Masters: this turn is
    turn 0, then the game's extra turns).

    Called by the organizer's round timer, not by players; a game already over or already
    called is left as it is.
    """
    with transaction.atomic():
        game = get_game(game_id, lock=True)
        if game.status != Game.Status.ACTIVE:
            return game
        system = system_of(game)
        state = load_state(game)
        called = system.call_time(state)
        if called is None:
            return game
        events, after = called
        records = system.to_records(events, start=state.seq)
        event_store.append(game.pk, records, expected_seq=game.head_seq, actor=actor, locked=game)
        outcome = system.outcome(after)
        if outcome is not None:
            game = event_store.end_game(game.pk, outcome)
            game_ended.send(sender=Game, game=game, outcome=outcome)
        cache_state(game, after)
    return game


def parse_action(game: Game, data: Any, index: int) -> Any:
    """The game system's action from request JSON, acting as seat `index`."""
    return system_of(game).parse_action(data, index)


def _outcome(state: GameState, game: Game) -> dict[str, Any]:
    outcome = system_of(game).outcome(state)
    assert outcome is not None
    return outcome


# --- reading -------------------------------------------------------------------------------


def player_view(game: Game, user: User | None) -> dict[str, Any]:
    """What this user may see: their seat's view, the judge view, or the spectator view."""
    viewer = viewer_of(game, user)
    system = system_of(game)
    state = load_state(game)
    index = player_index(game, user)
    answer = {
        "game": game_summary(game, user),
        "view": system.view(state, viewer),
        "viewer": viewer,
        # Only the seat that decides now sees its choices; judges and spectators none.
        "choices": None if index is None else system.choices(state, index),
    }
    if game.mode == Game.Mode.PAPER:
        from games import chance_reports

        answer["chance_report"] = chance_reports.waiting_report(game)
    return jsonable(answer)


def awaited_seat(game: Game) -> int | None:
    """The seat (0 or 1) whose decision the game waits for; None when it has ended or, online,
    waits for chance the server draws. The home page's "your turn" banner reads this."""
    if game.status != Game.Status.ACTIVE:
        return None
    # (online, chance never waits: the seed answers it at once)
    pending = system_of(game).waiting_for(load_state(game))
    return None if pending is None else pending["player"]


def legal_action_dicts(game: Game, user: User | None) -> list[dict[str, Any]]:
    """The caller's legal actions as request-ready dicts (one representative per choice)."""
    index = player_index(game, user)
    if index is None:
        raise NotAllowed("game/not_a_player", "only the game's players have actions")
    # Plain JSON data already (each action's dict is a JSON round trip of its own): no
    # second round trip (issue 18).
    return system_of(game).legal_actions(load_state(game), index)


def judge_state_at(game: Game, user: User | None, seq: int) -> dict[str, Any]:
    """The judge view after event `seq`: judges and staff any time, players once it ended."""
    # A player who is also staff still waits for the end: mid-game it would show their
    # opponent's bag.
    if player_index(game, user) is not None:
        allowed = game.status == Game.Status.ENDED
    else:
        allowed = is_judge(user, game)
    if not allowed:
        raise NotAllowed("game/judges_only", "judges, or the players once the game has ended")
    state_view = system_of(game).view(state_at(game, seq), "judge")
    return jsonable({"game": game_summary(game, user), "view": state_view})


def log_records(game: Game) -> list[dict[str, Any]]:
    return event_store.load(game.pk)


def log_jsonl(game: Game) -> str:
    """The log as JSON Lines, the format `replay` reads back."""
    return "".join(
        json.dumps(r, separators=(",", ":"), ensure_ascii=False) + "\n" for r in log_records(game)
    )


def audit(game: Game) -> dict[str, Any]:
    """Hash chain, validated replay and, once the seed is revealed, every random outcome
    re-derived from it; `ok` only when everything holds."""
    chain = event_store.verify_chain(game.pk)
    records = event_store.load(game.pk)
    seed = game.revealed_seed
    seed_report = {
        "seed_hash": game.seed_hash,
        "genesis_matches": bool(records) and records[0].get("seed_hash") == game.seed_hash,
        "revealed": seed is not None,
        "commitment_ok": None if seed is None else seed_commitment(seed) == game.seed_hash,
        "randomness_checked": seed is not None and game.mode == Game.Mode.ONLINE,
    }
    replayed: dict[str, Any] | None = None
    system = system_of(game)
    not_revalidated = False
    try:
        state = system.replay(records, seed=seed if game.mode == Game.Mode.ONLINE else None)
    except ReplayFailed as error:
        replay_report = {"ok": False, "code": error.code, "message": error.message}
        if error.seq is not None:
            replay_report["seq"] = error.seq
        if error.editions is not None and error.cause is not None:
            # Recorded under other rules: not re-validated, which is not "corrupt" either.
            not_revalidated = True
            replay_report["recorded_edition"], replay_report["current_edition"] = error.editions
            replay_report["cause"] = {"code": error.cause[0], "message": error.cause[1]}
    else:
        replay_report = {"ok": True, "events": len(records)}
        replayed = system.outcome(state)
    # The outcome is compared only with a replay that went through (None: not checked).
    outcome_ok: bool | None = None if not_revalidated else bool(replay_report["ok"])
    if outcome_ok:
        outcome_ok = replayed == game.outcome
    # What chance decided at creation (Draft Teams' Basic Action Cards), on paper too.
    setup = system.setup_report(records, seed)
    others_ok = bool(
        seed_report["genesis_matches"]
        and seed_report["commitment_ok"] is not False
        and (setup is None or setup["ok"] is not False)
    )
    ok = bool(chain.ok and replay_report["ok"] and outcome_ok and others_ok)
    return {
        "game": str(game.pk),
        "system": system.id,
        "rules": game.options.get("rules", systems.DEFAULT_RULES),
        "rules_edition": system.rules_edition(records),
        "head_seq": game.head_seq,
        "declared": declared_share(records),
        "ok": ok,
        "verdict": _verdict(ok, chain.ok, not_revalidated and others_ok),
        "chain": {
            "ok": chain.ok,
            "checked": chain.checked,
            "first_bad_seq": chain.first_bad_seq,
            "reason": chain.reason,
        },
        "replay": replay_report,
        "seed": seed_report,
        "outcome": {"stored": game.outcome, "replayed": replayed, "ok": outcome_ok},
        "setup": setup,
        # The exact catalog data the game was created with (Dice Masters: by digest).
        "cards": system.catalog_report(records),
    }


# What an audit concludes (`verdict`): everything holds; the stored history was edited (the
# hash chain, whatever else fails); it holds together but could not be re-validated under
# current rules (recorded under another rules edition, nothing else failed); anything else.
VERDICT_OK, VERDICT_TAMPERED = "ok", "tampered"
VERDICT_NOT_REVALIDATED, VERDICT_FAILED = "not_revalidated", "failed"
VERDICTS = (VERDICT_OK, VERDICT_TAMPERED, VERDICT_NOT_REVALIDATED, VERDICT_FAILED)


def _verdict(ok: bool, chain_ok: bool, only_not_revalidated: bool) -> str:
    if ok:
        return VERDICT_OK
    if not chain_ok:
        return VERDICT_TAMPERED
    return VERDICT_NOT_REVALIDATED if only_not_revalidated else VERDICT_FAILED
