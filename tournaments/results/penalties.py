"""Penalties: judges record warnings, game losses, match losses and disqualifications.

A game or match loss changes the match result through `services.correct_result`, the same
audited path as any correction; a disqualification gives a match loss in the player's
unfinished match and drops the player. Nothing here is edited afterwards: a penalty given
in error is answered by a correction, as results are.
"""

from __future__ import annotations

from django.contrib.auth.models import AbstractBaseUser
from django.db import transaction
from django.db.models import Q

from tournaments import errors as E
from tournaments import permissions
from tournaments.errors import Conflict, NotAllowed, TournamentError
from tournaments.models import Match, Penalty, Registration, Round, Tournament
from tournaments.registration import entries
from tournaments.results import counting, reporting
from tournaments.teamlists import lists as teamlists

K = Penalty.Kind
I = Penalty.Infraction  # noqa: E741

# The usual escalation of card-game events, least to most severe.
LADDER = (K.WARNING, K.GAME_LOSS, K.MATCH_LOSS, K.DISQUALIFICATION)

# The first penalty for each infraction (docs/rulings.md); a repeat steps up the ladder.
BASE = {
    I.TARDINESS: K.GAME_LOSS,
    I.SLOW_PLAY: K.WARNING,
    I.GAME_RULE: K.WARNING,
    I.PROCEDURAL: K.WARNING,
    I.TEAM_LIST: K.GAME_LOSS,
    I.MARKED_DICE: K.WARNING,
    I.UNSPORTING_MINOR: K.WARNING,
    I.UNSPORTING_MAJOR: K.MATCH_LOSS,
    I.CHEATING: K.DISQUALIFICATION,
}


def suggested(registration: Registration, infraction: str) -> str:
    """The base penalty for the infraction, one step up for each earlier penalty for the
    same infraction at this event."""
    earlier = registration.penalties.filter(infraction=infraction).count()
    step = LADDER.index(BASE[I(infraction)]) + earlier
    return LADDER[min(step, len(LADDER) - 1)]


def current_match(registration: Registration) -> Match | None:
    """The player's match in the event's latest round (a bye has no opponent to award)."""
    round_ = registration.tournament.rounds.order_by("-number").first()
    if round_ is None:
        return None
    return (
        round_.matches.filter(player_a=registration).first()
        or round_.matches.filter(player_b=registration).first()
    )


def _wins_needed(tournament: Tournament) -> int:
    return 1 if tournament.match_structure == Tournament.MatchStructure.SINGLE else 2


def _loss_score(match: Match, loser: Registration, kind: str) -> tuple[int, int, int]:
    """The match score after a game loss (the opponent gets one more game) or a match loss
    (the opponent gets the match), starting from the latest entry's score."""
    latest = counting.latest_result(match)
    a, b, draws = (latest.a_wins, latest.b_wins, latest.draws) if latest else (0, 0, 0)
    needed = _wins_needed(match.round.tournament)
    loser_is_a = match.player_a_id == loser.pk
    mine, theirs = (a, b) if loser_is_a else (b, a)
    theirs = min(theirs + 1, needed) if kind == K.GAME_LOSS else needed
    mine = min(mine, needed - 1)
    games = 1 if needed == 1 else 3
    draws = max(0, min(draws, games - mine - theirs))
    return (mine, theirs, draws) if loser_is_a else (theirs, mine, draws)


@transaction.atomic
def issue(
    registration: Registration,
    judge: AbstractBaseUser,
    kind: str,
    infraction: str,
    reason: str,
    match: Match | None = None,
) -> Penalty:
    """Record a penalty; a game or match loss corrects the match result, a disqualification
    also drops the player. Judges never penalise in a match they play."""
    tournament = registration.tournament
    permissions.require_judge(judge, tournament)
    if kind not in K.values or infraction not in I.values:
        raise TournamentError(E.PENALTY_BAD_KIND, "unknown penalty or infraction")
    if not reason.strip():
        raise TournamentError(E.PENALTY_BAD_KIND, "say what happened")
    if registration.has_member(judge):
        raise NotAllowed(E.PENALTY_OWN, "a judge does not penalise themself")
    if judge.pk in teamlists.opponents_of(registration):
        # Any penalty, a warning too, with or without a match named: not one's own opponent.
        raise NotAllowed(E.PENALTY_OWN, "a judge never rules on a player they are paired against")
    if match is None and kind in (K.GAME_LOSS, K.MATCH_LOSS, K.DISQUALIFICATION):
        match = current_match(registration)
    if match is not None:
        if registration.pk not in (match.player_a_id, match.player_b_id):
            raise TournamentError(E.PENALTY_NO_MATCH, "that match is not this player's")
        if reporting.plays_in(match, judge):
            raise NotAllowed(E.PENALTY_OWN, "a judge never rules in a match they play")
    result = None
    if kind in (K.GAME_LOSS, K.MATCH_LOSS):
        if match is None or match.is_bye:
            raise TournamentError(E.PENALTY_NO_MATCH, f"a {K(kind).label} needs a match")
        result = _apply_loss(match, registration, judge, kind, infraction, reason)
    elif kind == K.DISQUALIFICATION:
        if match is not None and not match.is_bye and counting.counting_result(match) is None:
            result = _apply_loss(match, registration, judge, K.MATCH_LOSS, infraction, reason)
        if registration.dropped_after_round is None:
            entries.drop(registration)
    return Penalty.objects.create(
        tournament=tournament,
        registration=registration,
        kind=kind,
        infraction=infraction,
        reason=reason.strip(),
        match=match,
        result=result,
        issued_by=judge,
    )


def _apply_loss(
    match: Match,
    loser: Registration,
    judge: AbstractBaseUser,
    kind: str,
    infraction: str,
    reason: str,
):
    if match.round.kind == Round.Kind.TOP_CUT and match.round.status == Round.Status.COMPLETE:
        raise Conflict(E.PENALTY_NO_MATCH, "that top-cut round is over")
    a, b, draws = _loss_score(match, loser, kind)
    label = f"{K(kind).label} to {loser.display_name} ({I(infraction).label}): {reason.strip()}"
    return reporting.correct_result(match, judge, a, b, draws, label[:300], during_play=True)


def visible_to(user: AbstractBaseUser | None, tournament: Tournament):
    """Judges and organizers see every penalty of the event, a player their own."""
    penalties = tournament.penalties.select_related("registration", "issued_by", "match__round")
    if permissions.is_judge(user, tournament):
        return penalties
    if user is None or not user.is_authenticated:
        return penalties.none()
    return penalties.filter(Q(registration__user=user) | Q(registration__partner=user))
