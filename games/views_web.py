"""The play and judge pages: thin shells; their scripts talk to the REST API for everything."""

from typing import Any

from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.views.decorators.csrf import ensure_csrf_cookie

from games import access, rule_words, services, table
from games.errors import GameNotFound, LogNotRevalidated, NotAllowed
from games.models import Game


def _game_or_404(game_id: str) -> Game:
    try:
        return services.get_game(game_id)
    except GameNotFound:
        raise Http404("no such game") from None


def may_judge(user: Any, game: Game) -> bool:
    """Who may step through a game's history: as the state API (`judge_state_at`) decides,
    judges any time, the game's own players once it has ended (even staff ones: mid-game the
    judge view would show them their opponent's bag)."""
    if services.player_index(game, user) is not None:
        return game.status == Game.Status.ENDED
    return services.is_judge(user, game)


def _table_state(game: Game) -> tuple[Any, str]:
    """The state a page draws its table from, and why it is not the game's head ("" when it
    is): a game recorded under another rules edition that today's rules refuse could not be
    re-validated, so the page says so and draws the table as the game was created (seq 0;
    None when even that is refused). Any other replay failure is left to raise."""
    try:
        return services.load_state(game), ""
    except LogNotRevalidated as error:
        problem = error.reason
    try:
        return services.state_at(game, 0), problem
    except LogNotRevalidated:
        return None, problem


@ensure_csrf_cookie
def play(request: HttpRequest, game_id: str) -> HttpResponse:
    """The game as its players play it; anyone else (logged in or not) watches it as a
    spectator, seeing what the public game API serves."""
    game = _game_or_404(game_id)
    urls = {
        name: reverse(f"games:game-{name}", args=[game.pk])
        for name in ("detail", "legal-actions", "actions", "disputes", "log", "stream")
    }
    config: dict[str, Any] = {
        "urls": urls,
        "you": services.player_index(game, request.user),
        "pollMs": 2000,
    }
    judge_url = reverse("games:game-judge", args=[game.pk]) if may_judge(request.user, game) else ""
    # The game's system names the template that renders its table (games/systems), and may
    # give it what it renders on the server.
    system = services.system_of(game)
    context = {"game": game, "config": config, "judge_url": judge_url}
    try:
        access.require_may_watch(game, request.user)  # a private game's cards stay private
    except NotAllowed as error:
        raise PermissionDenied(error.message) from None
    if system.id == "dicemasters":
        state, context["not_revalidated"] = _table_state(game)
        # The table's words: the game's cards, the rules it cites, the match around it.
        config["cards"] = table.card_info(state.cards if state is not None else {})
        config["words"] = rule_words.words()
        config["match"] = table.match_context(game, request.user)
        context["match"] = config["match"]
        players = state.players if state is not None else ()
        # The 2014 rules (001): a line above the table says what their batches allow.
        context["rules_2014"] = state is not None and state.options.rules == "dm-2014"
        if len(players) > 2:  # Doubles: the table (table.js) draws two seats; name all four
            context["seats"] = [
                {"seat": n, "name": p.name, "team": "AB"[n % 2], "life": p.life}
                for n, p in enumerate(players)
            ]
    context.update(system.page_context(request, game, "play"))
    return render(request, system.templates["play"], context)


@login_required
@ensure_csrf_cookie
def judge(request: HttpRequest, game_id: str) -> HttpResponse:
    """Step through the log, see the board after any event, rule on disputes."""
    game = _game_or_404(game_id)
    if not may_judge(request.user, game):
        raise PermissionDenied("judges, or the players once the game has ended")
    urls = {
        name: reverse(f"games:game-{name}", args=[game.pk])
        for name in ("log", "state", "disputes", "rulings", "rewind-points", "play", "stream")
    }
    you = services.player_index(game, request.user)
    config = {
        "urls": urls,
        "you": you,
        # Rulings are for judges; the players of an ended game only look (and dispute).
        "canRule": you is None and services.is_judge(request.user, game),
        # A game still on: new events come in through its live stream (games/live.py).
        "live": game.status == Game.Status.ACTIVE,
    }
    system = services.system_of(game)
    context: dict[str, Any] = {"game": game, "config": config}
    if system.id == "dicemasters":
        # What a player reads on each card: the board draws its dice as on the play page.
        state, context["not_revalidated"] = _table_state(game)
        config["cards"] = table.card_info(state.cards if state is not None else {})
        # The match around the game: a finished game's result ruling lives there.
        context["match"] = table.match_context(game, request.user)
    config["ended"] = game.status == Game.Status.ENDED
    # A finished game may be rewound while its seed is secret (games/seed_reveal.py).
    config["rewindable"] = not (game.mode == Game.Mode.ONLINE and game.revealed_seed)
    context.update(system.page_context(request, game, "judge"))
    return render(request, system.templates["judge"], context)
