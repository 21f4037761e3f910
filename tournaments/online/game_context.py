"""The match around a game, for its play page: event, round, table, game n of m, the score,
the round's clock and the link to the match's next game (games.table.CONTEXT_PROVIDERS)."""

from __future__ import annotations

from typing import Any

from django.urls import reverse

from games.models import Game
from tournaments.models import MatchGame


def match_context(game: Game, user: Any) -> dict[str, Any] | None:
    from tournaments.online.match_games import games_needed, score

    link = (
        MatchGame.objects.filter(game=game)
        .select_related("match__round__tournament", "match__player_a", "match__player_b")
        .first()
    )
    if link is None:
        return None
    match, round_ = link.match, link.match.round
    tournament = round_.tournament
    a, b, draws, _ = score(match)
    later = match.games.filter(number__gt=link.number).order_by("number").first()
    return {
        "event": tournament.name,
        "event_url": reverse("tournaments:page", args=[tournament.pk]),
        "match_url": reverse("tournaments:match", args=[match.pk]),
        "round": round_.number,
        "top_cut": round_.kind == round_.Kind.TOP_CUT,
        "table": match.table,
        "game_number": link.number,
        "games": games_needed(tournament),
        "score": [a, b, draws],
        "deadline": round_.deadline.isoformat() if round_.deadline else None,
        "time_called_at": round_.time_called_at.isoformat() if round_.time_called_at else None,
        "next_game_url": reverse("games:game-play", args=[later.game_id]) if later else None,
        "round_name": round_.name,
        "game_ended": game.status == Game.Status.ENDED,
        "players": [
            match.player_a.display_name,
            match.player_b.display_name if match.player_b else "",
        ],
        "result_ruling_url": _result_ruling_url(game, user, match),
    }


def _result_ruling_url(game: Game, user: Any, match: Any) -> str | None:
    """Where a judge of the event (not playing in the match) changes this finished game's
    result (tournaments.rounds.event_day.rule_game_result); None for everyone else."""
    from tournaments.permissions import is_judge
    from tournaments.results.reporting import match_side

    tournament = match.round.tournament
    if game.status != Game.Status.ENDED or not is_judge(user, tournament):
        return None
    if match_side(match, user) is not None:
        return None
    return reverse("tournaments:game-result-ruling", args=[tournament.pk, game.pk])
