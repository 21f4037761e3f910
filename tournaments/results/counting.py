"""Which result of a match counts: its latest entry, when that is confirmed, corrected,
decided by the engine or a bye (a dispute suspends a reported result)."""

from __future__ import annotations

from collections.abc import Iterable

from tournaments.models import Match, ResultEntry

COUNTING = frozenset(
    {
        ResultEntry.Kind.CONFIRMED,
        ResultEntry.Kind.CORRECTED,
        ResultEntry.Kind.ENGINE,
        ResultEntry.Kind.BYE,
    }
)


def latest_result(match: Match) -> ResultEntry | None:
    return match.results.order_by("-id").first()


def counting_result(match: Match) -> ResultEntry | None:
    """The latest entry, if it counts: a dispute suspends a reported result."""
    latest = latest_result(match)
    return latest if latest is not None and latest.kind in COUNTING else None


def counting_results(matches: Iterable[Match]) -> dict[int, ResultEntry]:
    """The counting result of each of `matches` that has one, in one query (no per-match
    lookups when a page or the bracket lists a round)."""
    latest: dict[int, ResultEntry] = {}
    ids = [m.pk for m in matches]
    for entry in ResultEntry.objects.filter(match_id__in=ids).order_by("id"):
        latest[entry.match_id] = entry
    return {pk: entry for pk, entry in latest.items() if entry.kind in COUNTING}
