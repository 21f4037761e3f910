"""Generating a Swiss round: who is paired, the pairing run (tournaments/pairing/) kept
with its inputs, the matches and byes (and their first games, online)."""

from __future__ import annotations

from collections.abc import Callable

from django.db import IntegrityError, transaction

from tournaments import errors as E
from tournaments.errors import Conflict
from tournaments.events import swiss_rounds
from tournaments.models import Match, PairingRun, Registration, ResultEntry, Round, Tournament
from tournaments.pairing import Entrant, PairingRequest, canonical_json, pair_round
from tournaments.registration.entries import last_round_number
from tournaments.results.ranking import standings
from tournaments.rounds.clock import start_clock
from tournaments.rounds.completion import round_complete
from tournaments.standings import Standing

Progress = Callable[[str, int, int], None]


def pairable(tournament: Tournament, number: int) -> list[Registration]:
    """Who round `number` pairs: active players; with check-in required, only those checked
    in; in an event that requires a team list, only those whose list is valid."""
    registrations = tournament.registrations.filter(
        dropped_after_round__isnull=True, joined_round__lte=number
    )
    if tournament.check_in_required:
        registrations = registrations.exclude(checked_in_at=None)
    active = list(registrations)
    if not tournament.require_team_list:
        return active
    from tournaments.teamlists.lists import eligible

    valid = eligible(tournament, active)
    return [r for r in active if r.pk in valid]


def _enter_later(tournament: Tournament, number: int, paired: set[int]) -> None:
    """Players left out of round `number` for want of a valid list, who have not played yet,
    join the next round as late entries (the event's late-entry policy applies)."""
    tournament.registrations.filter(dropped_after_round__isnull=True, joined_round=number).exclude(
        pk__in=paired
    ).update(joined_round=number + 1)


def _entrants(tournament: Tournament, number: int, table: list[Standing]) -> tuple[Entrant, ...]:
    rank = {row.player: position for position, row in enumerate(table)}
    points = {row.player: row.points for row in table}
    opponents: dict[str, set[str]] = {}
    byes: set[str] = set()
    for match in Match.objects.filter(round__tournament=tournament, round__kind=Round.Kind.SWISS):
        a, b = str(match.player_a_id), match.player_b_id
        if b is None:
            byes.add(a)
            continue
        opponents.setdefault(a, set()).add(str(b))
        opponents.setdefault(str(b), set()).add(a)
    active = pairable(tournament, number)
    return tuple(
        Entrant(
            id=r.key,
            points=points.get(r.key, 0),
            rank=rank.get(r.key, len(rank)),
            opponents=frozenset(opponents.get(r.key, ())),
            had_bye=r.key in byes,
            label=r.display_name,
        )
        for r in active
    )


def generate_round(tournament_id: int, number: int, progress: Progress | None = None) -> Round:
    """Pair Swiss round `number` and create its matches (and games, online).

    Idempotent: if the round exists it is returned as it is. One transaction holds the
    tournament row lock, so two workers at once create one round, and a worker that dies
    half-way leaves nothing behind.
    """
    report = progress or (lambda stage, done, total: None)
    existing = Round.objects.filter(tournament_id=tournament_id, number=number).first()
    if existing is not None:
        return existing
    try:
        with transaction.atomic():
            tournament = Tournament.objects.select_for_update().get(pk=tournament_id)
            existing = check_next_round(tournament, number)  # under the lock this time
            if existing is not None:
                return existing
            report("standings", 1, 4)
            table = standings(tournament)
            report("pairing", 2, 4)
            entrants = _entrants(tournament, number, table)
            request = PairingRequest(number, entrants, tournament.seed)
            result = pair_round(request)
            if tournament.require_team_list:
                _enter_later(tournament, number, {int(e.id) for e in entrants})
            report("matches", 3, 4)
            round_ = Round.objects.create(tournament=tournament, number=number)
            start_clock(round_, tournament)
            PairingRun.objects.create(
                round=round_,
                algorithm_version=result.algorithm_version,
                seed=result.seed,
                inputs=canonical_json(request),
                inputs_digest=result.inputs_digest,
                objective=result.objective,
                widened=result.widened,
            )
            _create_matches(tournament, round_, result.pairings)
            if tournament.status == Tournament.Status.REGISTRATION:
                Tournament.objects.filter(pk=tournament.pk).update(status=Tournament.Status.SWISS)
            report("done", 4, 4)
            return round_
    except IntegrityError:
        # Another worker created it between our check and our insert: theirs stands.
        return Round.objects.get(tournament_id=tournament_id, number=number)


def _create_matches(tournament: Tournament, round_: Round, pairings) -> None:
    """Tables from the top, byes last (each with its result); the round is complete at once
    when nobody plays."""
    played = [p for p in pairings if p.b is not None]
    byes = [p for p in pairings if p.b is None]
    matches = Match.objects.bulk_create(
        Match(
            round=round_,
            table=table,
            player_a_id=int(pairing.a),
            player_b_id=None if pairing.b is None else int(pairing.b),
            explanation=pairing.explanation[:300],
            counted=pairing.b is None,  # a bye counts at once
        )
        for table, pairing in enumerate(played + byes, start=1)
    )
    ResultEntry.objects.bulk_create(
        ResultEntry(match=match, kind=ResultEntry.Kind.BYE, a_wins=tournament.bye_games)
        for match in matches
        if match.player_b_id is None
    )
    round_.status = Round.Status.IN_PROGRESS if played else Round.Status.COMPLETE
    Round.objects.filter(pk=round_.pk).update(status=round_.status)
    if tournament.play_mode == Tournament.PlayMode.ONLINE:
        from tournaments.online.match_games import start_match_game

        for match in round_.matches.exclude(player_b=None).select_related(
            "player_a__user", "player_b__user"
        ):
            start_match_game(match, 1)


def check_next_round(tournament: Tournament, number: int) -> Round | None:
    """The round if it exists (generating is idempotent), else None if it may be generated
    now; refuses like `generate_round`, so the API answers 409 before queueing a task."""
    existing = tournament.rounds.filter(number=number).first()
    if existing is not None:
        return existing
    last = last_round_number(tournament)
    if number != last + 1:
        raise Conflict(E.ROUND_OUT_OF_ORDER, f"the next round is {last + 1}, not {number}")
    if last and not round_complete(tournament.rounds.get(number=last)):
        raise Conflict(E.ROUND_NOT_COMPLETE, f"round {last} still has unconfirmed results")
    if tournament.require_team_list or tournament.check_in_required:
        active = len(pairable(tournament, number))
    else:
        active = tournament.registrations.filter(
            dropped_after_round__isnull=True, joined_round__lte=number
        ).count()
    if active < 2:
        raise Conflict(E.TOO_FEW_PLAYERS, f"a round needs at least 2 active players, not {active}")
    if number > swiss_rounds(tournament):
        raise Conflict(E.SWISS_OVER, f"the event has {swiss_rounds(tournament)} Swiss rounds")
    return None
