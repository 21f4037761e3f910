"""A round's matches with their result history (oldest entry first) and latest entry, as
the pages and the event day's checks read them."""

from __future__ import annotations

from tournaments.models import Match, Round


def with_history(matches: list[Match]) -> list[Match]:
    """Attach each match's result entries (oldest first) and its latest entry."""
    for match in matches:
        entries = sorted(match.results.all(), key=lambda entry: entry.pk)
        if entries:
            entries[0].first = True  # an organizer's first entry is "entered", not corrected
        match.history = entries
        match.latest = entries[-1] if entries else None
        match.final = match.latest is not None and match.latest.counts
    return matches


def round_matches(round_: Round) -> list[Match]:
    return with_history(
        list(
            round_.matches.select_related("player_a__user", "player_b__user", "round")
            .prefetch_related("results__by", "games")
            .order_by("table")
        )
    )
