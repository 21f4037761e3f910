"""A finished online game decides its match, or the match's next game starts.

Above both `tournaments.online.match_games` (which starts a match's games) and
`tournaments.results.reporting` (which records results): the receiver of
`games.signals.game_ended` needs both, so neither needs the other.
"""

from __future__ import annotations

from typing import Any

from games.models import Game
from tournaments.models import MatchGame
from tournaments.online.match_games import games_needed, score, start_match_game
from tournaments.results import reporting


def on_game_ended(sender: Any, game: Game, outcome: dict[str, Any], **_: Any) -> None:
    """Record the match once decided; otherwise start its next game."""
    link = MatchGame.objects.filter(game=game).select_related("match__round__tournament").first()
    if link is None:
        return
    match = link.match
    tournament = match.round.tournament
    a, b, draws, finished = score(match)
    needed = games_needed(tournament)
    decided = finished >= needed or max(a, b) * 2 > needed or match.round.time_called_at is not None
    if decided and match.round.kind == match.round.Kind.TOP_CUT and a == b:
        start_match_game(match, finished + 1)  # single elimination needs a winner
    elif decided:
        reporting.record_engine_result(match, a, b, draws)
    else:
        start_match_game(match, finished + 1)
