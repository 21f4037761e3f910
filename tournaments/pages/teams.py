"""Team-list pages: the submit page (paste a Team Builder link, or pick cards from the
catalog) and the event's lists (printable; "who has not submitted" for organizers).

They call the same services as the API (tournaments/teamlists/lists.py), so a page never does what
the API would refuse; who may see which list is decided there, before anything is rendered.
"""

from __future__ import annotations

from typing import Any

from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.views.decorators.csrf import ensure_csrf_cookie

from games.engine import FORMATS
from tournaments.errors import TournamentError
from tournaments.game_systems import format_name, system_of
from tournaments.models import Registration, Tournament
from tournaments.permissions import is_organizer
from tournaments.teamlists import lists as teamlists


def _tournament(tournament_id: int) -> Tournament:
    return get_object_or_404(Tournament.objects.select_related("format"), pk=tournament_id)


def _chosen(request: HttpRequest, tournament: Tournament) -> Registration | None:
    """Your own registration, or (?registration=ID) one you may see."""
    wanted = request.GET.get("registration", "")
    if wanted.isdigit():
        registration = get_object_or_404(
            tournament.registrations.select_related("tournament__format"), pk=int(wanted)
        )
        teamlists.require_may_see(request.user, registration)
        return registration
    return (
        tournament.registrations.select_related("tournament__format")
        .filter(user=request.user)
        .first()
    )


def _rules(tournament: Tournament) -> dict[str, Any]:
    rules = FORMATS.get(format_name(tournament), FORMATS["standard"])
    return {
        "name": rules.name,
        "max_cards": rules.max_cards,
        "basic_actions": rules.basic_actions,
        "max_dice": rules.max_dice,
        "rule": rules.rule,
    }


def _posted(request: HttpRequest) -> dict[str, Any]:
    """The form's fields as a team list body: a Team Builder link, or (other game systems)
    ids one per line or comma-separated (figures and dice, say)."""
    if "link" in request.POST:
        return {"link": request.POST.get("link", "")}
    return {
        name: [part.strip() for part in request.POST.get(name, "").replace(",", "\n").split()]
        for name in request.POST
        if name not in ("csrfmiddlewaretoken", "reason")
    }


@login_required
@ensure_csrf_cookie
def team_page(request: HttpRequest, tournament_id: int) -> HttpResponse:
    tournament = _tournament(tournament_id)
    try:
        registration = _chosen(request, tournament)
    except TournamentError as refusal:
        return render(
            request,
            "tournaments/team.html",
            {"tournament": tournament, "refusal": refusal.message},
            status=refusal.http_status,
        )
    organizer = is_organizer(request.user, tournament)
    error, problems = "", []
    if registration is not None and request.method == "POST":
        try:
            team = teamlists.read(tournament, _posted(request))
            teamlists.submit(registration, request.user, team, request.POST.get("reason", ""))
        except teamlists.TeamListInvalid as refusal:
            problems = refusal.problems
        except TournamentError as refusal:
            error = refusal.message
        else:
            url = reverse("tournaments:team-page", args=[tournament.pk])
            if registration.user_id != request.user.pk:
                url += f"?registration={registration.pk}"
            return redirect(url)
    mine = registration is not None and registration.user_id == request.user.pk
    entry = teamlists.current(registration) if registration else None
    body = teamlists.entry_body(entry, registration) if registration else None
    locked = teamlists.locked_for(registration) if registration else teamlists.locked(tournament)
    editable = registration is not None and (organizer or (mine and not locked))
    urls = {"search": reverse("cards:card-search"), "resolve": reverse("cards:card-resolve")}
    if registration is not None:
        urls["check"] = reverse("tournaments:team-list-check", args=[tournament.pk])
        urls["submit"] = reverse(
            "tournaments:registration-team-list", args=[tournament.pk, registration.pk]
        )
    context = {
        "tournament": tournament,
        "registration": registration,
        "list": body,
        "mine": mine,
        "organizer": organizer,
        "editable": editable,
        "locked": locked,
        "window_until": registration.team_list_until
        if registration is not None and teamlists.window_open(registration)
        else None,
        "needs_reason": locked and organizer,
        "revealed": teamlists.revealed(tournament),
        "rules": _rules(tournament),
        "plain_fields": system_of(tournament).team_list_fields,
        "error": error,
        "problems": problems,
        "posted_link": request.POST.get("link", "") if request.method == "POST" else "",
        "config": {
            "urls": urls,
            "editable": editable,
            "needsReason": locked and organizer,
            "cards": body.get("cards", []) if body else [],
            "basicActions": body.get("basic_actions", []) if body else [],
        },
        "registrations": tournament.registrations.order_by("display_name") if organizer else [],
    }
    status = 400 if error or problems else 200
    return render(request, "tournaments/team.html", context, status=status)


def team_lists_page(request: HttpRequest, tournament_id: int) -> HttpResponse:
    """The lists you may see (all of them for organizers and judges, printable), and for
    them who has not submitted; nothing of a secret list reaches the template."""
    tournament = _tournament(tournament_id)
    staff = teamlists.staff_of(request.user, tournament)  # not a judge who plays in it
    registrations = tournament.registrations.select_related("tournament__format").order_by(
        "display_name", "id"
    )
    shown = [
        teamlists.entry_body(teamlists.current(r), r)
        for r in registrations
        if teamlists.may_see(request.user, r)
    ]
    context = {
        "tournament": tournament,
        "lists": [body for body in shown if body["submitted"]],
        "status": teamlists.status_of(tournament) if staff else None,
        "staff": staff,
        "organizer": is_organizer(request.user, tournament),
        "revealed": teamlists.revealed(tournament),
    }
    return render(request, "tournaments/team_lists.html", context)
