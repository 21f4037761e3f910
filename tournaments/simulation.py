"""Whole simulated events: bot players, Swiss rounds, bot-played games or random results.

Used by `manage.py simulate_tournament`, `manage.py seed_demo` and the tests.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from datetime import date

from django.contrib.auth import get_user_model

from games import services as game_services
from games.engine import FORMATS
from tournaments import services, teamlists
from tournaments.models import MatchGame, Registration, Round, TeamListEntry, Tournament
from tournaments.ocr_teams import TEAMS, team_for
from tournaments.standings import Standing

Say = Callable[[str], None]


def bot_users(count: int, prefix: str = "bot") -> list:
    """`prefix-0001` ... in order, created in bulk where missing (16,384 bots in seconds)."""
    User = get_user_model()
    names = [f"{prefix}-{index:04d}" for index in range(1, count + 1)]
    existing = {u.username: u for u in User.objects.filter(username__startswith=f"{prefix}-")}
    User.objects.bulk_create([User(username=name) for name in names if name not in existing])
    existing = {u.username: u for u in User.objects.filter(username__startswith=f"{prefix}-")}
    return [existing[name] for name in names]


def create_event(
    name: str,
    players: int,
    seed: str,
    *,
    rounds: int | None = None,
    online: bool = True,
    match_structure: str = Tournament.MatchStructure.SINGLE,
    starting_life: int = 20,
    prefix: str = "bot",
) -> Tournament:
    User = get_user_model()
    organizer, _ = User.objects.get_or_create(username=f"{prefix}-organizer")
    tournament = services.create_tournament(
        organizer,
        name=name,
        date=date.today(),
        seed=seed,
        swiss_rounds=rounds,
        play_mode=Tournament.PlayMode.ONLINE if online else Tournament.PlayMode.PAPER,
        match_structure=match_structure,
        starting_life=starting_life,
    )
    # A fresh event before round 1: what services.register does, in one statement.
    Registration.objects.bulk_create(
        Registration(tournament=tournament, user=user, display_name=user.get_username())
        for user in bot_users(players, prefix)
    )
    register_bot_lists(tournament)
    return tournament


def register_bot_lists(tournament: Tournament) -> None:
    """Each bot its own team list, from our set (issue 9 item 24): the teams are checked
    once with the event's rules, then written in bulk as the bots' own submissions."""
    rules = FORMATS[teamlists.format_name(tournament)]
    checked: dict[int, teamlists.Submission] = {}
    for index in range(len(TEAMS)):
        cards, bacs = team_for(index, rules)
        submission = teamlists.Submission(cards, bacs)
        teamlists.check(tournament, submission)
        checked[index] = submission
    registrations = list(tournament.registrations.order_by("id"))
    entries = []
    for position, registration in enumerate(registrations):
        submission = checked[position % len(TEAMS)]
        registration.team_list = {
            "cards": [list(pair) for pair in submission.cards],
            "basic_actions": list(submission.basic_actions),
        }
        entries.append(
            TeamListEntry(
                registration=registration,
                cards=registration.team_list["cards"],
                basic_actions=registration.team_list["basic_actions"],
                by_id=registration.user_id,
            )
        )
    TeamListEntry.objects.bulk_create(entries, 1000)
    Registration.objects.bulk_update(registrations, ["team_list"], 1000)


def play_round(tournament: Tournament, round_: Round, rng: random.Random) -> None:
    """Finish every match of a round: bots play online games, or random paper results."""
    if tournament.play_mode == Tournament.PlayMode.ONLINE:
        while True:
            open_games = MatchGame.objects.filter(
                match__round=round_, game__status="active"
            ).select_related("game", "match__player_a__user", "match__player_b__user")
            links = list(open_games)
            if not links:
                break
            for link in links:
                game_services.autoplay(
                    link.game_id,
                    actors=(link.match.player_a.user, link.match.player_b.user),
                    rng_seed=tournament.seed,
                )
        return
    best_of = 1 if tournament.match_structure == Tournament.MatchStructure.SINGLE else 3
    for match in round_.matches.exclude(player_b=None).select_related(
        "player_a__user", "player_b__user"
    ):
        a, b, draws = random_score(rng, best_of)
        # Two transactions, as through the API (an outer one would add two savepoints each).
        services.report_result(match, match.player_a.user, a, b, draws)
        services.confirm_result(match, match.player_b.user)


def random_score(rng: random.Random, best_of: int) -> tuple[int, int, int]:
    if best_of == 1:
        return rng.choice([(1, 0, 0), (0, 1, 0), (1, 0, 0), (0, 1, 0), (0, 0, 1)])
    return rng.choice([(2, 0, 0), (2, 1, 0), (0, 2, 0), (1, 2, 0), (1, 1, 1), (1, 0, 1)])


def run_event(
    tournament: Tournament, rounds: int | None = None, say: Say | None = None
) -> list[Standing]:
    """Generate and finish `rounds` Swiss rounds (all of them by default)."""
    from tournaments.tasks import generate_round

    rng = random.Random(tournament.seed)
    total = rounds or services.swiss_rounds(tournament)
    for number in range(services.last_round_number(tournament) + 1, total + 1):
        generate_round.delay(tournament.pk, number).get()
        round_ = tournament.rounds.get(number=number)
        play_round(tournament, round_, rng)
        if say:
            round_.refresh_from_db(fields=["open_matches"])
            total = round_.matches.count()
            say(f"round {number}: {total} matches, {total - round_.open_matches} finished")
    return services.standings(tournament)
