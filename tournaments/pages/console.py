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
from django.urls import reverse
from django.views.decorators.http import require_POST

from accounts.services import search_users
from tournaments import events, permissions
from tournaments.models import Invitation, Registration, Role, Tournament
from tournaments.pages import event_day
from tournaments.pages.common import attempt, back
from tournaments.pages.event_form import EventForm, checked
from tournaments.registration import entries as registration_entries
from tournaments.registration import invitations
from tournaments.results.history import round_matches
from tournaments.rounds import completion
from tournaments.rounds.clock import round_deadline

BULK_LIMIT = 200


def organized_event(request: HttpRequest, tournament_id: int) -> Tournament:
    tournament = get_object_or_404(Tournament, pk=tournament_id)
    if not permissions.is_organizer(request.user, tournament):
        raise PermissionDenied("Only an organizer of this event may open its console.")
    return tournament


def console_page(
    request: HttpRequest, tournament: Tournament, template: str, tab: str, **more: Any
):
    context = {"tournament": tournament, "tab": tab, "is_organizer": True, **more}
    return render(request, template, context)


# --- the event itself (its form: tournaments/pages/event_form.py) ----------------------------


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
    tournament = organized_event(request, tournament_id)
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
    return console_page(
        request, tournament, "tournaments/console/event_form.html", "event", form=form
    )


# --- overview -------------------------------------------------------------------------------


def next_step(tournament: Tournament) -> dict[str, Any]:
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
    tournament = organized_event(request, tournament_id)
    registrations = tournament.registrations.all()
    context = {
        "next": next_step(tournament),
        "players": registrations.count(),
        "active": registrations.filter(dropped_after_round__isnull=True).count(),
        "checked_in": registrations.exclude(checked_in_at=None).count(),
        "no_list": registrations.filter(team_list__isnull=True).count(),
        "rounds": tournament.rounds.order_by("number"),
        "current": tournament.rounds.order_by("-number").first(),
    }
    if context["current"] is not None:
        context["deadline"] = round_deadline(context["current"])
    return console_page(
        request, tournament, "tournaments/console/overview.html", "overview", **context
    )


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
    tournament = organized_event(request, tournament_id)
    return console_page(
        request,
        tournament,
        "tournaments/console/people.html",
        "people",
        **_people_context(tournament),
    )


@login_required
def people_search(request: HttpRequest, tournament_id: int) -> HttpResponse:
    """The user search box's results (an htmx fragment)."""
    tournament = organized_event(request, tournament_id)
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
    tournament = organized_event(request, tournament_id)
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
    tournament = organized_event(request, tournament_id)
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
    tournament = organized_event(request, tournament_id)
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
    tournament = organized_event(request, tournament_id)
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
    tournament = organized_event(request, tournament_id)
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
    tournament = organized_event(request, tournament_id)
    registration = _registration(tournament, registration_id)
    fallback = reverse("tournaments:console-people", args=[tournament.pk])
    if not event_day.confirmed(request):
        return event_day.ask(
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
