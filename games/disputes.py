"""Disputes and rulings: a player disputes an event; a judge replays the game to any point
and rules by appending events (annotation, life correction, rewind). History stays whole."""

from __future__ import annotations

import uuid
from typing import Any

from django.db import transaction
from django.utils import timezone

from games import event_store, seed_reveal
from games.access import (
    cache_state,
    engine_seed,
    get_game,
    is_judge,
    load_state,
    log_error,
    player_index,
    state_at,
    system_of,
)
from games.errors import MalformedAction, NotAllowed, RulingConflict
from games.models import Dispute, Game
from games.signals import game_ended
from games.systems.base import RULING_TEXT_MAX_CHARS as RULING_TEXT_MAX_CHARS
from games.systems.base import ReplayFailed, ruling_int, ruling_text

DISPUTE_REASON_MAX_CHARS = 1000


def open_dispute(game_id: uuid.UUID | str, user: Any, seq: Any, reason: Any) -> Dispute:
    """A player of the game disputes one of its events."""
    game = get_game(game_id)
    if player_index(game, user) is None:
        raise NotAllowed("dispute/not_a_player", "only the game's players open disputes")
    if type(seq) is not int or not 0 <= seq <= game.head_seq:
        raise MalformedAction(f"seq must be between 0 and {game.head_seq}", "dispute/bad_seq")
    if not isinstance(reason, str) or not reason.strip():
        raise MalformedAction("say what is wrong", "dispute/no_reason")
    if len(reason) > DISPUTE_REASON_MAX_CHARS:
        raise MalformedAction(
            f"a reason is at most {DISPUTE_REASON_MAX_CHARS} characters", "dispute/reason_too_long"
        )
    return Dispute.objects.create(game=game, seq=seq, opened_by=user, reason=reason)


def rule(
    game_id: uuid.UUID | str,
    judge: Any,
    kind: str,
    params: dict[str, Any],
    dispute_id: int | None = None,
) -> dict[str, Any]:
    """Append a ruling. Online games whose seed is revealed cannot be rewound: everyone could
    then foresee the dice (docs/rulings.md); correct the match result instead. A finished
    game whose seed an app still holds (games/seed_reveal.py) may be: it then goes on."""
    with transaction.atomic():
        game = get_game(game_id, lock=True)
        if not is_judge(judge, game):
            raise NotAllowed("ruling/judges_only", "only a judge of this game rules on it")
        if player_index(game, judge) is not None:
            # Staff, the judges group and an event's officials included (docs/rulings.md).
            raise NotAllowed("ruling/own_game", "no one rules in a game they play")
        dispute = None
        if dispute_id is not None:
            dispute = Dispute.objects.select_for_update().filter(pk=dispute_id, game=game).first()
            if dispute is None:
                raise MalformedAction("no such dispute on this game", "dispute/unknown")
        state = load_state(game)
        name = judge.get_username()
        system = system_of(game)
        online = game.mode == Game.Mode.ONLINE
        if kind not in system.ruling_kinds:
            raise MalformedAction(f"kind must be one of {system.ruling_kinds}", "ruling/bad_kind")
        if kind == "rewind":
            reason = _text(params, "reason")
            if online and game.revealed_seed:
                raise RulingConflict(
                    "ruling/seed_revealed",
                    "this game's seed is public: rewinding would let players foresee the "
                    "dice; correct the match result instead",
                )
            to_seq = _int(params, "to_seq")
            if not 0 <= to_seq < game.head_seq:
                raise MalformedAction(f"to_seq must be below {game.head_seq}", "ruling/bad_seq")
            discarded = discarded_by_rewind(game, to_seq)
            if discarded["rulings"] and params.get("discard_rulings") is not True:
                seqs = ", ".join(str(r["seq"]) for r in discarded["rulings"])
                raise RulingConflict(
                    "ruling/rewind_discards_rulings",
                    f"rewinding to event {to_seq} also undoes the rulings at {seqs}; "
                    "send discard_rulings: true to rewind anyway",
                    details={"discarded": discarded},
                )
            events, after = system.rewind(state, state_at(game, to_seq), name, to_seq, reason)
            if online:
                # As in play: chance the game now waits for comes from the seed at once
                # (the seed's counter went back too, so the same dice come out again).
                more, after = system.settle(after)
                events = [*events, *more]
        else:
            # The system's judge action (annotate, a life correction, upholding ...).
            action = system.ruling(state, kind, name, params)
            events, after = system.apply(state, action, online)
        records = system.to_records(events, start=state.seq)
        rows = event_store.append(
            game.pk, records, expected_seq=game.head_seq, actor=judge, locked=game
        )
        outcome = system.outcome(after)
        if kind == "rewind" and outcome is None and game.status == Game.Status.ENDED:
            # A finished game whose seed is still secret, rewound: it goes on from there.
            game.refresh_from_db()
            game = seed_reveal.reopen_game(game)
        if outcome is not None and game.status == Game.Status.ACTIVE:
            game = event_store.end_game(game.pk, outcome)
            game_ended.send(sender=Game, game=game, outcome=outcome)
        if dispute is not None:
            dispute.status = Dispute.Status.RULED
            dispute.ruled_by = judge
            dispute.ruling_seq = rows[0].seq
            dispute.ruled_at = timezone.now()
            dispute.save(update_fields=["status", "ruled_by", "ruling_seq", "ruled_at"])
        cache_state(game, after)
    answer: dict[str, Any] = {"seq": game.head_seq, "events": records}
    if kind == "rewind":
        answer["discarded"] = discarded
    return answer


def discarded_by_rewind(game: Game, to_seq: int) -> dict[str, Any]:
    """What a rewind to `to_seq` undoes: every event after it stays in the log but no longer
    counts; the decisions and the game-changing rulings among them (the system's
    `changing_rulings`: an annotation changes nothing) are listed by seq."""
    system = system_of(game)
    later = event_store.load(game.pk)[to_seq + 1 :]
    return {
        "from_seq": to_seq + 1,
        "to_seq": game.head_seq,
        "events": len(later),
        "decisions": [
            {"seq": r["seq"], "type": r["type"]}
            for r in later
            if system.is_decision(r["type"]) and not r["type"].startswith("Ruling")
        ],
        "rulings": [r for r in later if r["type"] in system.changing_rulings],
    }


def rewind_points_of(game_id: uuid.UUID | str, user: Any) -> dict[str, Any]:
    """The events a judge may rewind this game to (the judge page marks them)."""
    game = get_game(game_id)
    if not is_judge(user, game) or player_index(game, user) is not None:
        raise NotAllowed("ruling/judges_only", "only a judge of this game rules on it")
    if game.mode == Game.Mode.ONLINE and game.revealed_seed:
        return {"head_seq": game.head_seq, "points": [], "refused": "ruling/seed_revealed"}
    records = event_store.load(game.pk)
    try:
        points = system_of(game).rewind_points(records, seed=engine_seed(game))
    except ReplayFailed as error:
        raise log_error(error, game.head_seq) from error
    return {"head_seq": game.head_seq, "points": points, "refused": None}


_int = ruling_int
_text = ruling_text


def disputes_of(game_id: uuid.UUID | str, user: Any) -> list[dict[str, Any]]:
    game = get_game(game_id)
    if player_index(game, user) is None and not is_judge(user, game):
        raise NotAllowed("dispute/players_and_judges", "players and judges see disputes")
    return [
        {
            "id": d.pk,
            "seq": d.seq,
            "opened_by": d.opened_by.get_username(),
            "reason": d.reason,
            "status": d.status,
            "ruling_seq": d.ruling_seq,
        }
        for d in game.disputes.select_related("opened_by")
    ]
