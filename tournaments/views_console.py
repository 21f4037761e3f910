"""The organizer console: server-rendered pages (htmx for the live bits) that call the same
services, with the same checks, as the API. Every view checks that the user organizes this
event before it builds any context, so a fragment asked for on its own shows nothing more.
"""

from __future__ import annotations

import re
from typing import Any

from django import forms
from django.contrib import messages
from django.contrib.auth import get_user_model
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.template.loader import render_to_string
from django.urls import reverse
from django.views.decorators.http import require_POST

from accounts.services import search_users
from config.celery import app as celery_app
from tournaments import (
    bulk_results,
    events,
    invitations,
    permissions,
    tasks,
    views_event_day,
)
from tournaments.event_form import EventForm, checked
from tournaments.models import (
    Invitation,
    Match,
    Registration,
    Role,
    Tournament,
)
from tournaments.pages import (
    REFUSALS,
    attempt,
    back,
    int_field,
    refusal_text,
    round_deadline,
    round_matches,
    score_text,
)
from tournaments.registration import entries as registration_entries
from tournaments.results import counting, reporting
from tournaments.rounds import clock, completion, generation

BULK_LIMIT = 200


def _organized(request: HttpRequest, tournament_id: int) -> Tournament:
    tournament = get_object_or_404(Tournament, pk=tournament_id)
    if not permissions.is_organizer(request.user, tournament):
        raise PermissionDenied("Only an organizer of this event may open its console.")
    return tournament


def _page(request: HttpRequest, tournament: Tournament, template: str, tab: str, **more: Any):
    context = {"tournament": tournament, "tab": tab, "is_organizer": True, **more}
    return render(request, template, context)


# --- the event itself (its form: tournaments/event_form.py) ----------------------------------


@login_required
def create(request: HttpRequest) -> HttpResponse:
    form = EventForm(request.POST or None, initial={"round_minutes": 50, "starting_life": 20})
    if request.method == "POST":
        fields = checked(form)
        if fields is not None:
            name, date = fields.pop("name"), fields.pop("date")
            tournament = attempt(
                request, events.create_tournament, request.user, name=name, date=date, **fields
            )
            if tournament is not None:
                messages.success(request, "Event created. Add players next.")
                return redirect("tournaments:console-people", tournament.pk)
    context = {"form": form, "tab": "event", "is_organizer": True}
    return render(request, "tournaments/console/event_form.html", context)


@login_required
def edit(request: HttpRequest, tournament_id: int) -> HttpResponse:
    tournament = _organized(request, tournament_id)
    form = EventForm(request.POST or None, instance=tournament)
    if request.method == "POST":
        fields = checked(form, tournament)
        if fields is not None:
            tournament.refresh_from_db()  # the form wrote into the instance it was given
            changed = {k: v for k, v in fields.items() if getattr(tournament, k) != v}
            if attempt(request, events.update_tournament, tournament, request.user, changed):
                messages.success(request, "Saved.")
                return redirect("tournaments:console", tournament.pk)
            tournament.refresh_from_db()
    return _page(request, tournament, "tournaments/console/event_form.html", "event", form=form)


# --- overview -------------------------------------------------------------------------------


def _next_step(tournament: Tournament) -> dict[str, Any]:
    """What the organizer does next, in words, and the button for it."""
    last = tournament.rounds.order_by("-number").first()
    players = tournament.registrations.filter(dropped_after_round__isnull=True).count()
    if tournament.status == Tournament.Status.FINISHED:
        return {"kind": "finished", "text": "The event is over."}
    if last is not None and not completion.round_complete(last):
        blocking = [m for m in round_matches(last) if not m.final]
        return {"kind": "results", "round": last, "blocking": blocking}
    if tournament.status == Tournament.Status.TOP_CUT:
        return {"kind": "finished", "text": "The top cut goes on."}
    swiss = events.swiss_rounds(tournament)
    number = (last.number if last else 0) + 1
    if number <= swiss:
        return {"kind": "pair", "number": number, "players": players, "swiss": swiss}
    if tournament.top_cut >= 2:
        return {"kind": "top_cut", "size": tournament.top_cut}
    return {"kind": "finished", "text": "Every Swiss round is done: the standings are final."}


@login_required
def console(request: HttpRequest, tournament_id: int) -> HttpResponse:
    tournament = _organized(request, tournament_id)
    registrations = tournament.registrations.all()
    context = {
        "next": _next_step(tournament),
        "players": registrations.count(),
        "active": registrations.filter(dropped_after_round__isnull=True).count(),
        "checked_in": registrations.exclude(checked_in_at=None).count(),
        "no_list": registrations.filter(team_list__isnull=True).count(),
        "rounds": tournament.rounds.order_by("number"),
        "current": tournament.rounds.order_by("-number").first(),
    }
    if context["current"] is not None:
        context["deadline"] = round_deadline(context["current"])
    return _page(request, tournament, "tournaments/console/overview.html", "overview", **context)


# --- people: players and judges -------------------------------------------------------------


def _people_context(tournament: Tournament) -> dict[str, Any]:
    return {
        "registrations": tournament.registrations.select_related("user", "partner").order_by(
            "display_name"
        ),
        "roles": tournament.roles.select_related("user").order_by("kind", "user__username"),
        "invitations": tournament.invitations.filter(accepted_at=None),
        "started": tournament.rounds.exists(),
        "next_round": registration_entries.last_round_number(tournament) + 1,
    }


@login_required
def people(request: HttpRequest, tournament_id: int) -> HttpResponse:
    tournament = _organized(request, tournament_id)
    return _page(
        request,
        tournament,
        "tournaments/console/people.html",
        "people",
        **_people_context(tournament),
    )


@login_required
def people_search(request: HttpRequest, tournament_id: int) -> HttpResponse:
    """The user search box's results (an htmx fragment)."""
    tournament = _organized(request, tournament_id)
    query = request.GET.get("q", "")
    users = search_users(query, limit=10)
    registered = {
        member
        for pair in tournament.registrations.values_list("user_id", "partner_id")
        for member in pair
        if member is not None
    }
    judges = set(tournament.roles.filter(kind=Role.Kind.JUDGE).values_list("user_id", flat=True))
    return render(
        request,
        "tournaments/console/people.html#search-results",
        {
            "tournament": tournament,
            "query": query,
            "found": [(u, u.pk in registered, u.pk in judges) for u in users],
        },
    )


def _late_policy(request: HttpRequest) -> bool:
    return request.POST.get("missed_rounds_count_as_losses", "on") == "on"


@login_required
@require_POST
def add_player(request: HttpRequest, tournament_id: int) -> HttpResponse:
    tournament = _organized(request, tournament_id)
    user = get_object_or_404(get_user_model(), pk=request.POST.get("user_id") or 0)
    registration = attempt(
        request,
        registration_entries.register,
        tournament,
        user,
        request.POST.get("display_name", "").strip()[:100],
        missed_rounds_count_as_losses=_late_policy(request),
    )
    if registration is not None:
        late = registration.joined_round > 1
        messages.success(
            request,
            f"{registration.display_name} added"
            + (f" as a late entry from round {registration.joined_round}." if late else "."),
        )
    return back(request, reverse("tournaments:console-people", args=[tournament.pk]))


@login_required
@require_POST
def add_judge(request: HttpRequest, tournament_id: int) -> HttpResponse:
    tournament = _organized(request, tournament_id)
    user = get_object_or_404(get_user_model(), pk=request.POST.get("user_id") or 0)
    kind = request.POST.get("kind", Role.Kind.JUDGE)
    if kind not in Role.Kind.values:
        kind = Role.Kind.JUDGE
    if attempt(request, events.add_role, tournament, request.user, user, kind) is not None:
        messages.success(request, f"{user.get_username()} is now {kind} of this event.")
    return back(request, reverse("tournaments:console-people", args=[tournament.pk]))


@login_required
@require_POST
def bulk_add(request: HttpRequest, tournament_id: int) -> HttpResponse:
    """Usernames, one per line or separated by commas; each goes through `register`. In a
    Doubles event each entry is a team, two usernames joined by `+` (`ann+bob`)."""
    tournament = _organized(request, tournament_id)
    text = re.sub(r"\s*\+\s*", "+", request.POST.get("usernames", ""))  # "ann + bob" too
    entries = [n for n in re.split(r"[\s,;]+", text) if n]
    if len(entries) > BULK_LIMIT:
        messages.error(request, f"At most {BULK_LIMIT} names at once.")
        return back(request, reverse("tournaments:console-people", args=[tournament.pk]))
    teams = [[n.strip() for n in entry.split("+")] for entry in entries]
    names = [name for team in teams for name in team]
    users = {
        u.get_username().casefold(): u for u in get_user_model().objects.filter(username__in=names)
    }
    added, problems = [], []
    for entry, team in zip(entries, teams, strict=True):
        if len(team) != tournament.team_size:
            problems.append(
                f"{entry}: a team is two usernames joined by +, as ann+bob"
                if tournament.team_size == 2
                else f"{entry}: one username per player (teams are for Doubles events)"
            )
            continue
        members = [users.get(name.casefold()) for name in team]
        missing = [name for name, user in zip(team, members, strict=True) if user is None]
        if missing:
            problems.append(f"{entry}: no such user {', '.join(missing)}")
            continue
        registration = attempt(
            request,
            registration_entries.register,
            tournament,
            members[0],
            partner=members[1] if len(members) == 2 else None,
            missed_rounds_count_as_losses=_late_policy(request),
        )
        if registration is not None:
            added.append(registration.display_name)
    if added:
        messages.success(request, f"Added {len(added)}: {', '.join(added)}.")
    for problem in problems:
        messages.error(request, problem)
    return back(request, reverse("tournaments:console-people", args=[tournament.pk]))


@login_required
@require_POST
def invite(request: HttpRequest, tournament_id: int) -> HttpResponse:
    tournament = _organized(request, tournament_id)
    field = forms.EmailField()
    try:
        email = field.clean(request.POST.get("email", ""))
    except forms.ValidationError:
        messages.error(request, "That is not an e-mail address.")
        return back(request, reverse("tournaments:console-people", args=[tournament.pk]))
    kind = request.POST.get("kind", Invitation.Kind.PLAYER)
    if kind not in Invitation.Kind.values:
        kind = Invitation.Kind.PLAYER
    link = request.build_absolute_uri(reverse("tournaments:invitation", args=["TOKEN"]))
    link_base = link.removesuffix("TOKEN/")
    if attempt(request, invitations.invite, tournament, request.user, email, kind, link_base):
        messages.success(request, f"Invitation sent to {email}.")
    return back(request, reverse("tournaments:console-people", args=[tournament.pk]))


def _registration(tournament: Tournament, registration_id: int) -> Registration:
    return get_object_or_404(
        Registration.objects.select_related("tournament", "user"),
        pk=registration_id,
        tournament=tournament,
    )


@login_required
@require_POST
def check_in(request: HttpRequest, tournament_id: int, registration_id: int) -> HttpResponse:
    tournament = _organized(request, tournament_id)
    registration = _registration(tournament, registration_id)
    present = request.POST.get("present") == "1"
    attempt(request, registration_entries.set_checked_in, registration, request.user, present)
    if request.htmx:
        registration.refresh_from_db()
        return render(
            request,
            "tournaments/console/people.html#checkin",
            {"tournament": tournament, "registration": registration},
        )
    return back(request, reverse("tournaments:console-people", args=[tournament.pk]))


@login_required
@require_POST
def drop(request: HttpRequest, tournament_id: int, registration_id: int) -> HttpResponse:
    tournament = _organized(request, tournament_id)
    registration = _registration(tournament, registration_id)
    fallback = reverse("tournaments:console-people", args=[tournament.pk])
    if not views_event_day.confirmed(request):
        return views_event_day.ask(
            request,
            tournament,
            title=f"Drop {registration.display_name}?",
            what=f"{registration.display_name} will not be paired again; their results so far "
            "stay. A drop cannot be undone.",
            yes=f"Yes, drop {registration.display_name}",
            action=request.path,
            cancel=request.POST.get("next") or fallback,
            hidden={"next": request.POST.get("next", "")},
        )
    if attempt(request, registration_entries.drop, registration) is not None:
        messages.success(request, f"{registration.display_name} dropped: not paired again.")
    return back(request, reverse("tournaments:console-people", args=[tournament.pk]))


# --- rounds: pairing with progress, results, time -------------------------------------------


@login_required
def rounds(request: HttpRequest, tournament_id: int) -> HttpResponse:
    tournament = _organized(request, tournament_id)
    return _page(
        request,
        tournament,
        "tournaments/console/rounds.html",
        "rounds",
        next=_next_step(tournament),
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
    tournament = _organized(request, tournament_id)
    number = registration_entries.last_round_number(tournament) + 1
    try:
        existing = generation.check_next_round(tournament, number)
    except REFUSALS as error:
        if getattr(error, "code", "") == "round/previous_not_complete":
            question = views_event_day.pairing_question(request, tournament, number)
            if question is not None:  # names the tables the round waits for
                return question
        messages.error(request, refusal_text(error))
        return back(request, reverse("tournaments:console-rounds", args=[tournament.pk]))
    if existing is not None:
        messages.info(request, f"Round {number} exists already.")
        return back(request, reverse("tournaments:console-rounds", args=[tournament.pk]))
    question = views_event_day.pairing_question(request, tournament, number)
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

    tournament = _organized(request, tournament_id)
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
    return _page(
        request,
        tournament,
        template,
        "rounds",
        progress=context,
        next=_next_step(tournament),
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
    tournament = _organized(request, tournament_id)
    round_ = get_object_or_404(tournament.rounds, number=number)
    matches = round_matches(round_)
    return _page(
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
    transaction (tournaments/bulk_results.py)."""
    tournament = _organized(request, tournament_id)
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
    tournament = _organized(request, tournament_id)
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
    tournament = _organized(request, tournament_id)
    match = _match_of(tournament, match_id)
    if attempt(request, reporting.confirm_on_behalf, match, request.user) is not None:
        messages.success(request, f"Table {match.table}: confirmed.")
    return _result_row(request, tournament, match)


@login_required
@require_POST
def call_time(request: HttpRequest, tournament_id: int, number: int) -> HttpResponse:
    tournament = _organized(request, tournament_id)
    round_ = get_object_or_404(tournament.rounds, number=number)
    if not views_event_day.confirmed(request):
        return views_event_day.ask(
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
    tournament = _organized(request, tournament_id)
    if not views_event_day.confirmed(request):
        return views_event_day.ask(
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


# --- team lists and exports ------------------------------------------------------------------


@login_required
def team_lists(request: HttpRequest, tournament_id: int) -> HttpResponse:
    """Who has not submitted a valid team list yet (teamlists.status_of, as the team-lists
    page shows judges), and who has."""
    from tournaments import sealed
    from tournaments.errors import TournamentError
    from tournaments.teamlists import status_of
    from tournaments.text_only import text_only_cards

    tournament = _organized(request, tournament_id)
    if request.method == "POST" and request.POST.get("action") == "open_pools":
        try:
            made = sealed.open_pools(tournament, request.user)
            messages.success(request, f"{len(made)} sealed pools opened")
        except TournamentError as refusal:
            messages.error(request, refusal.message)
        return redirect("tournaments:console-team-lists", tournament.pk)
    rows = status_of(tournament)
    return _page(
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
    tournament = _organized(request, tournament_id)
    return _page(
        request,
        tournament,
        "tournaments/console/exports.html",
        "exports",
        rounds=tournament.rounds.order_by("number"),
    )
