"""Event-day pages (issue 17): the confirmation step before what cannot be undone, the
projector view for a venue screen, the judges' tables page (extra time for one table,
feature matches), a late entrant's team-list window and the live games list.

Thin views: event_day.py and services.py decide who may do what.
"""

from __future__ import annotations

from typing import Any

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, render
from django.urls import reverse
from django.views.decorators.http import require_POST

from games.models import Game
from tournaments import permissions
from tournaments.models import Match, Registration, Round, Tournament
from tournaments.pages.common import attempt, back, int_field
from tournaments.results.history import round_matches
from tournaments.results.placings import standings_rows
from tournaments.rounds import event_day
from tournaments.rounds.clock import round_deadline

PROJECTOR_REFRESH_SECONDS = 15
PROJECTOR_STANDINGS = 16


# --- "are you sure?": one step before what cannot be undone ----------------------------------


def confirmed(request: HttpRequest) -> bool:
    return request.POST.get("confirmed") == "1"


def ask(
    request: HttpRequest,
    tournament: Tournament,
    *,
    title: str,
    what: str,
    yes: str,
    action: str,
    cancel: str,
    warnings: list[str] | None = None,
    blocked: str = "",
    hidden: dict[str, str] | None = None,
    target: str = "",
) -> HttpResponse:
    """The confirmation page (or, for htmx, its fragment): what happens, the warnings, a
    button that posts the same action again with confirmed=1, and a way back. `blocked`
    says why it cannot be done now (no button then)."""
    context = {
        "tournament": tournament,
        "tab": "rounds",
        "is_organizer": permissions.is_organizer(request.user, tournament),
        "title": title,
        "what": what,
        "yes": yes,
        "action": action,
        "cancel": cancel,
        "warnings": warnings or [],
        "blocked": blocked,
        "hidden": sorted((hidden or {}).items()),
        "target": target,
    }
    template = "tournaments/console/confirm.html"
    if getattr(request, "htmx", False) and target:
        return render(request, f"{template}#ask", context)
    return render(request, template, context)


def pairing_question(
    request: HttpRequest, tournament: Tournament, number: int
) -> HttpResponse | None:
    """Before pairing: None when nothing needs saying (or the organizer said "pair
    anyway"), else the page that warns about missing lists and unreported results."""
    if confirmed(request):
        return None
    found = event_day.pairing_warnings(tournament, number)
    if not found["unreported"] and not found["no_list"]:
        return None
    warnings = []
    if found["no_list"]:
        names = ", ".join(row["display_name"] for row in found["no_list"])
        fate = "will not be paired" if found["left_out"] else "will play without a list on file"
        warnings.append(
            f"{len(found['no_list'])} player{'s' if len(found['no_list']) > 1 else ''} "
            f"without a valid team list {fate}: {names}."
        )
    blocked = ""
    if found["unreported"]:
        tables = ", ".join(
            f"{m.table} ({m.latest.words.lower() if m.latest else 'nothing reported'})"
            for m in found["unreported"]
        )
        blocked = f"Round {number - 1} still waits for results at table {tables}."
    rounds_url = reverse("tournaments:console-rounds", args=[tournament.pk])
    return ask(
        request,
        tournament,
        title=f"Pair round {number}?",
        what="Check before pairing: once the round is paired, players go to their tables.",
        yes=f"Pair round {number} anyway",
        action=reverse("tournaments:pair-next", args=[tournament.pk]),
        cancel=rounds_url,
        warnings=warnings,
        blocked=blocked,
        target="#progress",
    )


# --- the projector: a venue screen ------------------------------------------------------------


def projector(request: HttpRequest, tournament_id: int) -> HttpResponse:
    """Public, like the event page: the round clock, pairings by name in big type and the
    standings' top; it refreshes itself (htmx) and needs no login on the venue's laptop."""
    tournament = get_object_or_404(Tournament, pk=tournament_id)
    round_ = tournament.rounds.order_by("-number").first()
    matches = round_matches(round_) if round_ is not None else []
    extra = {m.pk: event_day.extra_minutes(m) for m in matches}
    context: dict[str, Any] = {
        "tournament": tournament,
        "round": round_,
        "deadline": round_deadline(round_) if round_ is not None else None,
        "seats": event_day.by_name(matches),
        "extended": [(m, extra[m.pk], event_day.table_deadline(m)) for m in matches if extra[m.pk]],
        "standings": standings_rows(tournament)[:PROJECTOR_STANDINGS],
        "refresh_seconds": PROJECTOR_REFRESH_SECONDS,
    }
    if getattr(request, "htmx", False):
        return render(request, "tournaments/projector.html#screen", context)
    return render(request, "tournaments/projector.html", context)


def seating(request: HttpRequest, tournament_id: int, number: int) -> HttpResponse:
    """The seating plan of a round (round 1 above all): every player by name with table and
    seat, in type big enough to post on a wall, and the tables in order."""
    tournament = get_object_or_404(Tournament, pk=tournament_id)
    round_ = get_object_or_404(tournament.rounds, number=number)
    matches = round_matches(round_)
    return render(
        request,
        "tournaments/seating.html",
        {
            "tournament": tournament,
            "round": round_,
            "matches": matches,
            "seats": event_day.by_name(matches),
        },
    )


# --- the judges' tables page: extra time, feature matches --------------------------------------


def _judged(request: HttpRequest, tournament_id: int) -> Tournament:
    tournament = get_object_or_404(Tournament, pk=tournament_id)
    if not permissions.is_judge(request.user, tournament):
        raise PermissionDenied("Only a judge or organizer of this event may open this page.")
    return tournament


@login_required
def tables(request: HttpRequest, tournament_id: int) -> HttpResponse:
    """The current round's tables for judges: each table's own clock (the round's plus its
    extra time), the extensions granted and why; organizers mark feature matches here."""
    tournament = _judged(request, tournament_id)
    round_ = tournament.rounds.order_by("-number").first()
    matches = round_matches(round_) if round_ is not None else []
    for match in matches:
        match.extended = list(match.extensions.select_related("by"))
        match.extra = sum(e.minutes for e in match.extended)
        match.deadline = event_day.table_deadline(match)
    return render(
        request,
        "tournaments/judge/tables.html",
        {
            "tournament": tournament,
            "tab": "tables",
            "is_organizer": permissions.is_organizer(request.user, tournament),
            "round": round_,
            "deadline": round_deadline(round_) if round_ is not None else None,
            "matches": matches,
            "max_minutes": event_day.EXTRA_MAX_MINUTES,
        },
    )


def _match(tournament: Tournament, match_id: int) -> Match:
    return get_object_or_404(
        Match.objects.select_related("round__tournament", "player_a", "player_b"),
        pk=match_id,
        round__tournament=tournament,
    )


@login_required
@require_POST
def extra_time(request: HttpRequest, tournament_id: int, match_id: int) -> HttpResponse:
    tournament = _judged(request, tournament_id)
    match = _match(tournament, match_id)
    minutes = int_field(request, "minutes")
    if minutes is None:
        messages.error(request, "Extra time is a whole number of minutes.")
    elif attempt(
        request,
        event_day.grant_extra_time,
        match,
        request.user,
        minutes,
        request.POST.get("reason", ""),
    ):
        messages.success(request, f"Table {match.table}: {minutes} more minutes.")
    return back(request, reverse("tournaments:tables", args=[tournament.pk]))


@login_required
@require_POST
def feature(request: HttpRequest, tournament_id: int, match_id: int) -> HttpResponse:
    tournament = get_object_or_404(Tournament, pk=tournament_id)
    if not permissions.is_organizer(request.user, tournament):
        raise PermissionDenied("Only an organizer of this event marks feature matches.")
    match = _match(tournament, match_id)
    featured = request.POST.get("featured") == "1"
    if attempt(request, event_day.set_featured, match, request.user, featured):
        messages.success(
            request,
            f"Table {match.table} is {'a feature match' if featured else 'no longer featured'}.",
        )
    return back(request, reverse("tournaments:tables", args=[tournament.pk]))


# --- a late entrant's own team-list window ----------------------------------------------------


@login_required
@require_POST
def team_list_window(request: HttpRequest, tournament_id: int, registration_id: int):
    tournament = get_object_or_404(Tournament, pk=tournament_id)
    if not permissions.is_organizer(request.user, tournament):
        raise PermissionDenied("Only an organizer of this event opens team-list windows.")
    registration = get_object_or_404(Registration, pk=registration_id, tournament=tournament)
    minutes = int_field(request, "minutes", default=-1)
    if minutes is None or minutes < 0:
        minutes = -1  # the service says what a window may be
    if attempt(request, event_day.set_team_list_window, registration, request.user, minutes):
        messages.success(
            request,
            f"{registration.display_name} may submit a team list for {minutes} minutes."
            if minutes
            else f"{registration.display_name}'s team-list window is closed.",
        )
    return back(request, reverse("tournaments:console-team-lists", args=[tournament.pk]))


# --- the live games list: what spectators can watch now ---------------------------------------


def live_games(request: HttpRequest, tournament_id: int) -> HttpResponse:
    """The current round's online games, feature matches first, each with its state and a
    link to watch. An event that keeps lists secret keeps its games to players and judges
    (online.keeps_lists_secret), so the list names no game there."""
    from tournaments.online.match_games import keeps_lists_secret

    tournament = get_object_or_404(Tournament, pk=tournament_id)
    round_ = tournament.rounds.order_by("-number").first()
    rows = []
    if round_ is not None:
        for match in round_matches(round_):
            for link in sorted(match.games.all(), key=lambda g: g.number):
                game = Game.objects.get(pk=link.game_id)
                rows.append({"match": match, "number": link.number, "game": game})
    rows.sort(key=lambda r: (not r["match"].featured, r["match"].table, r["number"]))
    secret = bool(rows) and keeps_lists_secret(rows[0]["game"])
    context = {
        "tournament": tournament,
        "round": round_,
        "rows": [] if secret else rows,
        "secret": secret,
        "refresh_seconds": PROJECTOR_REFRESH_SECONDS,
        "top_cut": round_ is not None and round_.kind == Round.Kind.TOP_CUT,
    }
    if getattr(request, "htmx", False):
        return render(request, "tournaments/live_games.html#games", context)
    return render(request, "tournaments/live_games.html", context)


# --- a judge's result ruling on a finished online game ----------------------------------------


@login_required
@require_POST
def game_result_ruling(request: HttpRequest, tournament_id: int, game_id: Any) -> HttpResponse:
    """The judge page's "Change the result" form: event_day.rule_game_result decides."""
    tournament = _judged(request, tournament_id)
    game = get_object_or_404(Game, pk=game_id, match_game__match__round__tournament=tournament)
    raw = request.POST.get("winner", "")
    winner = {"0": 0, "1": 1, "draw": None}.get(raw, "bad")
    entry = attempt(
        request,
        event_day.rule_game_result,
        game,
        request.user,
        winner,
        request.POST.get("reason", ""),
    )
    if entry is not None:
        messages.success(
            request,
            f"Ruling recorded: the match now reads {entry.a_wins}\u2013{entry.b_wins}"
            + (f"\u2013{entry.draws}" if entry.draws else "")
            + ", in the game's log and the match's history.",
        )
    return back(request, reverse("games:game-judge", args=[game.pk]))
