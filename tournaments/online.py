"""Online matches: the engine decides each game; this module starts a match's games and
turns their outcomes into match results (best of 3 included, time called respected)."""

from __future__ import annotations

from typing import Any

from games import services as game_services
from games.engine import FORMATS
from games.models import Game
from tournaments.models import Match, MatchGame, Registration, Tournament
from tournaments.ocr_teams import team_for
from tournaments.teamlists import NEVER, format_name


def team_of(registration: Registration, seat: int, team_format: str) -> tuple[tuple, tuple]:
    """The registration's team list, or (no list sent, in an event that does not require
    one) a team of our own set in the event's format."""
    team = registration.team_list or {}
    cards = tuple(tuple(entry) for entry in team.get("cards", ()))
    basic = tuple(team.get("basic_actions", ()))
    if cards and basic:
        return cards, basic
    return team_for(seat, FORMATS[team_format])


def start_match_game(match: Match, number: int) -> MatchGame:
    """A game of the match between the two registered lists (DM-3.8: both are revealed to
    the two players as the game starts)."""
    tournament = match.round.tournament
    assert match.player_b is not None
    team_format = format_name(tournament)
    team_a, bac_a = team_of(match.player_a, 0, team_format)
    team_b, bac_b = team_of(match.player_b, 1, team_format)
    options = {
        "starting_life": tournament.starting_life,
        "chooser": _chooser(match),
        "team_format": team_format,
    }
    game = game_services.start_game(
        match.player_a.user,
        match.player_b.user,
        teams=(team_a, team_b),
        basic_actions=(bac_a, bac_b),
        options=options,
        mode=Game.Mode.ONLINE,
    )
    return MatchGame.objects.create(match=match, number=number, game=game)


def _chooser(match: Match) -> int | None:
    """The loser of the previous game chooses who goes first; after a draw (or in game 1) a
    random method picks (organized-play.md)."""
    last = match.games.select_related("game").order_by("-number").first()
    if last is None or not last.game.outcome or last.game.outcome.get("winner") is None:
        return None
    return 1 - last.game.outcome["winner"]


def games_needed(tournament: Tournament) -> int:
    return 1 if tournament.match_structure == Tournament.MatchStructure.SINGLE else 3


def score(match: Match) -> tuple[int, int, int, int]:
    """(a wins, b wins, draws, games finished) from the match's ended games."""
    a = b = draws = finished = 0
    for link in match.games.select_related("game"):
        outcome = link.game.outcome
        if link.game.status != Game.Status.ENDED or outcome is None:
            continue
        finished += 1
        winner = outcome.get("winner")
        if winner is None:
            draws += 1
        elif winner == 0:
            a += 1
        else:
            b += 1
    return a, b, draws, finished


def on_game_ended(sender: Any, game: Game, outcome: dict[str, Any], **_: Any) -> None:
    """Record the match once decided; otherwise start its next game."""
    from tournaments import services

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
        services.record_engine_result(match, a, b, draws)
    else:
        start_match_game(match, finished + 1)


def judges_the_game(user: Any, game: Game) -> bool:
    """A judge (or organizer) of the event a game is played in judges that game."""
    from tournaments.services import is_judge

    link = MatchGame.objects.filter(game=game).select_related("match__round__tournament").first()
    return link is not None and is_judge(user, link.match.round.tournament)


def keeps_lists_secret(game: Game) -> bool:
    """A game of an event that never shows team lists to other players is private: only
    its players and the event's judges see it (its log names both teams)."""
    return Tournament.objects.filter(
        rounds__matches__games__game=game, reveal_team_lists=NEVER
    ).exists()

