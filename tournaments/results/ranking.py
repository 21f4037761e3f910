"""The standings from the counted Swiss results: plain records for the standings package
(tournaments/standings/), ranked by the event's tiebreakers."""

from __future__ import annotations

from tournaments.events import tiebreak_order
from tournaments.models import Match, ResultEntry, Round, Tournament
from tournaments.results.counting import COUNTING
from tournaments.standings import MatchRecord, PlayerRecord, Standing, compute_standings


def standing_inputs(tournament: Tournament) -> tuple[list[PlayerRecord], list[MatchRecord]]:
    """Plain records of every registration and every confirmed match (and missed rounds)."""
    registrations = list(tournament.registrations.all())
    players = [
        PlayerRecord(
            id=r.key,
            dropped_after_round=r.dropped_after_round,
            missed_rounds=r.joined_round - 1 if r.missed_rounds_count_as_losses else 0,
        )
        for r in registrations
    ]
    latest: dict[int, tuple[str, int, int, int]] = {}
    for match_id, *entry in (
        ResultEntry.objects.filter(
            match__round__tournament=tournament, match__round__kind=Round.Kind.SWISS
        )
        .order_by("id")
        .values_list("match_id", "kind", "a_wins", "b_wins", "draws")
    ):
        latest[match_id] = tuple(entry)
    matches: list[MatchRecord] = []
    for match_id, number, a, b in Match.objects.filter(
        round__tournament=tournament, round__kind=Round.Kind.SWISS
    ).values_list("pk", "round__number", "player_a_id", "player_b_id"):
        entry = latest.get(match_id)
        if entry is None or entry[0] not in COUNTING:
            continue
        matches.append(
            MatchRecord(
                round=number,
                a=str(a),
                b=None if b is None else str(b),
                a_wins=entry[1],
                b_wins=entry[2],
                draws=entry[3],
            )
        )
    return players, matches


def standings(tournament: Tournament) -> list[Standing]:
    players, matches = standing_inputs(tournament)
    return compute_standings(
        players, matches, tiebreak_order(tournament), bye_games=tournament.bye_games
    )
