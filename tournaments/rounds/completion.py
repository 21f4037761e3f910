"""A round completes once no match is open (its online games' seeds are revealed then), and
the top cut: seeded from the final Swiss standings, advancing as each of its rounds
completes."""

from __future__ import annotations

from functools import partial

from django.contrib.auth.models import AbstractBaseUser
from django.db import transaction

from tournaments import errors as E
from tournaments.errors import Conflict, TournamentError
from tournaments.events import swiss_rounds
from tournaments.models import Match, Round, Tournament
from tournaments.permissions import require_organizer
from tournaments.results.counting import counting_results
from tournaments.results.ranking import standings
from tournaments.rounds import closing
from tournaments.rounds.clock import start_clock
from tournaments.standings import BracketMatch, advance, seed_top_cut


def round_closing(round_: Round, completed: bool) -> None:
    """After matches of `round_` closed in this transaction: the top cut advances when this
    transaction completed the round; otherwise the round is checked again once committed
    (closing.py: two last results committed at once)."""
    if completed:
        round_.status = Round.Status.COMPLETE
        _reveal_seeds(round_)
        if round_.kind == Round.Kind.TOP_CUT:
            advance_top_cut(round_)
        return
    transaction.on_commit(partial(_complete_after_commit, round_))


def _reveal_seeds(round_: Round) -> None:
    """A complete online round: its ended games' seeds are made public (no rewind after)."""
    if round_.tournament.play_mode == Tournament.PlayMode.ONLINE:
        from tournaments.online.match_games import reveal_round_seeds

        reveal_round_seeds(round_)


def _complete_after_commit(round_: Round) -> None:
    if closing.complete_if_done(round_.pk):
        round_.status = Round.Status.COMPLETE
        _reveal_seeds(round_)
        if round_.kind == Round.Kind.TOP_CUT:
            with transaction.atomic():
                advance_top_cut(round_)


def round_complete(round_: Round) -> bool:
    """Whether the round is complete; one left open with every match counted (its check after
    commit cut short by a crash) is completed now."""
    if round_.status != Round.Status.COMPLETE and closing.complete_if_done(round_.pk):
        round_.status = Round.Status.COMPLETE
        _reveal_seeds(round_)
        if round_.kind == Round.Kind.TOP_CUT:
            with transaction.atomic():
                advance_top_cut(round_)
    return round_.status == Round.Status.COMPLETE


def start_top_cut(tournament: Tournament, by: AbstractBaseUser | None) -> Round:
    """Single elimination seeded from the final Swiss standings (1 v N, 2 v N-1, ...)."""
    if by is not None:
        require_organizer(by, tournament)
    with transaction.atomic():
        tournament = Tournament.objects.select_for_update().get(pk=tournament.pk)
        existing = tournament.rounds.filter(kind=Round.Kind.TOP_CUT).order_by("number").first()
        if existing is not None:
            return existing
        if tournament.top_cut < 2:
            raise TournamentError(E.TOP_CUT_NONE, "this event announced no top cut")
        last = tournament.rounds.order_by("-number").first()
        if last is None or last.number < swiss_rounds(tournament) or not round_complete(last):
            raise Conflict(E.TOP_CUT_NOT_READY, "finish every Swiss round first")
        bracket = seed_top_cut(standings(tournament), tournament.top_cut)
        round_ = Round.objects.create(
            tournament=tournament, number=last.number + 1, kind=Round.Kind.TOP_CUT
        )
        start_clock(round_, tournament)
        _create_bracket_matches(tournament, round_, bracket)
        Tournament.objects.filter(pk=tournament.pk).update(status=Tournament.Status.TOP_CUT)
        return round_


def _create_bracket_matches(tournament: Tournament, round_: Round, bracket) -> None:
    Match.objects.bulk_create(
        Match(
            round=round_,
            table=match.slot + 1,
            player_a_id=int(match.a),
            player_b_id=int(match.b),
            seed_a=match.a_seed,
            seed_b=match.b_seed,
            explanation=f"top cut: seed {match.a_seed} v seed {match.b_seed}",
        )
        for match in bracket
    )
    if tournament.play_mode == Tournament.PlayMode.ONLINE:
        from tournaments.online.match_games import start_match_game

        for match in round_.matches.select_related("player_a__user", "player_b__user"):
            start_match_game(match, 1)


def _bracket(round_: Round) -> tuple[list[BracketMatch], dict[int, str]]:
    matches, winners = [], {}
    cut_round = round_.number - round_.tournament.rounds.filter(kind=Round.Kind.SWISS).count()
    played = list(round_.matches.all())
    results = counting_results(played)
    for m in played:
        slot = m.table - 1
        matches.append(
            BracketMatch(
                cut_round, slot, m.seed_a, m.seed_b, str(m.player_a_id), str(m.player_b_id)
            )
        )
        result = results[m.pk]
        winners[slot] = str(m.player_a_id if result.a_wins > result.b_wins else m.player_b_id)
    return matches, winners


def advance_top_cut(round_: Round) -> None:
    tournament = round_.tournament
    matches, winners = _bracket(round_)
    following = advance(matches, winners)
    if not following:
        Tournament.objects.filter(pk=tournament.pk).update(
            status=Tournament.Status.FINISHED, champion_id=int(winners[0])
        )
        return
    next_round, created = Round.objects.get_or_create(
        tournament=tournament, number=round_.number + 1, defaults={"kind": Round.Kind.TOP_CUT}
    )
    if created:
        start_clock(next_round, tournament)
        _create_bracket_matches(tournament, next_round, following)
