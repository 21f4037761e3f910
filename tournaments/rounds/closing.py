"""Matches closing and rounds completing, with no row that every result waits on (issue 18).

A match closes with its first counting result: the step that writes the result holds the
match's row lock already and marks that row `counted`. A round is complete when none of its
matches is open, read from a partial index of the open ones; the round row is written only by
the check that completes it. So concurrent confirmations of different tables share no lock
(the round's `open_matches` counter, updated by every one of them, queued them all).

The check runs inside the closing transaction (sequential results, and a transaction that
closes several matches at once, complete the round there) and again once it is committed
(`after_commit`): two last results committed at the same time each see the other still
open inside their own transaction, but whichever commits last sees both once it has.
"""

from __future__ import annotations

from typing import Any

from django.db import connections

from tournaments.models import Match, Round

COMPLETE = Round.Status.COMPLETE


def mark_sql(connection: Any) -> str:
    """Mark a match counted (its row is locked by the caller's transaction)."""
    q = connection.ops.quote_name
    return f"UPDATE {q(Match._meta.db_table)} SET {q('counted')} = TRUE WHERE id = %s"


def complete_sql(connection: Any) -> str:
    """Complete a round none of whose matches is open; a row is updated (and locked) only
    then. Parameters: the complete status, the round's id twice."""
    q = connection.ops.quote_name
    return (
        f"UPDATE {q(Round._meta.db_table)} SET {q('status')} = %s WHERE id = %s"
        f" AND {q('status')} <> %s AND NOT EXISTS (SELECT 1 FROM {q(Match._meta.db_table)}"
        f" WHERE round_id = %s AND NOT {q('counted')})"
    )


def complete_params(round_id: int) -> list[Any]:
    return [COMPLETE, round_id, COMPLETE, round_id]


def close(match_ids: list[int]) -> None:
    """Mark these matches counted (the caller holds their row locks)."""
    Match.objects.filter(pk__in=match_ids, counted=False).update(counted=True)


def complete_if_done(round_id: int) -> bool:
    """Complete the round if none of its matches is open: whether this call completed it."""
    connection = connections[Round.objects.db]
    with connection.cursor() as cursor:
        cursor.execute(complete_sql(connection), complete_params(round_id))
        return cursor.rowcount == 1


def open_matches(round_: Round) -> int:
    """How many of the round's matches have no result that counts yet."""
    return Match.objects.filter(round=round_, counted=False).count()
