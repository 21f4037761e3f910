"""Judges' pages: the dispute queue of an event (online game disputes and paper result
disputes), rulings on paper results, and penalties. The services refuse a judge who plays
in the match; the pages show that refusal in words."""

from __future__ import annotations

from typing import Any

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, render
from django.urls import reverse
from django.views.decorators.http import require_POST

from games.models import Dispute
from tournaments import permissions
from tournaments.models import Match, MatchGame, Penalty, ResultEntry, Tournament
from tournaments.pages.common import attempt, back, int_field, score_text
from tournaments.results import penalties, reporting
from tournaments.results.history import with_history


def _judged(request: HttpRequest, tournament_id: int) -> Tournament:
    tournament = get_object_or_404(Tournament, pk=tournament_id)
    if not permissions.is_judge(request.user, tournament):
        raise PermissionDenied("Only a judge or organizer of this event may open this page.")
    return tournament


def _tab_context(request: HttpRequest, tournament: Tournament, tab: str) -> dict[str, Any]:
    return {
        "tournament": tournament,
        "tab": tab,
        "is_organizer": permissions.is_organizer(request.user, tournament),
    }


def paper_disputes(tournament: Tournament) -> list[Match]:
    """Matches with a disputed entry: open while the dispute is the latest entry, ruled once
    a correction (or new report and confirmation) followed it."""
    matches = with_history(
        list(
            Match.objects.filter(
                round__tournament=tournament, results__kind=ResultEntry.Kind.DISPUTED
            )
            .distinct()
            .select_related("round", "player_a__user", "player_b__user")
            .prefetch_related("results__by")
            .order_by("round__number", "table")
        )
    )
    for match in matches:
        disputes = [e for e in match.history if e.kind == ResultEntry.Kind.DISPUTED]
        match.dispute = disputes[-1]
        match.open = match.latest.kind == ResultEntry.Kind.DISPUTED
    return sorted(matches, key=lambda m: (not m.open, m.round.number, m.table))


def game_disputes(tournament: Tournament) -> list[Dispute]:
    links = MatchGame.objects.filter(match__round__tournament=tournament).select_related(
        "match__round", "match__player_a", "match__player_b"
    )
    by_game = {link.game_id: link for link in links}
    disputes = list(
        Dispute.objects.filter(game_id__in=by_game).select_related("opened_by", "ruled_by")
    )
    for dispute in disputes:
        dispute.link = by_game[dispute.game_id]
    return sorted(disputes, key=lambda d: (d.status != Dispute.Status.OPEN, d.created_at))


@login_required
def disputes(request: HttpRequest, tournament_id: int) -> HttpResponse:
    tournament = _judged(request, tournament_id)
    paper = paper_disputes(tournament)
    online = game_disputes(tournament)
    context = {
        **_tab_context(request, tournament, "disputes"),
        "paper": paper,
        "online": online,
        "open_count": sum(m.open for m in paper)
        + sum(d.status == Dispute.Status.OPEN for d in online),
        "games": 1 if tournament.match_structure == Tournament.MatchStructure.SINGLE else 3,
    }
    return render(request, "tournaments/judge/disputes.html", context)


@login_required
@require_POST
def rule_paper(request: HttpRequest, tournament_id: int, match_id: int) -> HttpResponse:
    """A judge rules on a paper dispute by correcting the result, with a reason."""
    tournament = _judged(request, tournament_id)
    match = get_object_or_404(
        Match.objects.select_related("round__tournament", "player_a", "player_b"),
        pk=match_id,
        round__tournament=tournament,
    )
    a, b, d = (int_field(request, key) for key in ("a_wins", "b_wins", "draws"))
    reason = request.POST.get("reason", "").strip()[:300]
    if None in (a, b, d):
        messages.error(request, "Scores are whole numbers of games.")
    elif not reason:
        messages.error(request, "Say why: the ruling is kept in the match's history.")
    elif attempt(request, reporting.correct_result, match, request.user, a, b, d, reason):
        messages.success(request, f"Ruled on table {match.table} of round {match.round.number}.")
    return back(request, reverse("tournaments:disputes", args=[tournament.pk]))


@login_required
def penalty_page(request: HttpRequest, tournament_id: int) -> HttpResponse:
    tournament = _judged(request, tournament_id)
    registrations = tournament.registrations.order_by("display_name")
    chosen = request.GET.get("registration")
    suggestion = None
    if chosen and chosen.isdigit() and request.GET.get("infraction") in Penalty.Infraction.values:
        registration = registrations.filter(pk=int(chosen)).first()
        if registration is not None:
            suggestion = penalties.suggested(registration, request.GET["infraction"])
    context = {
        **_tab_context(request, tournament, "penalties"),
        "registrations": registrations,
        "kinds": Penalty.Kind.choices,
        "infractions": Penalty.Infraction.choices,
        "penalties": penalties.visible_to(request.user, tournament).order_by("-id"),
        "suggestion": suggestion,
        "base": {key.value: value.label for key, value in penalties.BASE.items()},
    }
    if request.htmx:
        return render(request, "tournaments/judge/penalties.html#suggestion", context)
    return render(request, "tournaments/judge/penalties.html", context)


@login_required
@require_POST
def issue_penalty(request: HttpRequest, tournament_id: int) -> HttpResponse:
    tournament = _judged(request, tournament_id)
    registration = get_object_or_404(
        tournament.registrations.select_related("tournament"),
        pk=request.POST.get("registration") or 0,
    )
    penalty = attempt(
        request,
        penalties.issue,
        registration,
        request.user,
        request.POST.get("kind", ""),
        request.POST.get("infraction", ""),
        request.POST.get("reason", "")[:300],
    )
    if penalty is not None:
        what = f"{penalty.get_kind_display().capitalize()} to {registration.display_name}"
        if penalty.result is not None:
            score = score_text(penalty.result.a_wins, penalty.result.b_wins, penalty.result.draws)
            what += f"; table {penalty.match.table} is now {score}"
        if penalty.kind == Penalty.Kind.DISQUALIFICATION:
            what += "; dropped from the event"
        messages.success(request, what + ".")
    return back(request, reverse("tournaments:penalties", args=[tournament.pk]))
