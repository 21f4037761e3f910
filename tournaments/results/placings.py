"""Final placings: the top cut places its players by the round they went out in (better Swiss
seed first within a round), everyone else follows in Swiss standings order."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from tournaments.models import Round, Tournament
from tournaments.results.counting import counting_result
from tournaments.results.ranking import standings
from tournaments.standings import Standing, percentage


def final_placings(tournament: Tournament) -> list[dict[str, Any]]:
    """Rows {place, player, record, note}: the champion first once the cut is decided."""
    swiss = standings_rows(tournament)
    cut = list(tournament.rounds.filter(kind=Round.Kind.TOP_CUT).order_by("number"))
    if not cut:
        return [
            {"place": row["rank"], "player": row["player"], "record": row["record"], "note": ""}
            for row in swiss
        ]
    seed = {row["player"]["id"]: position for position, row in enumerate(swiss)}
    total_rounds = max(1, tournament.top_cut.bit_length() - 1)
    out_in: dict[int, int] = {}  # registration id -> cut round (1 = first) they lost
    in_cut: set[int] = set()
    for index, round_ in enumerate(cut, start=1):
        for match in round_.matches.all():
            in_cut.update({match.player_a_id, match.player_b_id})
            result = counting_result(match)
            if result is None or result.a_wins == result.b_wins:
                continue
            loser = match.player_b_id if result.a_wins > result.b_wins else match.player_a_id
            out_in[loser] = index
    rows_by_id = {row["player"]["id"]: row for row in swiss}
    placed: list[dict[str, Any]] = []
    champion = tournament.champion_id
    if champion is not None:
        placed.append(_row(1, rows_by_id[champion], "champion"))
    for index in range(total_rounds, 0, -1):
        losers = sorted((p for p, r in out_in.items() if r == index), key=lambda p: seed[p])
        note = "finalist" if index == total_rounds else f"top {2 ** (total_rounds - index + 1)}"
        for player in losers:
            placed.append(_row(len(placed) + 1, rows_by_id[player], note))
    still_in = sorted(
        (p for p in in_cut if p not in out_in and p != champion), key=lambda p: seed[p]
    )
    for player in still_in:
        placed.append(_row(None, rows_by_id[player], "still in the cut"))
    place = tournament.top_cut
    for row in swiss:
        if row["player"]["id"] in in_cut:
            continue
        place += 1
        placed.append(_row(place, row, "dropped" if row["dropped"] else ""))
    return placed


def _row(place: int | None, row: dict[str, Any], note: str) -> dict[str, Any]:
    return {"place": place, "player": row["player"], "record": row["record"], "note": note}


def fraction_text(value: Fraction) -> str:
    """Always "n/d", even for whole numbers, so clients parse one shape."""
    return f"{value.numerator}/{value.denominator}"


def standing_row(row: Standing, names: dict[str, str]) -> dict[str, Any]:
    """One standings row as the API and the pages show it."""
    metrics = {"mw": row.mw, "gw": row.gw, "omw": row.omw, "ogw": row.ogw}
    return {
        "rank": row.rank,
        "player": {
            "id": int(row.player),
            "registration_id": int(row.player),
            "display_name": names.get(row.player, row.player),
        },
        "points": row.points,
        "record": str(row.record),
        "rounds_played": row.rounds_played,
        "dropped": row.dropped,
        **{key: fraction_text(value) for key, value in metrics.items()},
        **{f"{key}_pct": percentage(value) for key, value in metrics.items()},
    }


def standings_rows(tournament: Tournament) -> list[dict[str, Any]]:
    names = {r.key: r.display_name for r in tournament.registrations.all()}
    return [standing_row(row, names) for row in standings(tournament)]
