"""Standings: sort players by a precedence of tiebreaker keys, with exact comparisons."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from tournaments.standings import errors
from tournaments.standings.errors import StandingsUserError
from tournaments.standings.records import MatchRecord, PlayerRecord, Record, Standing
from tournaments.standings.stats import BYE_GAMES, compute_stats
from tournaments.standings.tiebreakers import DEFAULT_ORDER, REGISTRY


def compute_standings(
    players: Iterable[PlayerRecord],
    matches: Iterable[MatchRecord],
    order: Sequence[str] = DEFAULT_ORDER,
    *,
    bye_games: int = BYE_GAMES,
) -> list[Standing]:
    """Rank players by `order`; rows share a rank only if every key in `order` is equal.

    Rows with equal keys are listed by player id so the output is deterministic. Unknown keys
    are refused rather than ignored. `bye_games`: games a bye counts as won (2 in best of 3,
    1 in best of 1) and a late entry's missed round as lost.
    """
    unknown = [key for key in order if key not in REGISTRY]
    if unknown or not order:
        raise StandingsUserError(errors.UNKNOWN_TIEBREAKER, f"unknown tiebreakers {unknown}")
    table = compute_stats(players, matches, bye_games=bye_games)
    columns = [REGISTRY[key]().sort_keys(table) for key in order]
    ids = table.players
    # Negated integer keys, then id, then index: one C-level tuple sort, highest first.
    decorated = sorted(
        zip(*([-v for v in column] for column in columns), ids, range(len(ids)), strict=True)
    )
    width = len(columns)
    sequence = [entry[-1] for entry in decorated]
    ranks: list[int] = []
    previous: tuple[int, ...] | None = None
    rank = 0
    for position, entry in enumerate(decorated, start=1):
        if entry[:width] != previous:
            rank, previous = position, entry[:width]
        ranks.append(rank)
    # Columns in standings order, then one Standing per row via map (no per-row Python loop).
    mw, gw = table.mw, table.gw
    rows = list(
        map(
            Standing,
            [ids[k] for k in sequence],
            ranks,
            [table.points[k] for k in sequence],
            map(mw.value, sequence),
            map(gw.value, sequence),
            map(mw.opponents, sequence),
            map(gw.opponents, sequence),
            map(
                Record,
                *(
                    [column[k] for k in sequence]
                    for column in (table.wins, table.losses, table.draws)
                ),
            ),
            [table.rounds_played[k] for k in sequence],
            [table.dropped[k] for k in sequence],
        )
    )
    return rows
