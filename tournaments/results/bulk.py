"""An organizer confirms many tables' reported results at once, from the result grid.

At the end of a round the slips come in by the stack: confirming them one request and one
transaction per table is slow for the organizer and for the database. Here every reported
result of the round (or of the tables chosen) is confirmed on the players' behalf in one
transaction: the matches' rows locked in id order (as a single step locks its one match, so
this never deadlocks with one), their latest entries read in one query, the confirmations
inserted in one statement, the matches closed in one, and the round completed if none is left
open (tournaments/rounds/closing.py). A table whose result is not reported (nothing yet, disputed)
or already final is skipped and said so; nothing else changes for it.
"""

from __future__ import annotations

from typing import Any

from django.contrib.auth.models import AbstractBaseUser
from django.db import transaction

from tournaments import errors as E
from tournaments import permissions
from tournaments.errors import TournamentError
from tournaments.models import Match, ResultEntry, Round
from tournaments.results import counting
from tournaments.rounds import closing, completion

REASON = "confirmed by an organizer on the players' behalf"


def confirm_reported(
    round_: Round, organizer: AbstractBaseUser, match_ids: list[int] | None = None
) -> dict[str, Any]:
    """Confirm the reported results of `round_` (all, or those of `match_ids`) for their
    players: {"confirmed": [match ids], "skipped": [{"match", "code", "message"}]}."""
    permissions.require_organizer(organizer, round_.tournament)
    with transaction.atomic():
        chosen = Match.objects.filter(round=round_)
        if match_ids is not None:
            chosen = chosen.filter(pk__in=match_ids)
        matches = list(chosen.select_for_update().order_by("pk"))
        if match_ids is not None and len(matches) != len(set(match_ids)):
            unknown = sorted(set(match_ids) - {m.pk for m in matches})
            raise TournamentError(
                E.RESULT_NOT_IN_ROUND, f"matches {unknown} are not tables of this round"
            )
        latest: dict[int, ResultEntry] = {}
        entries = ResultEntry.objects.filter(match__in=matches).order_by("id")
        for entry in entries:
            latest[entry.match_id] = entry
        confirmed, skipped = [], []
        for match in matches:
            entry = latest.get(match.pk)
            if match.is_bye:
                continue  # a bye counts from the start; nobody reports it
            if entry is not None and entry.kind in counting.COUNTING:
                skipped.append(_skip(match, E.RESULT_FINAL, "this result is already final"))
            elif entry is None or entry.kind != ResultEntry.Kind.REPORTED:
                skipped.append(
                    _skip(match, E.RESULT_NOTHING_TO_CONFIRM, "there is no reported result")
                )
            else:
                confirmed.append((match, entry))
        ResultEntry.objects.bulk_create(
            ResultEntry(
                match=match,
                kind=ResultEntry.Kind.CONFIRMED,
                a_wins=entry.a_wins,
                b_wins=entry.b_wins,
                draws=entry.draws,
                by=organizer,
                reason=REASON,
            )
            for match, entry in confirmed
        )
        if confirmed:
            closing.close([match.pk for match, _ in confirmed])
            completion.round_closing(round_, closing.complete_if_done(round_.pk))
    return {"confirmed": [match.pk for match, _ in confirmed], "skipped": skipped}


def _skip(match: Match, code: str, message: str) -> dict[str, Any]:
    return {"match": match.pk, "table": match.table, "code": code, "message": message}
