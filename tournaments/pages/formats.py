"""The format pages: the list, one format with its rules and ban list, the forms its
editors use. Reads are public; who may change what is tournaments/formats/rules.py's to
say, as for the API (tournaments/formats/views.py)."""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.views.decorators.http import require_POST

from cards.models import Card
from tournaments.formats import rules as formats
from tournaments.models import Format, Role, Tournament
from tournaments.pages.common import attempt


def format_list(request: HttpRequest) -> HttpResponse:
    rows = [(fmt, formats.rules_words(fmt)) for fmt in formats.format_rows()]
    return render(request, "tournaments/formats.html", {"rows": rows})


def format_page(request: HttpRequest, format_id: int) -> HttpResponse:
    fmt = get_object_or_404(formats.format_rows(), pk=format_id)
    codes = list(fmt.banned_cards)
    found = {c.code: c for c in Card.objects.filter(code__in=codes)} | {
        c.engine_id: c for c in Card.objects.filter(engine_id__in=codes)
    }
    editable = formats.may_edit(request.user, fmt)
    finished = (
        [
            event
            for event in Tournament.objects.filter(
                format=fmt,
                **({} if request.user.is_staff else {
                    "roles__user": request.user, "roles__kind": Role.Kind.ORGANIZER}),
            ).distinct().order_by("-date")[:50]
            if formats.finished(event)
        ]
        if editable and fmt.escalating else []
    )  # fmt: skip
    context = {
        "format": fmt,
        "rules": formats.rules_words(fmt),
        "bans": [(code, found.get(code)) for code in codes],
        "editable": editable,
        "may_copy": formats.is_organizer_anywhere(request.user),
        "finished": finished,
    }
    return render(request, "tournaments/format.html", context)


@login_required
@require_POST
def edit_bans(request: HttpRequest, format_id: int) -> HttpResponse:
    fmt = get_object_or_404(Format, pk=format_id)
    if attempt(request, formats.set_bans, request.user, fmt, request.POST.get("banned_cards", "")):
        from django.contrib import messages

        messages.success(request, f"The ban list of {fmt.name} is saved.")
    return redirect("tournaments:format", fmt.pk)


@login_required
@require_POST
def copy_format(request: HttpRequest, format_id: int) -> HttpResponse:
    fmt = get_object_or_404(Format, pk=format_id)
    made = attempt(request, formats.copy, request.user, fmt, request.POST.get("name", ""))
    return redirect(reverse("tournaments:format", args=[made.pk if made else fmt.pk]))


@login_required
@require_POST
def ban_winner(request: HttpRequest, format_id: int) -> HttpResponse:
    fmt = get_object_or_404(Format, pk=format_id)
    tournament = Tournament.objects.filter(pk=request.POST.get("tournament") or 0).first()
    if tournament is None:
        from django.contrib import messages

        messages.error(request, "Choose a finished event.")
    else:
        attempt(request, formats.ban_winners_cards, request.user, fmt, tournament)
    return redirect("tournaments:format", fmt.pk)
