"""Simulated events (tournaments/simulation.py): bots with their own teams, sides by the
rules' random method, and a round clock in turns that calls time (issue 9, item 24)."""

from __future__ import annotations

import random

import pytest

from cards.catalog import catalog
from games import services as game_services
from games.engine import FORMATS, team_problems
from tournaments.models import MatchGame, Registration, TeamListEntry
from tournaments.simulation import (
    create_event,
    event_summary,
    play_round,
    run_event,
    varied_bot_teams,
)
from tournaments.tasks import generate_round

pytestmark = pytest.mark.django_db


def test_every_bot_registers_its_own_legal_standard_team() -> None:
    """Sixteen bots, sixteen team lists, each legal under the standard rules (DM-3.2),
    registered as the bot's own submission and reproducible from the event's seed."""
    tournament = create_event("Teams", 16, "teams", prefix="teams")
    registrations = Registration.objects.filter(tournament=tournament).order_by("id")
    teams = [r.team_list for r in registrations]
    assert TeamListEntry.objects.filter(registration__in=registrations).count() == 16
    assert all(team and team["cards"] and len(team["basic_actions"]) == 2 for team in teams)
    distinct = {repr(team) for team in teams}
    assert len(distinct) == 16
    for team in teams:
        cards = [tuple(entry) for entry in team["cards"]]
        assert team_problems(cards, team["basic_actions"], catalog(), FORMATS["standard"]) == []
    assert teams == [
        {"cards": [list(card) for card in cards], "basic_actions": list(bacs)}
        for cards, bacs in varied_bot_teams(16, "teams")
    ]


def test_each_player_plays_the_team_it_registered_in_every_seat() -> None:
    """The team in a game is the player's registered list, whichever side of the pairing the
    player is listed on (the first-listed player used to get the first demo team)."""
    tournament = create_event("Seats", 8, "seats", rounds=2, prefix="seats")
    run_event(tournament, turn_limit=6)
    teams = {r.pk: r.team_list for r in tournament.registrations.all()}
    links = MatchGame.objects.filter(match__round__tournament=tournament).select_related(
        "match", "game"
    )
    assert links
    for link in links:
        genesis = game_services.log_records(link.game)[0]
        for seat, player in enumerate((link.match.player_a_id, link.match.player_b_id)):
            registered = teams[player]
            assert [list(entry) for entry in genesis["teams"][seat]] == registered["cards"]
            assert list(genesis["basic_actions"][seat]) == registered["basic_actions"]


def test_who_chooses_to_go_first_is_left_to_the_random_method() -> None:
    """Game 1 of every match starts with no chooser: the engine's seeded toss picks who
    chooses to go first or second (DM-3.7), not the pairing's order."""
    tournament = create_event("Toss", 8, "toss", rounds=1, prefix="toss")
    generate_round.delay(tournament.pk, 1).get()
    for link in MatchGame.objects.filter(match__round__tournament=tournament):
        records = game_services.log_records(link.game)
        assert dict(records[0]["options"])["chooser"] is None
        assert "TossWon" in [r["type"] for r in records]


def test_a_round_clock_in_turns_calls_time_and_every_game_ends_on_it() -> None:
    """With a turn limit of 2 time is called on the round and on every game (none can end
    sooner); each game ends by time, more life wins, equal life is a drawn game, and the
    match results and the summary count those draws."""
    tournament = create_event("Clock", 8, "clock", rounds=1, prefix="clock")
    generate_round.delay(tournament.pk, 1).get()
    round_ = tournament.rounds.get(number=1)
    play_round(tournament, round_, random.Random(0), turn_limit=2)
    round_.refresh_from_db()
    assert round_.time_called_at is not None
    assert round_.status == "complete"
    summary = event_summary(tournament)
    assert summary["games"] == summary["time_called_games"] == 4
    for link in MatchGame.objects.filter(match__round=round_).select_related("game"):
        state = game_services.load_state(link.game)
        assert link.game.outcome["termination"] == "time"
        lives = [player.life for player in state.players]
        winner = link.game.outcome["winner"]
        assert winner == (None if lives[0] == lives[1] else lives.index(max(lives)))
    drawn_games = sum(
        link.game.outcome["winner"] is None
        for link in MatchGame.objects.filter(match__round=round_).select_related("game")
    )
    assert summary["drawn_games"] == summary["drawn"] == drawn_games
    assert summary["first_listed_won"] + summary["second_listed_won"] + summary["drawn"] == 4
