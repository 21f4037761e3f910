"""Whole simulated events: bot players, Swiss rounds, bot-played games or random results.

Used by `manage.py simulate_tournament`, `manage.py seed_demo` and the tests.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from datetime import date
from typing import Any

from django.contrib.auth import get_user_model

from games import access as game_access
from games import services as game_services
from games.engine import FORMATS
from games.systems.ocr_teams import TEAMS, Team, fitted, team_for
from tournaments import events
from tournaments.game_systems import event_settings, format_name, system_of
from tournaments.models import (
    Format,
    MatchGame,
    Registration,
    Round,
    TeamListEntry,
    Tournament,
)
from tournaments.registration.entries import entry_name, last_round_number
from tournaments.results import counting, ranking, reporting
from tournaments.rounds import clock
from tournaments.rounds.closing import open_matches
from tournaments.standings import Standing
from tournaments.teamlists import lists as teamlists
from tournaments.teamlists import sealed

Say = Callable[[str], None]
# Where bots' teams come from: (how many, seed) -> that many standard teams. Each is checked
# with the event's rules and registered as the bot's own team list (register_bot_lists), the
# path every player's list takes.
TeamSource = Callable[[int, str], list[Team]]

BOT_CARDS_PER_TEAM = (3, 5)  # characters and action cards, besides 2 Basic Action Cards
BOT_TEAM_POOL = 64  # different teams per event; bots beyond share them in turn
# The round clock of simulated online rounds, in turns of a game (both players' turns count):
# about one game in five reaches it with the bots' teams, so events see time called and draws.
DEFAULT_TURN_LIMIT = 40
ACTIONS_PER_STEP = 25  # bot decisions between two looks at a game's turn


def varied_bot_teams(count: int, seed: str) -> list[Team]:
    """One legal standard team per bot (DM-3.2), drawn from the cards the engine runs.

    Seeded, so an event's teams are reproducible; different bots get different teams, so a
    bot's results depend on its team and play, not on where it sits in a pairing.
    """
    from cards.catalog import catalog, raw_cards
    from cards.execution import status
    from games.engine import team_problems

    rules = FORMATS["standard"]
    playable = {cid: raw for cid, raw in raw_cards().items() if status(raw).executed}
    team_cards = sorted(
        cid for cid, raw in playable.items() if raw["kind"] in ("character", "action")
    )
    basics = sorted(cid for cid, raw in playable.items() if raw["kind"] == "basic_action")
    definitions = catalog()
    rng = random.Random(f"bot-teams:{seed}")
    teams: list[Team] = []
    while len(teams) < count:
        chosen = rng.sample(team_cards, rng.randint(*BOT_CARDS_PER_TEAM))
        cards = tuple((cid, rng.randint(1, playable[cid].get("max_dice", 1))) for cid in chosen)
        bacs = tuple(rng.sample(basics, rules.basic_actions or 2))
        if not team_problems(cards, bacs, definitions, rules):
            teams.append((cards, bacs))
    return teams


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
    teams: TeamSource | None = varied_bot_teams,
    rules: str = "dm-2018",
    doubles: bool = False,
    team_format: str = "",
) -> Tournament:
    """An event of `players` bots in the game system of `rules`, each registered with its
    own team list from `teams` (None: no lists; online games then fall back to the system's
    stand-in teams by seat). `doubles`: a Doubles event of `players // 2` teams of two bots,
    without lists (online: four-seat games, each seat a stand-in team; docs/rulings.md
    "Doubles"). `team_format`: a Format of that team
    format (model/teams.py; its life is the format's unless `starting_life` says otherwise)."""
    if doubles and teams is not None:
        raise ValueError("simulated Doubles teams play without team lists (stand-in teams)")
    User = get_user_model()
    format_ = None
    if team_format:
        format_, _ = Format.objects.get_or_create(
            name=f"simulated {team_format}", defaults={"team_format": team_format}
        )
    organizer, _ = User.objects.get_or_create(username=f"{prefix}-organizer")
    if doubles:
        format_, _ = Format.objects.get_or_create(
            name="Doubles", defaults={"team_format": Format.TeamFormat.DOUBLES}
        )
    tournament = events.create_tournament(
        organizer,
        name=name,
        date=date.today(),
        seed=seed,
        swiss_rounds=rounds,
        play_mode=Tournament.PlayMode.ONLINE if online else Tournament.PlayMode.PAPER,
        match_structure=match_structure,
        starting_life=starting_life,
        rules_version=rules,
        format=format_,
    )
    users = bot_users(players, prefix)
    # A fresh event before round 1: what register does, in one statement.
    Registration.objects.bulk_create(
        Registration(
            tournament=tournament,
            user=user,
            partner=partner,
            display_name=entry_name(user, partner),
        )
        for user, partner in (
            zip(users[::2], users[1::2], strict=False) if doubles else ((u, None) for u in users)
        )
    )
    if teams is not None:
        register_bot_lists(tournament, teams)
    return tournament


def _card_team(cards: Any, basic_actions: Any) -> dict[str, Any]:
    return {"cards": [list(pair) for pair in cards], "basic_actions": list(basic_actions)}


def register_bot_lists(tournament: Tournament, source: TeamSource = varied_bot_teams) -> None:
    """Each bot its own team list (issue 9 item 24): up to BOT_TEAM_POOL teams from `source`,
    fitted to the event's format and checked once with its rules (our set's teams if none
    passes), then written in bulk as the bots' own submissions."""
    system, settings = system_of(tournament), event_settings(tournament)
    if sealed.is_sealed(tournament):
        _register_pool_lists(tournament)  # sealed: each bot's list out of its own pool
        return
    if "cards" not in system.bot_team_list(0, settings):
        _register_system_lists(tournament)  # not a card list: the system's bots' teams
        return
    rules = FORMATS[format_name(tournament)]
    registrations = list(tournament.registrations.order_by("id"))
    candidates = {
        n: _card_team(*fitted(team, rules))
        for n, team in enumerate(source(min(len(registrations), BOT_TEAM_POOL), tournament.seed))
    }
    checked = system.teams_problems(candidates, settings)
    pool = [team for n, team in candidates.items() if not checked[n]]
    if not pool:
        for index in range(len(TEAMS)):
            team = _card_team(*team_for(index, rules))
            teamlists.check(tournament, team)
            pool.append(team)
    entries = []
    for position, registration in enumerate(registrations):
        registration.team_list = pool[position % len(pool)]
        entries.append(
            TeamListEntry(
                registration=registration,
                team=registration.team_list,
                cards=registration.team_list["cards"],
                basic_actions=registration.team_list["basic_actions"],
                by_id=registration.user_id,
            )
        )
    TeamListEntry.objects.bulk_create(entries, 1000)
    Registration.objects.bulk_update(registrations, ["team_list"], 1000)


def _register_pool_lists(tournament: Tournament) -> None:
    """Open every bot's sealed pool (as the organizer) and register a list out of it; a bot
    whose pool makes no legal list has none (it plays a stand-in team)."""
    system = system_of(tournament)
    sealed.open_pools(tournament, tournament.created_by)
    registrations = list(tournament.registrations.select_related("sealed_pool").order_by("id"))
    entries = []
    for index, registration in enumerate(registrations):
        pool = registration.sealed_pool.pool
        team = system.bot_team_from_pool(pool, index)
        settings = event_settings(tournament, pool=pool)
        if team is None or system.team_problems(team, settings):
            continue
        registration.team_list = team
        entries.append(
            TeamListEntry(
                registration=registration,
                team=team,
                cards=team.get("cards", []),
                basic_actions=team.get("basic_actions", []),
                by_id=registration.user_id,
            )
        )
    TeamListEntry.objects.bulk_create(entries, 1000)
    Registration.objects.bulk_update(registrations, ["team_list"], 1000)


def _register_system_lists(tournament: Tournament) -> None:
    """Bots' team lists from the event's game system (`bot_team_list`), checked with its team
    rules, registered as the bots' own submissions."""
    system, settings = system_of(tournament), event_settings(tournament)
    lists = []
    for index in range(len(TEAMS)):
        team_list = system.bot_team_list(index, settings)
        problems = system.team_problems(team_list, settings)
        if problems:
            raise ValueError(f"bot team {index}: {problems[0]['message']}")
        lists.append(team_list)
    registrations = list(tournament.registrations.order_by("id"))
    entries = []
    for position, registration in enumerate(registrations):
        registration.team_list = lists[position % len(lists)]
        entries.append(
            TeamListEntry(
                registration=registration,
                team=registration.team_list,
                cards=[],
                basic_actions=[],
                by_id=registration.user_id,
            )
        )
    TeamListEntry.objects.bulk_create(entries, 1000)
    Registration.objects.bulk_update(registrations, ["team_list"], 1000)


def play_round(
    tournament: Tournament,
    round_: Round,
    rng: random.Random,
    turn_limit: int | None = DEFAULT_TURN_LIMIT,
) -> None:
    """Finish every match of a round: bots play online games, or random paper results.

    Online, `turn_limit` is the round's clock counted in turns: each game is played until it
    ends or reaches that turn, then time is called on the round as the round clock would
    (turn 0 and five more; more life wins, equal life is a draw; no further game of a match
    starts), and the games are played out. None: no clock, every game to its end.
    """
    if tournament.play_mode == Tournament.PlayMode.ONLINE:
        if turn_limit is not None and _play_until(round_, tournament.seed, turn_limit):
            clock.call_time(round_)  # some game is still on when the clock runs out
        _play_until(round_, tournament.seed, None)
        return
    best_of = 1 if tournament.match_structure == Tournament.MatchStructure.SINGLE else 3
    for match in round_.matches.exclude(player_b=None).select_related(
        "player_a__user", "player_b__user"
    ):
        a, b, draws = random_score(rng, best_of)
        # Two transactions, as through the API (an outer one would add two savepoints each).
        reporting.report_result(match, match.player_a.user, a, b, draws)
        reporting.confirm_result(match, match.player_b.user)


def _play_until(round_: Round, seed: str, turn_limit: int | None) -> set:
    """Bots play the round's active games (and the next games of their matches) until each
    has ended or, with a `turn_limit`, reached that turn; returns the games left at it."""
    waiting: set = set()  # games at the limit
    while True:
        links = list(
            MatchGame.objects.filter(match__round=round_, game__status="active")
            .exclude(game_id__in=waiting)
            .select_related("match__player_a__user", "match__player_b__user")
        )
        if not links:
            return waiting
        for link in links:
            actors = (link.match.player_a.user, link.match.player_b.user)  # (the log's actor)
            if turn_limit is None:
                game_services.autoplay(link.game_id, actors=actors, rng_seed=seed)
                continue
            game = game_services.get_game(link.game_id)
            while game.status == "active" and game_access.clock(game) < turn_limit:
                game = game_services.autoplay(
                    link.game_id, actors=actors, rng_seed=seed, max_actions=ACTIONS_PER_STEP
                )
            if game.status == "active":
                waiting.add(link.game_id)


def random_score(rng: random.Random, best_of: int) -> tuple[int, int, int]:
    if best_of == 1:
        return rng.choice([(1, 0, 0), (0, 1, 0), (1, 0, 0), (0, 1, 0), (0, 0, 1)])
    return rng.choice([(2, 0, 0), (2, 1, 0), (0, 2, 0), (1, 2, 0), (1, 1, 1), (1, 0, 1)])


def run_event(
    tournament: Tournament,
    rounds: int | None = None,
    say: Say | None = None,
    turn_limit: int | None = DEFAULT_TURN_LIMIT,
) -> list[Standing]:
    """Generate and finish `rounds` Swiss rounds (all of them by default); online rounds
    call time at `turn_limit` (see play_round)."""
    from tournaments.tasks import generate_round

    rng = random.Random(tournament.seed)
    total = rounds or events.swiss_rounds(tournament)
    for number in range(last_round_number(tournament) + 1, total + 1):
        generate_round.delay(tournament.pk, number).get()
        round_ = tournament.rounds.get(number=number)
        play_round(tournament, round_, rng, turn_limit)
        if say:
            matches = round_.matches.count()
            say(f"round {number}: {matches} matches, {matches - open_matches(round_)} finished")
    return ranking.standings(tournament)


def event_summary(tournament: Tournament) -> dict[str, int]:
    """How the event's matches and games went, in a few queries: matches won by the player
    listed first (the higher-ranked one), by the second, drawn; games, drawn games and games
    in which time was called (online)."""
    from games.models import GameEvent
    from tournaments.models import ResultEntry

    latest: dict[int, tuple[str, int, int]] = {}
    for match_id, kind, a, b in (
        ResultEntry.objects.filter(
            match__round__tournament=tournament, match__player_b__isnull=False
        )
        .order_by("id")
        .values_list("match_id", "kind", "a_wins", "b_wins")
    ):
        latest[match_id] = (kind, a, b)
    counted = [(a, b) for kind, a, b in latest.values() if kind in counting.COUNTING]
    games = MatchGame.objects.filter(match__round__tournament=tournament)
    outcomes = [o for o in games.values_list("game__outcome", flat=True) if o]
    return {
        "matches": len(counted),
        "first_listed_won": sum(a > b for a, b in counted),
        "second_listed_won": sum(b > a for a, b in counted),
        "drawn": sum(a == b for a, b in counted),
        "games": len(outcomes),
        "drawn_games": sum(o.get("winner") is None for o in outcomes),
        "time_called_games": GameEvent.objects.filter(
            game__match_game__in=games, type="TimeCalled"
        ).count(),
    }
