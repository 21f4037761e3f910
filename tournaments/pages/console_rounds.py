"""The organizer console's rounds: pairing the next round with its progress, results (enter,
correct, confirm for players), calling time, the top cut; team lists and exports. The
event, overview and people pages are tournaments/pages/console.py."""

from __future__ import annotations

from typing import Any

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.template.loader import render_to_string
from django.urls import reverse
from django.views.decorators.http import require_POST

from config.celery import app as celery_app
from tournaments import tasks
from tournaments.models import Match, Tournament
from tournaments.pages import event_day
from tournaments.pages.common import REFUSALS, attempt, back, int_field, refusal_text, score_text
from tournaments.pages.console import console_page, next_step, organized_event
from tournaments.registration import entries as registration_entries
from tournaments.results import bulk as bulk_results
from tournaments.results import counting, reporting
from tournaments.results.history import round_matches
from tournaments.rounds import clock, completion, generation
from tournaments.rounds.clock import round_deadline


@login_required
def rounds(request: HttpRequest, tournament_id: int) -> HttpResponse:
    tournament = organized_event(request, tournament_id)
    return console_page(
        request,
        tournament,
        "tournaments/console/rounds.html",
        "rounds",
        next=next_step(tournament),
        rounds=tournament.rounds.order_by("number"),
    )


def _task_context(tournament: Tournament, task_id: str, number: int, result: Any) -> dict:
    """{state, done, total, stage, round} from the task (eager: its finished result)."""
    from tournaments.rounds.views import task_body

    body = task_body(result, number)
    progress = body["progress"] or {}
    finished = body["state"] == "SUCCESS"
    return {
        "tournament": tournament,
        "task_id": task_id,
        "number": number,
        "state": body["state"],
        "stage": progress.get("stage", "done" if finished else "queued"),
        "done": progress.get("done", 4 if finished else 0),
        "total": progress.get("total", 4),
        "error": body["error"],
        "finished": finished,
    }


def _after_pairing(tournament: Tournament) -> dict[str, Any]:
    """What the progress fragment swaps in beside itself once the round exists, so the
    Rounds page stops offering to pair it (the "Every round" table and the next step)."""
    return {"oob": True, "rounds": tournament.rounds.order_by("number")}


@login_required
@require_POST
def pair_next(request: HttpRequest, tournament_id: int) -> HttpResponse:
    """Queue the next round's pairing (what POST /rounds/ does) and show its progress bar."""
    tournament = organized_event(request, tournament_id)
    number = registration_entries.last_round_number(tournament) + 1
    try:
        existing = generation.check_next_round(tournament, number)
    except REFUSALS as error:
        if getattr(error, "code", "") == "round/previous_not_complete":
            question = event_day.pairing_question(request, tournament, number)
            if question is not None:  # names the tables the round waits for
                return question
        messages.error(request, refusal_text(error))
        return back(request, reverse("tournaments:console-rounds", args=[tournament.pk]))
    if existing is not None:
        messages.info(request, f"Round {number} exists already.")
        return back(request, reverse("tournaments:console-rounds", args=[tournament.pk]))
    question = event_day.pairing_question(request, tournament, number)
    if question is not None:
        return question
    result = attempt(request, tasks.generate_round.delay, tournament.pk, number)
    if result is None:
        return back(request, reverse("tournaments:console-rounds", args=[tournament.pk]))
    context = _task_context(tournament, result.id, number, result)
    if request.htmx:
        context.update(_after_pairing(tournament))
        return render(request, "tournaments/console/rounds.html#progress", context)
    url = reverse("tournaments:console-task", args=[tournament.pk, result.id])
    return redirect(f"{url}?number={number}")


@login_required
def task_progress(request: HttpRequest, tournament_id: int, task_id: str) -> HttpResponse:
    """The progress bar of a pairing task; htmx polls it until the round exists."""
    from celery.result import AsyncResult

    tournament = organized_event(request, tournament_id)
    number = int(request.GET.get("number", "0") or 0)
    if celery_app.conf.task_always_eager:
        # An eager task ran inside the POST; the round either exists or the POST said why.
        exists = tournament.rounds.filter(number=number).exists()
        context = {
            "tournament": tournament,
            "task_id": task_id,
            "number": number,
            "state": "SUCCESS" if exists else "FAILURE",
            "stage": "done",
            "done": 4,
            "total": 4,
            "error": None if exists else {"message": "the round was not created"},
            "finished": exists,
        }
    else:
        context = _task_context(tournament, task_id, number, AsyncResult(task_id, app=celery_app))
    template = "tournaments/console/rounds.html"
    if request.htmx:
        context.update(_after_pairing(tournament))
        return render(request, f"{template}#progress", context)
    return console_page(
        request,
        tournament,
        template,
        "rounds",
        progress=context,
        next=next_step(tournament),
        rounds=tournament.rounds.order_by("number"),
    )


def _match_of(tournament: Tournament, match_id: int) -> Match:
    return get_object_or_404(
        Match.objects.select_related("round__tournament", "player_a__user", "player_b__user"),
        pk=match_id,
        round__tournament=tournament,
    )


@login_required
def results(request: HttpRequest, tournament_id: int, number: int) -> HttpResponse:
    """The result grid of one round: enter, confirm on behalf, correct, history, drops; the
    tables that keep the round open are named first."""
    tournament = organized_event(request, tournament_id)
    round_ = get_object_or_404(tournament.rounds, number=number)
    matches = round_matches(round_)
    return console_page(
        request,
        tournament,
        "tournaments/console/results.html",
        "rounds",
        round=round_,
        matches=matches,
        blocking=[m for m in matches if not m.final],
        reported=_reported(matches),
        deadline=round_deadline(round_),
        rounds=tournament.rounds.order_by("number"),
        games=_games(tournament),
    )


def _reported(matches: list[Match]) -> list[Match]:
    """The tables whose result waits only for the opponent's confirmation."""
    return [m for m in matches if m.player_b_id and m.latest and m.latest.kind == "reported"]


@login_required
@require_POST
def confirm_reported(request: HttpRequest, tournament_id: int, number: int) -> HttpResponse:
    """Every reported result of the round confirmed on the players' behalf, in one
    transaction (tournaments/results/bulk.py)."""
    tournament = organized_event(request, tournament_id)
    round_ = get_object_or_404(tournament.rounds, number=number)
    done = attempt(request, bulk_results.confirm_reported, round_, request.user)
    if done is not None:
        tables = len(done["confirmed"])
        messages.success(request, f"{tables} result{'s' if tables != 1 else ''} confirmed.")
    return redirect("tournaments:results", tournament.pk, number)


def _result_row(request: HttpRequest, tournament: Tournament, match: Match) -> HttpResponse:
    """After a result action: htmx gets the match's card again, a plain POST the grid."""
    if not request.htmx:
        return redirect("tournaments:results", tournament.pk, match.round.number)
    match.round.refresh_from_db()
    matches = round_matches(match.round)
    row = next(m for m in matches if m.pk == match.pk)
    context = {
        "tournament": tournament,
        "match": row,
        "games": _games(tournament),
        "round": match.round,
        "blocking": [m for m in matches if not m.final],
        "reported": _reported(matches),
        "oob": True,
    }
    template = "tournaments/console/results.html"
    # The card again, and "where the round stands" swapped out of band beside it.
    context["deadline"] = round_deadline(match.round)
    html = "".join(  # the round's badge and clock too: "complete" once the last one counts
        render_to_string(f"{template}#{part}", context, request)
        for part in ("row", "standing", "badge", "clock")
    )
    return HttpResponse(html)


def _games(tournament: Tournament) -> int:
    return 1 if tournament.match_structure == Tournament.MatchStructure.SINGLE else 3


@login_required
@require_POST
def enter_result(request: HttpRequest, tournament_id: int, match_id: int) -> HttpResponse:
    """Enter or correct a result (correct_result: counts at once, kept in history)."""
    tournament = organized_event(request, tournament_id)
    match = _match_of(tournament, match_id)
    a, b, d = (int_field(request, key) for key in ("a_wins", "b_wins", "draws"))
    reason = request.POST.get("reason", "").strip()[:300]
    had_result = counting.latest_result(match) is not None
    if None in (a, b, d):
        messages.error(request, "Scores are whole numbers of games.")
    elif had_result and not reason:
        messages.error(request, f"Table {match.table}: say why you correct the result.")
    elif attempt(
        request,
        reporting.correct_result,
        match,
        request.user,
        a,
        b,
        d,
        reason or "entered by an organizer from the result slip",
    ):
        messages.success(request, f"Table {match.table}: {score_text(a, b, d)}.")
    return _result_row(request, tournament, match)


@login_required
@require_POST
def confirm_for(request: HttpRequest, tournament_id: int, match_id: int) -> HttpResponse:
    tournament = organized_event(request, tournament_id)
    match = _match_of(tournament, match_id)
    if attempt(request, reporting.confirm_on_behalf, match, request.user) is not None:
        messages.success(request, f"Table {match.table}: confirmed.")
    return _result_row(request, tournament, match)


@login_required
@require_POST
def call_time(request: HttpRequest, tournament_id: int, number: int) -> HttpResponse:
    tournament = organized_event(request, tournament_id)
    round_ = get_object_or_404(tournament.rounds, number=number)
    if not event_day.confirmed(request):
        return event_day.ask(
            request,
            tournament,
            title=f"Call time on {round_.name}?",
            what="Every table finishes the turn in progress and five more turns, then the "
            "match ends. Time cannot be taken back once called.",
            yes="Yes, call time",
            action=request.path,
            cancel=reverse("tournaments:results", args=[tournament.pk, number]),
        )
    if attempt(request, clock.call_time, round_, request.user) is not None:
        messages.success(request, f"Time called on round {number}: this turn and five more.")
    return back(request, reverse("tournaments:results", args=[tournament.pk, number]))


@login_required
@require_POST
def start_top_cut(request: HttpRequest, tournament_id: int) -> HttpResponse:
    tournament = organized_event(request, tournament_id)
    if not event_day.confirmed(request):
        return event_day.ask(
            request,
            tournament,
            title=f"Start the top {tournament.top_cut}?",
            what=f"The top {tournament.top_cut} of the Swiss standings as they stand now are "
            "seeded into the bracket and paired at once. Starting cannot be undone, and the "
            "bracket is not re-seeded if a Swiss result changes later.",
            yes=f"Yes, start the top {tournament.top_cut}",
            action=request.path,
            cancel=reverse("tournaments:console", args=[tournament.pk]),
        )
    round_ = attempt(request, completion.start_top_cut, tournament, request.user)
    if round_ is not None:
        messages.success(request, f"Top {tournament.top_cut} started.")
        return redirect("tournaments:results", tournament.pk, round_.number)
    return back(request, reverse("tournaments:console", args=[tournament.pk]))


@login_required
def team_lists(request: HttpRequest, tournament_id: int) -> HttpResponse:
    """Who has not submitted a valid team list yet (teamlists.status_of, as the team-lists
    page shows judges), and who has."""
    from tournaments.errors import TournamentError
    from tournaments.teamlists import sealed
    from tournaments.teamlists.lists import status_of
    from tournaments.teamlists.text_only import text_only_cards

    tournament = organized_event(request, tournament_id)
    if request.method == "POST" and request.POST.get("action") == "open_pools":
        try:
            made = sealed.open_pools(tournament, request.user)
            messages.success(request, f"{len(made)} sealed pools opened")
        except TournamentError as refusal:
            messages.error(request, refusal.message)
        return redirect("tournaments:console-team-lists", tournament.pk)
    rows = status_of(tournament)
    return console_page(
        request,
        tournament,
        "tournaments/console/team_lists.html",
        "team-lists",
        missing=[r for r in rows if r["status"] != "valid"],
        late=_late_entrants(tournament, rows),
        submitted=[r for r in rows if r["status"] == "valid"],
        sealed=sealed.summary(tournament),
        text_only=text_only_cards(tournament),
    )


def _late_entrants(tournament: Tournament, rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Late entrants still in the event, with their list's status and their own window."""
    from django.utils import timezone

    windows = dict(tournament.registrations.values_list("pk", "team_list_until"))
    late = []
    for row in rows:
        if row["joined_round"] > 1 and not row["dropped"]:
            until = windows.get(row["registration"])
            late.append(
                {
                    **row,
                    "window_until": until,
                    "window_open": bool(until and until > timezone.now()),
                }
            )
    return late


@login_required
def exports(request: HttpRequest, tournament_id: int) -> HttpResponse:
    tournament = organized_event(request, tournament_id)
    return console_page(
        request,
        tournament,
        "tournaments/console/exports.html",
        "exports",
        rounds=tournament.rounds.order_by("number"),
    )
