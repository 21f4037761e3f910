"""The Battle Dice table's form posts: the page (rendered by games/views_web.py with the
system's template and `page_context`) sends decisions, chance reports and rulings here, and
each goes through the services the API uses; then back to the page (post/redirect/get)."""

from __future__ import annotations

import json

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect
from django.views.decorators.http import require_POST

from battledice.pages import action_from_form
from games import chance_reports, disputes, services
from games.errors import GameError, GameNotFound


def _back(game_id: str, page: str = "play") -> HttpResponse:
    return redirect(f"games:game-{page}", game_id=game_id)


@login_required
@require_POST
def act(request: HttpRequest, game_id: str) -> HttpResponse:
    """A decision from the table's forms, appended exactly as POST actions/ would."""
    try:
        services.get_game(game_id)
    except GameNotFound:
        raise Http404("no such game") from None
    try:
        if "report" in request.POST:
            report = int(request.POST["report"])
            if request.POST.get("decision") == "confirm":
                chance_reports.confirm(game_id, request.user, report)
            else:
                chance_reports.reject(game_id, request.user, report)
        else:
            action = action_from_form(request.POST, request.POST.getlist)
            seq = int(request.POST.get("seq", ""))
            answer = services.submit_action(game_id, request.user, action, seq)
            if answer.get("status") == "awaiting_confirmation":
                messages.info(request, "Reported: the other player confirms it.")
    except GameError as error:
        messages.error(request, f"{error.code}: {error.message}")
    except (ValueError, KeyError, json.JSONDecodeError):
        messages.error(request, "action/malformed: that form does not make an action")
    return _back(game_id)


@login_required
@require_POST
def rule(request: HttpRequest, game_id: str) -> HttpResponse:
    """A judge's ruling from the judge page: annotate, uphold, overturn or rewind."""
    form = request.POST
    kind = str(form.get("kind", ""))
    params: dict = {"reason": str(form.get("reason", "")), "text": str(form.get("text", ""))}
    try:
        for name in ("about_seq", "to_seq"):
            if form.get(name):
                params[name] = int(form[name])
        if form.get("discard_rulings"):
            params["discard_rulings"] = True
        disputes.rule(game_id, request.user, kind, params)
    except GameError as error:
        messages.error(request, f"{error.code}: {error.message}")
    except ValueError:
        messages.error(request, "ruling/bad_params: a seq is a number")
    return _back(game_id, "judge")
