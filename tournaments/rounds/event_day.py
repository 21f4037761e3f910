"""What an event day needs beyond pairing and results (issue 17): a late entrant's own
team-list window, warnings before pairing, extra time a judge grants one table, feature
matches, the projector's pairings by name and the open-dispute count of an event.

Who may do what is checked here, as in services.py: the pages and the API only ask.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from django.contrib.auth.models import AbstractBaseUser
from django.db.models import Sum
from django.utils import timezone

from tournaments import errors as E
from tournaments.errors import Conflict, NotAllowed, TournamentError
from tournaments.models import (
    JUDGE_RULING_PREFIX,
    Match,
    Registration,
    ResultEntry,
    Round,
    TimeExtension,
    Tournament,
)
from tournaments.permissions import require_judge, require_organizer
from tournaments.results.history import round_matches
from tournaments.results.reporting import match_side
from tournaments.rounds.clock import round_deadline

WINDOW_MAX_MINUTES = 24 * 60
EXTRA_MAX_MINUTES = 30
REASON_MAX = 300


def lists_matter(tournament: Tournament) -> bool:
    """An event that takes team lists: it names a format, sets a deadline or pairs only
    players with a valid list."""
    return bool(
        tournament.require_team_list or tournament.team_list_deadline or tournament.format_id
    )


def pairing_warnings(tournament: Tournament, number: int) -> dict[str, Any]:
    """What an organizer is told before pairing round `number`: the tables of the round
    before that have no counting result (pairing waits for them), and the active players
    without a valid team list (left out, or playing without one on file)."""
    from tournaments.teamlists.lists import status_of

    warnings: dict[str, Any] = {"unreported": [], "no_list": [], "left_out": False}
    previous = tournament.rounds.filter(number=number - 1).first()
    if previous is not None and previous.status != Round.Status.COMPLETE:
        warnings["unreported"] = [m for m in round_matches(previous) if not m.final]
    if lists_matter(tournament):
        active = {
            r.pk
            for r in tournament.registrations.filter(
                dropped_after_round__isnull=True, joined_round__lte=number
            )
        }
        warnings["no_list"] = [
            row
            for row in status_of(tournament)
            if row["registration"] in active and row["status"] != "valid"
        ]
        warnings["left_out"] = tournament.require_team_list
    return warnings


def set_team_list_window(
    registration: Registration, by: AbstractBaseUser, minutes: int
) -> Registration:
    """An organizer opens (or, with 0, closes) a player's own team-list window: `minutes`
    from now that player submits their list though the event's lists are locked."""
    require_organizer(by, registration.tournament)
    if not 0 <= minutes <= WINDOW_MAX_MINUTES:
        raise TournamentError(
            E.TEAM_LIST_WINDOW, f"a window is 0 to {WINDOW_MAX_MINUTES} minutes long"
        )
    registration.team_list_until = timezone.now() + timedelta(minutes=minutes) if minutes else None
    registration.save(update_fields=["team_list_until"])
    return registration


def extra_minutes(match: Match) -> int:
    return int(match.extensions.aggregate(total=Sum("minutes"))["total"] or 0)


def table_deadline(match: Match) -> datetime:
    """The round's deadline plus every extension granted to this table."""
    return round_deadline(match.round) + timedelta(minutes=extra_minutes(match))


def grant_extra_time(
    match: Match, by: AbstractBaseUser, minutes: int, reason: str
) -> TimeExtension:
    """A judge (or organizer) of the event gives one table extra time, with a reason; never
    at a match they play. Appended: an extension is never edited or taken back."""
    tournament = match.round.tournament
    require_judge(by, tournament)
    if match_side(match, by) is not None:
        raise NotAllowed(E.RESULT_OWN_MATCH, "you play this match: another judge gives extra time")
    if match.player_b_id is None:
        raise Conflict(E.EXTRA_TIME, "a bye has no clock")
    if Round.objects.get(pk=match.round_id).status == Round.Status.COMPLETE:  # as it is now
        raise Conflict(E.EXTRA_TIME, "the round is complete: there is no clock to extend")
    if not 1 <= minutes <= EXTRA_MAX_MINUTES:
        raise TournamentError(E.EXTRA_TIME, f"extra time is 1 to {EXTRA_MAX_MINUTES} minutes")
    reason = (reason or "").strip()
    if not reason or len(reason) > REASON_MAX:
        raise TournamentError(E.EXTRA_TIME, f"say why, in at most {REASON_MAX} characters")
    return TimeExtension.objects.create(match=match, minutes=minutes, by=by, reason=reason)


def set_featured(match: Match, by: AbstractBaseUser, featured: bool) -> Match:
    """An organizer marks a feature match: the live games list shows it first."""
    require_organizer(by, match.round.tournament)
    match.featured = featured
    match.save(update_fields=["featured"])
    return match


def open_disputes(tournament: Tournament) -> int:
    """Paper results whose latest entry is a dispute, plus open disputes of its games."""
    from games.models import Dispute

    latest = {}
    for match_id, kind in (
        ResultEntry.objects.filter(match__round__tournament=tournament)
        .order_by("match_id", "id")
        .values_list("match_id", "kind")
    ):
        latest[match_id] = kind
    paper = sum(1 for kind in latest.values() if kind == ResultEntry.Kind.DISPUTED)
    games = Dispute.objects.filter(
        game__match_game__match__round__tournament=tournament,
        status=Dispute.Status.OPEN,
    ).count()
    return paper + games


def by_name(matches: list[Match]) -> list[dict[str, Any]]:
    """Every player of a round, alphabetically: table, seat and opponent (the venue's
    "where do I sit" list)."""
    rows = []
    for match in matches:
        sides = [(match.player_a, match.player_b, 1), (match.player_b, match.player_a, 2)]
        for player, opponent, seat in sides:
            if player is not None:
                rows.append(
                    {
                        "name": player.display_name,
                        "table": match.table,
                        "seat": seat,
                        "opponent": opponent.display_name if opponent else None,
                    }
                )
    return sorted(rows, key=lambda row: (row["name"].casefold(), row["table"]))


# --- a judge's ruling on a finished online game: its result changes -----------------------


def _ruled_winners(match: Match) -> dict[int, int | None]:
    """Game number -> the winner (0, 1, None for a draw) of the judges' result rulings on
    this match's games so far, the latest per game (parsed back from their reasons)."""
    import re

    pattern = re.compile(re.escape(JUDGE_RULING_PREFIX) + r"(\d+) \((a|b|draw)\)")
    found: dict[int, int | None] = {}
    for reason in match.results.order_by("id").values_list("reason", flat=True):
        hit = pattern.match(reason)
        if hit:
            found[int(hit.group(1))] = {"a": 0, "b": 1, "draw": None}[hit.group(2)]
    return found


def rule_game_result(game: Any, judge: AbstractBaseUser, winner: Any, reason: str) -> ResultEntry:
    """A judge changes the result of a finished online game of a match (the commonest
    dispute: the final attack). Nothing is edited: the ruling is appended to the game's log
    (an annotation naming the new result and why) and to the match's history (a correction
    whose reason names the game and the ruling), and the match's score follows."""
    from games import disputes
    from games.models import Game
    from tournaments.models import MatchGame

    link = (
        MatchGame.objects.filter(game=game)
        .select_related("match__round__tournament", "match__player_a", "match__player_b")
        .first()
    )
    if link is None:
        raise TournamentError(E.RULING_GAME, "this game is not part of a match")
    match = link.match
    require_judge(judge, match.round.tournament)
    if match_side(match, judge) is not None:
        raise NotAllowed(E.RESULT_OWN_MATCH, "you play this match: another judge rules on it")
    game.refresh_from_db()
    if game.status != Game.Status.ENDED:
        raise Conflict(E.RULING_GAME, "the game is still on: rule in it (rewind, set a life)")
    if winner not in (0, 1, None):
        raise TournamentError(E.RULING_GAME, "the winner is seat 0, seat 1 or none (a draw)")
    reason = (reason or "").strip()
    if not reason or len(reason) > REASON_MAX - 40:
        raise TournamentError(E.RULING_GAME, f"say why, in at most {REASON_MAX - 40} characters")
    if services_latest_counts(match) is False:
        raise Conflict(
            E.RULING_GAME,
            "the match is still being played: rule on this game's result once its last game "
            "ends (annotate the game now)",
        )
    names = (match.player_a.display_name, match.player_b.display_name if match.player_b else "")
    said = f"{names[winner]} wins" if winner is not None else "a draw"
    engine = (game.outcome or {}).get("winner")
    was = f"{names[engine]} won" if engine in (0, 1) else "a draw"
    ruled = _ruled_winners(match)
    ruled[link.number] = winner
    a = b = draws = 0
    for other in match.games.select_related("game"):
        outcome = other.game.outcome or {}
        if other.game.status != Game.Status.ENDED:
            continue
        result = ruled[other.number] if other.number in ruled else outcome.get("winner")
        if result is None:
            draws += 1
        elif result == 0:
            a += 1
        else:
            b += 1
    disputes.rule(
        game.pk,
        judge,
        "annotate",
        {
            "about_seq": game.head_seq,
            "text": f"Result ruling: {said} (the game's own result: {was}). {reason}",
        },
    )
    label = {0: "a", 1: "b", None: "draw"}[winner]
    from tournaments.results.reporting import correct_result

    return correct_result(
        match, judge, a, b, draws, f"{JUDGE_RULING_PREFIX}{link.number} ({label}): {reason}"
    )


def services_latest_counts(match: Match) -> bool:
    """Whether the match has a result that counts (its last game has ended)."""
    from tournaments.results.counting import counting_result

    return counting_result(match) is not None
