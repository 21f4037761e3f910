"""Online matches: the engine decides each game; this module starts a match's games and
turns their outcomes into match results (best of 3 included, time called respected)."""

from __future__ import annotations

from typing import Any

from games import seed_reveal
from games import services as game_services
from games.models import Game
from tournaments.game_systems import event_settings, system_of
from tournaments.models import Match, MatchGame, Tournament
from tournaments.teamlists.lists import NEVER


def start_match_game(match: Match, number: int) -> MatchGame:
    """A game of the match, played by the event's game system between the two registered
    team lists (the system's stand-ins for a player who sent none). A Doubles match is a
    four-seat game: seats 0 and 1 are the two entries' players, 2 and 3 their partners, each
    with their own list (docs/rulings.md "Doubles")."""
    tournament = match.round.tournament
    a, b = match.player_a, match.player_b
    assert b is not None
    doubles = tournament.team_size == 2 and a.partner is not None and b.partner is not None
    if doubles:
        lists = (
            member_list(a, a.user_id),
            member_list(b, b.user_id),
            member_list(a, a.partner_id),
            member_list(b, b.partner_id),
        )
    else:
        lists = (a.team_list, b.team_list)
    setup = system_of(tournament).match_game(event_settings(tournament), lists, _chooser(match))
    partners = (a.partner, b.partner) if doubles else ()
    game = game_services.start_game(
        a.user, b.user, mode=Game.Mode.ONLINE, partners=partners, **setup
    )
    for earlier in match.games.filter(number__lt=number).values_list("game_id", flat=True):
        seed_reveal.reveal_seed(earlier)  # a later game began: no rewinding the earlier ones
    return MatchGame.objects.create(match=match, number=number, game=game)


def holds_seed(game: Game) -> bool:
    """Keep an ended event game's seed secret while a judge may still rewind it and let it go
    on: its round in progress and no later game of its match begun (games/seed_reveal.py).
    The round's completion reveals it (reveal_round_seeds), as a later game does."""
    link = MatchGame.objects.filter(game=game).select_related("match__round").first()
    if link is None or link.match.round.status == link.match.round.Status.COMPLETE:
        return False
    return not link.match.games.filter(number__gt=link.number).exists()


def reveal_round_seeds(round_: Any) -> None:
    """The round is complete: the seeds of its ended games are made public."""
    ended = Game.objects.filter(
        match_game__match__round=round_, status=Game.Status.ENDED, seed_revealed_at=None
    ).values_list("pk", flat=True)
    for pk in list(ended):
        seed_reveal.reveal_seed(pk)


def member_list(registration: Any, user_id: int | None) -> Any:
    """The list a Doubles player sent for their own seat (teamlists.py keeps one per member
    under "members"), or None: the system then plays a stand-in team for the seat."""
    lists = registration.team_list if isinstance(registration.team_list, dict) else {}
    return (lists.get("members") or {}).get(str(user_id))


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


def judges_the_game(user: Any, game: Game) -> bool:
    """A judge (or organizer) of the event a game is played in judges that game."""
    from tournaments.permissions import is_judge

    link = MatchGame.objects.filter(game=game).select_related("match__round__tournament").first()
    return link is not None and is_judge(user, link.match.round.tournament)


def keeps_lists_secret(game: Game) -> bool:
    """A game of an event that never shows team lists to other players is private: only
    its players and the event's judges see it (its log names both teams)."""
    return Tournament.objects.filter(
        rounds__matches__games__game=game, reveal_team_lists=NEVER
    ).exists()
