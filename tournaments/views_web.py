"""Public tournament pages: thin views over the services; templates escape what users wrote."""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, render

from tournaments.models import Match, Round, Tournament
from tournaments.serializers import standings_rows

REFRESH_SECONDS = 10


def home(request: HttpRequest) -> HttpResponse:
    """The front page: events, newest first, and where to go next."""
    tournaments = Tournament.objects.order_by("-date", "-pk")[:50]
    return render(request, "tournaments/home.html", {"tournaments": tournaments})


def _round(tournament: Tournament, number: int | None = None) -> Round | None:
    rounds = tournament.rounds.prefetch_related("matches__player_a", "matches__player_b")
    if number is None:
        return rounds.order_by("-number").first()
    return get_object_or_404(rounds, number=number)


def _live_context(tournament: Tournament) -> dict[str, Any]:
    round_ = _round(tournament)
    matches = []
    if round_ is not None:
        matches = list(
            round_.matches.select_related("player_a", "player_b").prefetch_related(
                "results", "games"
            )
        )
    for match in matches:
        entries = sorted(match.results.all(), key=lambda entry: entry.pk)
        match.latest = entries[-1] if entries else None
    return {
        "tournament": tournament,
        "round": round_,
        "matches": matches,
        "bracket": _bracket(tournament),
        "standings": standings_rows(tournament),
    }


def _bracket(tournament: Tournament) -> list[dict[str, Any]]:
    """The top cut, round by round: seeds, players and the result that counts."""
    from tournaments.services import counting_results

    rounds = tournament.rounds.filter(kind=Round.Kind.TOP_CUT).order_by("number")
    matches = list(
        Match.objects.filter(round__in=rounds)
        .select_related("player_a", "player_b")
        .order_by("round__number", "table")
    )
    results = counting_results(matches)
    bracket = []
    for index, round_ in enumerate(rounds, start=1):
        rows = []
        for match in (m for m in matches if m.round_id == round_.pk):
            result = results.get(match.pk)
            winner = None
            if result is not None and result.a_wins != result.b_wins:
                winner = match.player_a if result.a_wins > result.b_wins else match.player_b
            rows.append({"match": match, "result": result, "winner": winner})
        bracket.append({"number": index, "round": round_, "rows": rows})
    return bracket


def _run_clock_without_worker(tournament: Tournament) -> None:
    """Without Redis there is no beat and no worker: opening or refreshing the event page
    (every REFRESH_SECONDS while it is open) calls time on its due rounds instead."""
    from config.celery import app
    from tournaments.services import call_time_on_due_rounds

    if app.conf.task_always_eager:
        call_time_on_due_rounds(tournament=tournament)


def tournament_page(request: HttpRequest, tournament_id: int) -> HttpResponse:
    tournament = get_object_or_404(Tournament, pk=tournament_id)
    _run_clock_without_worker(tournament)
    context = {**_live_context(tournament), "refresh_seconds": REFRESH_SECONDS}
    return render(request, "tournaments/tournament.html", context)


def live(request: HttpRequest, tournament_id: int) -> HttpResponse:
    """The pairings and standings fragment the tournament page re-fetches."""
    tournament = get_object_or_404(Tournament, pk=tournament_id)
    _run_clock_without_worker(tournament)
    return render(request, "tournaments/_live.html", _live_context(tournament))


def print_pairings(request: HttpRequest, tournament_id: int, number: int) -> HttpResponse:
    tournament = get_object_or_404(Tournament, pk=tournament_id)
    round_ = _round(tournament, number)
    matches = list(round_.matches.all())
    seats = sorted(
        [(m.player_a.display_name, m.table, m.player_b) for m in matches]
        + [(m.player_b.display_name, m.table, m.player_a) for m in matches if m.player_b],
        key=lambda seat: (seat[0].casefold(), seat[1]),
    )
    context = {"tournament": tournament, "round": round_, "matches": matches, "seats": seats}
    return render(request, "tournaments/print_pairings.html", context)


def result_slips(request: HttpRequest, tournament_id: int, number: int) -> HttpResponse:
    tournament = get_object_or_404(Tournament, pk=tournament_id)
    round_ = _round(tournament, number)
    games = 1 if tournament.match_structure == Tournament.MatchStructure.SINGLE else 3
    context = {
        "tournament": tournament,
        "round": round_,
        "matches": [m for m in round_.matches.all() if m.player_b_id is not None],
        "games": range(1, games + 1),
    }
    return render(request, "tournaments/result_slips.html", context)
