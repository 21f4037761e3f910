"""The play page: a thin shell; the page's script talks to the REST API for everything."""

from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.views.decorators.csrf import ensure_csrf_cookie

from games import services
from games.errors import GameNotFound


@login_required
@ensure_csrf_cookie
def play(request: HttpRequest, game_id: str) -> HttpResponse:
    try:
        game = services.get_game(game_id)
    except GameNotFound:
        raise Http404("no such game") from None
    urls = {
        name: reverse(f"games:game-{name}", args=[game.pk])
        for name in ("detail", "legal-actions", "actions")
    }
    config = {"urls": urls, "you": services.player_index(game, request.user), "pollMs": 2000}
    return render(request, "games/play.html", {"game": game, "config": config})
