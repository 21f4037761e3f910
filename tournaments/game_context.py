"""The match around a game, for its play page: event, round, table, game n of m, the score,
the round's clock and the link to the match's next game (games.table.CONTEXT_PROVIDERS)."""

from __future__ import annotations

from typing import Any

from django.urls import reverse

from games.models import Game
from tournaments.models import MatchGame


def match_context(game: Game, user: Any) -> dict[str, Any] | None:
    from tournaments.online import games_needed, score

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
    }
