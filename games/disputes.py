"""Disputes and rulings: a player disputes an event; a judge replays the game to any point
and rules by appending events (annotation, life correction, rewind). History stays whole."""

from __future__ import annotations

import uuid
from typing import Any

from django.db import transaction
from django.utils import timezone

from cards import services as card_services
from games import event_store
from games.engine import (
    CorruptLog,
    IllegalAction,
    resolve_random,
    rewind,
    rewind_points,
    run,
    to_records,
)
from games.engine import actions as A
from games.engine import events as events_module
from games.errors import IllegalMove, LogCorrupt, MalformedAction, NotAllowed, RulingConflict
from games.models import Dispute, Game
from games.services import (
    _cache,
    _engine_seed,
    _outcome,
    get_game,
    is_judge,
    load_state,
    player_index,
    state_at,
)
from games.signals import game_ended

KINDS = ("annotate", "set_life", "rewind")
# The log is append-only: whatever text a ruling carries stays there forever.
RULING_TEXT_MAX_CHARS = 2000
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
    then foresee the dice (docs/rulings.md); correct the match result instead."""
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
        try:
            if kind == "annotate":
                events, after = run(
                    state,
                    A.JudgeAnnotate(
                        player=None,
                        judge=name,
                        about_seq=_int(params, "about_seq"),
                        text=_text(params, "text"),
                    ),
                )
            elif kind == "set_life":
                events, after = run(
                    state,
                    A.JudgeSetLife(
                        player=None,
                        judge=name,
                        target=_int(params, "target"),
                        life=_int(params, "life"),
                        reason=_text(params, "reason"),
                    ),
                )
            elif kind == "rewind":
                reason = _text(params, "reason")
                if game.mode == Game.Mode.ONLINE and game.revealed_seed:
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
                events, after = rewind(
                    state,
                    state_at(game, to_seq),
                    A.JudgeRewind(player=None, judge=name, to_seq=to_seq, reason=reason),
                )
                if game.mode == Game.Mode.ONLINE:
                    # As in play: chance the game now waits for comes from the seed at once
                    # (the seed's counter went back too, so the same dice come out again).
                    while (chance := resolve_random(after)) is not None:
                        more, after = run(after, chance)
                        events.extend(more)
            else:
                raise MalformedAction(f"kind must be one of {KINDS}", "ruling/bad_kind")
        except IllegalAction as error:
            raise IllegalMove.from_engine(error) from None
        records = to_records(events, start=state.seq)
        rows = event_store.append(
            game.pk, records, expected_seq=game.head_seq, actor=judge, locked=game
        )
        if after.outcome is not None and game.status == Game.Status.ACTIVE:
            game = event_store.end_game(game.pk, _outcome(after))
            game_ended.send(sender=Game, game=game, outcome=_outcome(after))
        if dispute is not None:
            dispute.status = Dispute.Status.RULED
            dispute.ruled_by = judge
            dispute.ruling_seq = rows[0].seq
            dispute.ruled_at = timezone.now()
            dispute.save(update_fields=["status", "ruled_by", "ruling_seq", "ruled_at"])
        _cache(game, after)
    answer: dict[str, Any] = {"seq": game.head_seq, "events": records}
    if kind == "rewind":
        answer["discarded"] = discarded
    return answer


# Rulings that changed the game (an annotation changes nothing and stays a note on history).
GAME_CHANGING_RULINGS = ("RulingLifeSet", "RulingRewound")


def discarded_by_rewind(game: Game, to_seq: int) -> dict[str, Any]:
    """What a rewind to `to_seq` undoes: every event after it stays in the log but no longer
    counts; the decisions and the game-changing rulings among them are listed by seq."""
    later = event_store.load(game.pk)[to_seq + 1 :]
    return {
        "from_seq": to_seq + 1,
        "to_seq": game.head_seq,
        "events": len(later),
        "decisions": [
            {"seq": r["seq"], "type": r["type"]}
            for r in later
            if getattr(events_module.REGISTRY.get(r["type"]), "decision", False)
            and not r["type"].startswith("Ruling")
        ],
        "rulings": [r for r in later if r["type"] in GAME_CHANGING_RULINGS],
    }


def rewind_points_of(game_id: uuid.UUID | str, user: Any) -> dict[str, Any]:
    """The events a judge may rewind this game to (the judge page marks them)."""
    game = get_game(game_id)
    if not is_judge(user, game) or player_index(game, user) is not None:
        raise NotAllowed("ruling/judges_only", "only a judge of this game rules on it")
    if game.mode == Game.Mode.ONLINE and game.revealed_seed:
        return {"head_seq": game.head_seq, "points": [], "refused": "ruling/seed_revealed"}
    records = event_store.load(game.pk)
    cards = card_services.definitions_for_log(records)
    try:
        points = rewind_points(records, cards, seed=_engine_seed(game))
    except CorruptLog as error:
        raise LogCorrupt(error.code, error.message, error.seq) from error
    return {"head_seq": game.head_seq, "points": points, "refused": None}


def _int(params: dict[str, Any], name: str) -> int:
    value = params.get(name)
    if type(value) is not int:
        raise MalformedAction(f"{name} must be an integer", "ruling/bad_params")
    return value


def _text(params: dict[str, Any], name: str) -> str:
    """A ruling's free text: a string (empty when left out) of bounded length."""
    value = params.get(name, "")
    if not isinstance(value, str):
        raise MalformedAction(f"{name} must be a string", "ruling/bad_params")
    if len(value) > RULING_TEXT_MAX_CHARS:
        raise MalformedAction(
            f"{name} is at most {RULING_TEXT_MAX_CHARS} characters", "ruling/text_too_long"
        )
    return value


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
