"""Pages for everyone and for players: home, the event page (pairing cards, clock, bracket,
placings), round history, a match (report and confirm in two taps), printouts.

Thin views over the services; templates escape what users wrote; htmx gets one partial.
"""

from __future__ import annotations

from typing import Any

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.views.decorators.http import require_POST

from tournaments import permissions
from tournaments.models import Invitation, Match, Registration, ResultEntry, Round, Tournament
from tournaments.pages.common import attempt, back, int_field, score_text
from tournaments.pages.overview import overview
from tournaments.registration import entries as registration_entries
from tournaments.registration import invitations
from tournaments.results import penalties, reporting
from tournaments.results.history import round_matches
from tournaments.results.placings import final_placings, standings_rows
from tournaments.results.reporting import match_side
from tournaments.rounds.clock import round_deadline

REFRESH_SECONDS = 10
TURN_POLL_SECONDS = 10


# --- home ------------------------------------------------------------------------------------


def home(request: HttpRequest) -> HttpResponse:
    """Logged in: my events, my table and opponent, team lists, games, what waits for me.
    Everyone: the latest events."""
    context: dict[str, Any] = {
        "tournaments": Tournament.objects.order_by("-date", "-pk")[:10],
        "poll_seconds": TURN_POLL_SECONDS,
    }
    if request.user.is_authenticated:
        context["me"] = overview(request.user)
    if request.htmx and request.user.is_authenticated:
        return render(request, "tournaments/home.html#turn", context)
    return render(request, "tournaments/home.html", context)


def events(request: HttpRequest) -> HttpResponse:
    tournaments = Tournament.objects.order_by("-date", "-pk")[:200]
    return render(request, "tournaments/events.html", {"tournaments": tournaments})


# --- the event page ----------------------------------------------------------------------------


def _latest_round(tournament: Tournament) -> Round | None:
    return tournament.rounds.order_by("-number").first()


def _live_context(request: HttpRequest, tournament: Tournament) -> dict[str, Any]:
    round_ = _latest_round(tournament)
    matches = round_matches(round_) if round_ is not None else []
    _with_extra_time(matches)
    mine = None
    if request.user.is_authenticated:
        mine = tournament.registrations.of(request.user).first()
    return {
        "tournament": tournament,
        "round": round_,
        "deadline": round_deadline(round_) if round_ is not None else None,
        "matches": matches,
        "mine": mine,
        "bracket": _bracket(tournament),
        "standings": standings_rows(tournament),
        "placings": final_placings(tournament)
        if tournament.rounds.filter(kind=Round.Kind.TOP_CUT).exists()
        else None,
        "rounds": tournament.rounds.order_by("number"),
    }


def _with_extra_time(matches: list[Match]) -> None:
    """Each match's extra minutes from judges (event_day.grant_extra_time), in one query."""
    from django.db.models import Sum

    from tournaments.models import TimeExtension

    found = dict(
        TimeExtension.objects.filter(match__in=matches)
        .values("match")
        .annotate(total=Sum("minutes"))
        .values_list("match", "total")
    )
    for match in matches:
        match.extra_minutes = found.get(match.pk, 0)


def _bracket(tournament: Tournament) -> list[dict[str, Any]]:
    """The top cut, round by round: seeds, players, the result that counts and the winner;
    rounds not played yet are shown empty."""
    from tournaments.results.counting import counting_results

    rounds = list(tournament.rounds.filter(kind=Round.Kind.TOP_CUT).order_by("number"))
    if not rounds:
        return []
    total = max(1, tournament.top_cut.bit_length() - 1)
    matches = list(
        Match.objects.filter(round__in=rounds)
        .select_related("player_a", "player_b")
        .order_by("round__number", "table")
    )
    results = counting_results(matches)
    bracket = []
    for index in range(1, total + 1):
        round_ = rounds[index - 1] if index <= len(rounds) else None
        rows = []
        for match in (m for m in matches if round_ is not None and m.round_id == round_.pk):
            result = results.get(match.pk)
            winner = None
            if result is not None and result.a_wins != result.b_wins:
                winner = match.player_a if result.a_wins > result.b_wins else match.player_b
            rows.append({"match": match, "result": result, "winner": winner})
        left = 2 ** (total - index + 1)
        name = {2: "Final", 4: "Semifinals", 8: "Quarterfinals"}.get(left, f"Top {left}")
        bracket.append({"number": index, "name": name, "round": round_, "rows": rows})
    return bracket


def _run_clock_without_worker(tournament: Tournament) -> None:
    """Without Redis there is no beat and no worker: opening or refreshing the event page
    (every REFRESH_SECONDS while it is open) calls time on its due rounds instead."""
    from config.celery import app
    from tournaments.rounds.clock import call_time_on_due_rounds

    if app.conf.task_always_eager:
        call_time_on_due_rounds(tournament=tournament)


def tournament_page(request: HttpRequest, tournament_id: int) -> HttpResponse:
    tournament = get_object_or_404(Tournament, pk=tournament_id)
    _run_clock_without_worker(tournament)
    context = {
        **_live_context(request, tournament),
        "refresh_seconds": REFRESH_SECONDS,
        "is_organizer": permissions.is_organizer(request.user, tournament),
        "is_judge": permissions.is_judge(request.user, tournament),
        "can_register": request.user.is_authenticated
        and tournament.status in (Tournament.Status.REGISTRATION, Tournament.Status.SWISS),
        "my_penalties": list(
            penalties.visible_to(request.user, tournament).filter(registration__user=request.user)
        )
        if request.user.is_authenticated
        else [],
    }
    return render(request, "tournaments/tournament.html", context)


def live(request: HttpRequest, tournament_id: int) -> HttpResponse:
    """The pairings, clock, bracket and standings fragment the event page re-fetches."""
    tournament = get_object_or_404(Tournament, pk=tournament_id)
    _run_clock_without_worker(tournament)
    return render(request, "tournaments/tournament.html#live", _live_context(request, tournament))


def round_page(request: HttpRequest, tournament_id: int, number: int) -> HttpResponse:
    """Any round's pairings and results, for the history."""
    tournament = get_object_or_404(Tournament, pk=tournament_id)
    round_ = get_object_or_404(tournament.rounds, number=number)
    context = {
        "tournament": tournament,
        "round": round_,
        "matches": round_matches(round_),
        "rounds": tournament.rounds.order_by("number"),
        "mine": tournament.registrations.of(request.user).first()
        if request.user.is_authenticated
        else None,
    }
    return render(request, "tournaments/round.html", context)


@login_required
@require_POST
def register(request: HttpRequest, tournament_id: int) -> HttpResponse:
    tournament = get_object_or_404(Tournament, pk=tournament_id)
    name = request.POST.get("display_name", "").strip()[:100]
    registration = attempt(request, registration_entries.register, tournament, request.user, name)
    if registration is not None:
        late = f" (late entry: you join in round {registration.joined_round})."
        messages.success(
            request,
            f"You are registered for {tournament.name}"
            + (late if registration.joined_round > 1 else "."),
        )
    return back(request, reverse("tournaments:page", args=[tournament.pk]))


@login_required
@require_POST
def drop_self(request: HttpRequest, tournament_id: int) -> HttpResponse:
    registration = get_object_or_404(
        Registration.objects.select_related("tournament"),
        tournament_id=tournament_id,
        user=request.user,
    )
    if attempt(request, registration_entries.drop, registration) is not None:
        messages.success(request, "You have dropped: you will not be paired again.")
    return back(request, reverse("tournaments:page", args=[tournament_id]))


# --- a match: players report and confirm -------------------------------------------------------


def _match(match_id: int) -> Match:
    return get_object_or_404(
        Match.objects.select_related(
            "round__tournament", "player_a__user", "player_b__user"
        ).prefetch_related("results__by", "games"),
        pk=match_id,
    )


def _games(tournament: Tournament) -> int:
    return 1 if tournament.match_structure == Tournament.MatchStructure.SINGLE else 3


def _quick_scores(tournament: Tournament, match: Match) -> list[dict[str, Any]]:
    """The usual final scores as one-tap buttons: a, b, draws and a label in names."""
    a, b = match.player_a.display_name, match.player_b.display_name if match.player_b else ""
    if _games(tournament) == 1:
        scores = [(1, 0, 0), (0, 1, 0), (0, 0, 1)]
    else:
        scores = [(2, 0, 0), (2, 1, 0), (1, 2, 0), (0, 2, 0), (1, 1, 1), (1, 0, 1), (0, 1, 1)]
    quick = []
    for wa, wb, d in scores:
        if match.round.kind == Round.Kind.TOP_CUT and wa == wb:
            continue
        if wa > wb:
            label = f"{a} wins {score_text(wa, wb)}"
        elif wb > wa:
            label = f"{b} wins {score_text(wb, wa)}"
        else:
            label = "Draw"
        if d:
            label += f" ({d} drawn)" if wa != wb else f" {score_text(wa, wb, d)}"
        quick.append({"a": wa, "b": wb, "d": d, "label": label})
    return quick


def match_page(request: HttpRequest, match_id: int) -> HttpResponse:
    match = _match(match_id)
    tournament = match.round.tournament
    entries = sorted(match.results.all(), key=lambda entry: entry.pk)
    latest = entries[-1] if entries else None
    side = None
    if request.user.is_authenticated:
        side = match_side(match, request.user)
    online = bool(match.games.all())
    context = {
        "tournament": tournament,
        "match": match,
        "entries": entries,
        "latest": latest,
        "side": side,
        "online": online,
        "can_report": side is not None
        and not online
        and (latest is None or latest.kind == ResultEntry.Kind.DISPUTED),
        "can_confirm": side is not None
        and latest is not None
        and latest.kind == ResultEntry.Kind.REPORTED
        and latest.by_id != request.user.pk,
        "waiting_for_opponent": side is not None
        and latest is not None
        and latest.kind == ResultEntry.Kind.REPORTED
        and latest.by_id == request.user.pk,
        "quick": _quick_scores(tournament, match) if match.player_b_id else [],
        "is_judge": permissions.is_judge(request.user, tournament),
    }
    return render(request, "tournaments/match.html", context)


@login_required
@require_POST
def match_report(request: HttpRequest, match_id: int) -> HttpResponse:
    match = _match(match_id)
    a, b, d = (int_field(request, key) for key in ("a_wins", "b_wins", "draws"))
    if None in (a, b, d):
        messages.error(request, "Scores are whole numbers of games.")
    elif attempt(request, reporting.report_result, match, request.user, a, b, d) is not None:
        messages.success(request, "Reported. It counts once your opponent confirms it.")
    return back(request, reverse("tournaments:match", args=[match.pk]))


@login_required
@require_POST
def match_confirm(request: HttpRequest, match_id: int) -> HttpResponse:
    match = _match(match_id)
    if attempt(request, reporting.confirm_result, match, request.user) is not None:
        messages.success(request, "Confirmed: the result counts.")
    return back(request, reverse("tournaments:match", args=[match.pk]))


@login_required
@require_POST
def match_dispute(request: HttpRequest, match_id: int) -> HttpResponse:
    match = _match(match_id)
    reason = request.POST.get("reason", "").strip()[:300]
    if not reason:
        messages.error(request, "Say what is wrong with the reported result.")
    elif attempt(request, reporting.dispute_result, match, request.user, reason) is not None:
        messages.success(request, "Disputed: a judge will look at it.")
    return back(request, reverse("tournaments:match", args=[match.pk]))


# --- printouts -----------------------------------------------------------------------------------


def print_pairings(request: HttpRequest, tournament_id: int, number: int) -> HttpResponse:
    tournament = get_object_or_404(Tournament, pk=tournament_id)
    round_ = get_object_or_404(tournament.rounds, number=number)
    matches = list(round_.matches.select_related("player_a", "player_b"))
    seats = sorted(
        [(m.player_a.display_name, m.table, m.player_b) for m in matches]
        + [(m.player_b.display_name, m.table, m.player_a) for m in matches if m.player_b],
        key=lambda seat: (seat[0].casefold(), seat[1]),
    )
    context = {"tournament": tournament, "round": round_, "matches": matches, "seats": seats}
    return render(request, "tournaments/print_pairings.html", context)


def result_slips(request: HttpRequest, tournament_id: int, number: int) -> HttpResponse:
    tournament = get_object_or_404(Tournament, pk=tournament_id)
    round_ = get_object_or_404(tournament.rounds, number=number)
    context = {
        "tournament": tournament,
        "round": round_,
        "matches": [
            m
            for m in round_.matches.select_related("player_a", "player_b")
            if m.player_b_id is not None
        ],
        "games": range(1, _games(tournament) + 1),
    }
    return render(request, "tournaments/result_slips.html", context)


# --- invitations ---------------------------------------------------------------------------------


def invitation(request: HttpRequest, token: str) -> HttpResponse:
    """The link in an invitation mail: log in (or sign up) with the invited address, then
    join with one button."""
    invite = get_object_or_404(Invitation.objects.select_related("tournament"), token=token)
    if request.method == "POST":
        if not request.user.is_authenticated:
            raise PermissionDenied("log in first")
        accepted = attempt(request, invitations.accept, token, request.user)
        if accepted is not None:
            messages.success(request, f"You have joined {invite.tournament.name}.")
            return redirect("tournaments:page", invite.tournament_id)
    return render(request, "tournaments/invitation.html", {"invitation": invite})
