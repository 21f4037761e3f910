"""Paper games: what the dice did, as the players report it (issue 9, item 2).

A report about a seat's draw or roll counts when that seat's player makes it; made by the
opponent it waits, outside the log, until that player confirms it (or a judge who does not
play the game). Nobody owns the toss: whoever reports it, the other player confirms. Until
a report counts the game waits (it is waiting for that outcome anyway), and the log holds
only outcomes that count: a waiting, rejected or superseded report is a `ChanceReport` row,
never an event. docs/rulings.md, "Chance reported at the table", says what happens when a
player stops answering.
"""

from __future__ import annotations

import uuid
from typing import Any

from django.db import transaction
from django.utils import timezone

from games import event_store
from games.access import (
    cache_state,
    game_summary,
    get_game,
    is_judge,
    jsonable,
    load_state,
    player_index,
    system_of,
    viewer_of,
)
from games.errors import GameError, NotAllowed
from games.models import ChanceReport, Game


class ReportNotFound(GameError):
    http_status = 404


class ReportNotPending(GameError):
    """Already confirmed, rejected or superseded, or the game has moved on since."""

    http_status = 409


def propose(
    game: Game, user: Any, action: Any, kind: str, confirm_by: int, seat: int | None
) -> dict[str, Any]:
    """Keep the (already validated) report waiting; an earlier waiting one is superseded.
    Runs in the caller's transaction, which holds the game's lock."""
    supersede(game)
    report = ChanceReport.objects.create(
        game=game,
        seq=game.head_seq,
        kind=kind,
        seat=seat,
        action=jsonable(action.to_dict()),
        reported_by=user,
    )
    return {"status": "awaiting_confirmation", "report": as_dict(game, report, confirm_by)}


def supersede(game: Game) -> None:
    """A waiting report no longer waits: its seat reported, or another report replaces it."""
    ChanceReport.objects.filter(game=game, status=ChanceReport.Status.PENDING).update(
        status=ChanceReport.Status.SUPERSEDED, decided_at=timezone.now()
    )


def confirm(game_id: uuid.UUID | str, user: Any, report_id: Any) -> dict[str, Any]:
    """The seat's player (or a judge) confirms: the report is appended as if they made it."""
    with transaction.atomic():
        game = get_game(game_id, lock=True)
        report = _pending(game, report_id)
        _check_may_decide(game, user, report, withdraw=False)
        system = system_of(game)
        state = load_state(game)
        reporter = player_index(game, report.reported_by)
        action = system.parse_action(dict(report.action), reporter or 0)
        # (cannot be refused while the head is the same)
        events, after = system.apply(state, action, online=False)
        records = system.to_records(events, start=state.seq)
        event_store.append(game.pk, records, expected_seq=game.head_seq, actor=user, locked=game)
        _decide(report, user, ChanceReport.Status.CONFIRMED, appended_seq=records[0]["seq"])
        cache_state(game, after)
        return jsonable(
            {
                "seq": game.head_seq,
                "events": records,
                "game": game_summary(game, user),
                "view": system.view(after, viewer_of(game, user)),
            }
        )


def reject(game_id: uuid.UUID | str, user: Any, report_id: Any) -> dict[str, Any]:
    """The seat's player or a judge refuses it, or its reporter withdraws it."""
    with transaction.atomic():
        game = get_game(game_id, lock=True)
        report = _pending(game, report_id)
        _check_may_decide(game, user, report, withdraw=True)
        _decide(report, user, ChanceReport.Status.REJECTED)
        return as_dict(game, report)


def reports_of(game_id: uuid.UUID | str, user: Any) -> list[dict[str, Any]]:
    game = get_game(game_id)
    if player_index(game, user) is None and not is_judge(user, game):
        raise NotAllowed("report/players_and_judges", "players and judges see reports")
    reports = game.chance_reports.select_related("reported_by", "decided_by")
    return [as_dict(game, report) for report in reports]


def waiting_report(game: Game) -> dict[str, Any] | None:
    """The report the game waits on, if any (shown with the game)."""
    report = (
        game.chance_reports.filter(status=ChanceReport.Status.PENDING, seq=game.head_seq)
        .select_related("reported_by")
        .first()
    )
    return None if report is None else as_dict(game, report)


def as_dict(game: Game, report: ChanceReport, confirm_by: int | None = None) -> dict[str, Any]:
    status = report.status
    if status == ChanceReport.Status.PENDING and report.seq != game.head_seq:
        status = ChanceReport.Status.SUPERSEDED  # the game moved on (a ruling, a concession)
    if confirm_by is None:
        confirm_by = _confirm_by(game, report)
    return {
        "id": report.pk,
        "seq": report.seq,
        "kind": report.kind,
        "seat": report.seat,
        "action": report.action,
        "reported_by": report.reported_by.get_username(),
        "confirm_by": [confirm_by] if status == ChanceReport.Status.PENDING else [],
        "status": status,
        "decided_by": report.decided_by.get_username() if report.decided_by else None,
        "appended_seq": report.appended_seq,
    }


def _confirm_by(game: Game, report: ChanceReport) -> int:
    if report.seat is not None:
        return report.seat
    reporter = player_index(game, report.reported_by)
    return 1 - (reporter or 0)


def _pending(game: Game, report_id: Any) -> ChanceReport:
    report = (
        ChanceReport.objects.select_for_update()
        .filter(pk=report_id if type(report_id) is int else -1, game=game)
        .first()
    )
    if report is None:
        raise ReportNotFound("report/unknown", "no such report on this game")
    if report.status != ChanceReport.Status.PENDING or report.seq != game.head_seq:
        raise ReportNotPending("report/not_pending", f"this report is {report.status}")
    return report


def _check_may_decide(game: Game, user: Any, report: ChanceReport, *, withdraw: bool) -> None:
    seat = player_index(game, user)
    if seat is None:
        if is_judge(user, game):
            return
    elif seat == _confirm_by(game, report) or (withdraw and report.reported_by_id == user.pk):
        return
    raise NotAllowed(
        "report/not_yours_to_confirm",
        "the player whose dice these are (the other player, for the toss) or a judge decides",
    )


def _decide(report: ChanceReport, user: Any, status: str, appended_seq: int | None = None) -> None:
    report.status = status
    report.decided_by = user
    report.decided_at = timezone.now()
    report.appended_seq = appended_seq
    report.save(update_fields=["status", "decided_by", "decided_at", "appended_seq"])
