"""The top cut run through the services: seeded from Swiss standings, winners advance."""

import pytest
from django.contrib.auth import get_user_model

from tournaments import errors as E
from tournaments.errors import TournamentError
from tournaments.models import Round, Tournament
from tournaments.results import reporting
from tournaments.rounds import completion
from tournaments.simulation import create_event, run_event

pytestmark = pytest.mark.django_db


def _finish(round_: Round) -> None:
    for match in round_.matches.select_related("player_a__user", "player_b__user"):
        reporting.report_result(match, match.player_a.user, 2, 0)
        reporting.confirm_result(match, match.player_b.user)


def test_top_cut_pairs_1_v_8_and_the_better_seed_winning_every_match_becomes_champion() -> None:
    """Top 8 from the standings in bracket order (1v8, 4v5, 2v7, 3v6); a final decides the
    champion and the event is finished (organized-play.md: single-elimination top cut)."""
    tournament = create_event("Cut", 12, "cut-seed", rounds=4, online=False, prefix="cut")
    Tournament.objects.filter(pk=tournament.pk).update(
        top_cut=8, match_structure=Tournament.MatchStructure.BEST_OF_THREE
    )
    tournament.refresh_from_db()
    table = run_event(tournament)
    organizer = get_user_model().objects.get(username="cut-organizer")
    first = completion.start_top_cut(tournament, organizer)
    assert first.kind == Round.Kind.TOP_CUT
    seeds = [(m.seed_a, m.seed_b) for m in first.matches.order_by("table")]
    assert seeds == [(1, 8), (4, 5), (2, 7), (3, 6)]
    by_rank = [row.player for row in table]
    assert str(first.matches.get(table=1).player_a_id) == by_rank[0]
    assert completion.start_top_cut(tournament, organizer) == first  # idempotent
    _finish(first)
    semis = tournament.rounds.get(number=first.number + 1)
    assert [(m.seed_a, m.seed_b) for m in semis.matches.order_by("table")] == [(1, 4), (2, 3)]
    _finish(semis)
    final = tournament.rounds.get(number=first.number + 2)
    assert [(m.seed_a, m.seed_b) for m in final.matches.all()] == [(1, 2)]
    _finish(final)
    tournament.refresh_from_db()
    assert tournament.status == Tournament.Status.FINISHED
    assert str(tournament.champion_id) == by_rank[0]


def test_a_top_cut_match_cannot_be_reported_as_a_draw() -> None:
    """Single elimination needs a winner: a drawn report is refused and nothing is written."""
    tournament = create_event("Cut2", 4, "cut2", rounds=2, online=False, prefix="cut2")
    Tournament.objects.filter(pk=tournament.pk).update(top_cut=2)
    tournament.refresh_from_db()
    run_event(tournament)
    first = completion.start_top_cut(tournament, None)
    match = first.matches.get()
    with pytest.raises(TournamentError) as refused:
        reporting.report_result(match, match.player_a.user, 0, 0, 1)
    assert refused.value.code == E.TOP_CUT_NEEDS_WINNER
    assert not match.results.exists()


def test_the_top_cut_waits_for_every_swiss_round() -> None:
    """Starting the cut before the Swiss rounds are done is refused (409)."""
    tournament = create_event("Cut3", 8, "cut3", rounds=3, online=False, prefix="cut3")
    Tournament.objects.filter(pk=tournament.pk).update(top_cut=4)
    tournament.refresh_from_db()
    run_event(tournament, rounds=2)
    with pytest.raises(TournamentError) as refused:
        completion.start_top_cut(tournament, None)
    assert refused.value.code == E.TOP_CUT_NOT_READY


def test_online_top_cut_games_are_played_to_a_champion() -> None:
    """Online: the engine decides every top-cut game; a drawn game is replayed."""
    from tournaments.simulation import play_round

    tournament = create_event("Cut4", 4, "cut4", rounds=2, online=True, prefix="cut4")
    Tournament.objects.filter(pk=tournament.pk).update(top_cut=4, starting_life=10)
    tournament.refresh_from_db()
    run_event(tournament)
    import random

    round_ = completion.start_top_cut(tournament, None)
    rng = random.Random(0)
    while tournament.status != Tournament.Status.FINISHED:
        play_round(tournament, round_, rng)
        tournament.refresh_from_db()
        round_ = tournament.rounds.order_by("-number").first()
    assert tournament.champion_id is not None


def test_the_event_page_shows_the_bracket_and_the_champion(client) -> None:
    """The public page lists each top-cut round with seeds and winners, then the champion."""
    tournament = create_event("Cut5", 4, "cut5", rounds=2, online=False, prefix="cut5")
    Tournament.objects.filter(pk=tournament.pk).update(
        top_cut=2, match_structure=Tournament.MatchStructure.BEST_OF_THREE
    )
    tournament.refresh_from_db()
    run_event(tournament)
    final = completion.start_top_cut(tournament, None)
    _finish(final)
    tournament.refresh_from_db()
    page = client.get(f"/tournaments/{tournament.pk}/").content.decode()
    assert "Top cut bracket" in page and "Final" in page
    assert "(1) " in page and "(2) " in page  # seeds
    assert f"Champion: {tournament.champion.display_name}" in page
