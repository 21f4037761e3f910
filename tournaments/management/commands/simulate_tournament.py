"""Run a whole Swiss event with bot players and print the final standings."""

from __future__ import annotations

import json
import secrets
import time
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from games import link_teams, systems
from games import services as game_services
from games.declared import declared_share
from games.engine import FORMATS
from tournaments.models import MatchGame, Tournament
from tournaments.simulation import (
    DEFAULT_TURN_LIMIT,
    create_event,
    event_summary,
    run_event,
    varied_bot_teams,
)
from tournaments.standings import percentage


class Command(BaseCommand):
    help = "Simulate a Swiss event: bot-played games (or --results-only) and final standings."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--players", type=int, required=True)
        parser.add_argument("--rounds", type=int, default=None)
        parser.add_argument("--seed", default=None)
        parser.add_argument("--results-only", action="store_true", help="random paper results")
        parser.add_argument("--best-of-3", action="store_true")
        parser.add_argument("--life", type=int, default=0, help="default: the format's")
        parser.add_argument(
            "--rules",
            default=systems.DEFAULT_RULES,
            choices=systems.rulesets(),
            help="the ruleset, which names the game system (games/systems)",
        )
        parser.add_argument(
            "--turn-limit",
            type=int,
            default=DEFAULT_TURN_LIMIT,
            help="online: call time on a round once its games reach this turn (0: never)",
        )
        parser.add_argument(
            "--demo-teams",
            action="store_true",
            help="no team lists: online games fall back to our set's teams by seat (as before)",
        )
        parser.add_argument(
            "--format",
            default="",
            choices=["", *FORMATS],
            help="the team format (e.g. basic-2014, tournament-2014); its life by default",
        )
        parser.add_argument(
            "--doubles",
            action="store_true",
            help="a Doubles event: teams of two bots (--players counts players), online four-seat"
            " games (paper results with --results-only)",
        )
        parser.add_argument(
            "--links",
            default=None,
            metavar="FILE",
            help="Team Builder links of imported cards, one team per line: the bots' teams",
        )
        parser.add_argument("--json", action="store_true")

    def handle(self, *args: Any, **options: Any) -> None:
        seed = str(options["seed"] or secrets.token_hex(8))
        structure = (
            Tournament.MatchStructure.BEST_OF_THREE
            if options["best_of_3"]
            else Tournament.MatchStructure.SINGLE
        )
        prefix = f"sim-{seed}"
        teams = None if options["demo_teams"] or options["doubles"] else varied_bot_teams
        read = self.links(options["links"], options["format"]) if options["links"] else []
        if read:
            teams = link_teams.as_team_source(read)
        tournament = create_event(
            f"Simulated event {seed}",
            options["players"],
            seed,
            rounds=options["rounds"],
            online=not options["results_only"],
            match_structure=structure,
            starting_life=options["life"] or FORMATS[options["format"] or "standard"].starting_life,
            prefix=prefix,
            teams=teams,
            rules=options["rules"],
            team_format=options["format"],
            doubles=options["doubles"],
        )
        say = None if options["json"] else self.stdout.write
        started = time.perf_counter()
        table = run_event(tournament, options["rounds"], say, options["turn_limit"] or None)
        seconds = time.perf_counter() - started
        summary = {**event_summary(tournament), "seconds": round(seconds, 1)}
        if read:
            summary["declarations_per_game"] = declarations_per_game(tournament)
            summary["teams"] = link_teams.team_rows(read)
        names = {str(r.pk): r.display_name for r in tournament.registrations.all()}
        if options["json"]:
            rows = [
                {
                    "rank": s.rank,
                    "player": names[s.player],
                    "points": s.points,
                    "record": str(s.record),
                    "omw": str(s.omw),
                    "gw": str(s.gw),
                    "ogw": str(s.ogw),
                }
                for s in table
            ]
            self.stdout.write(
                json.dumps(
                    {
                        "tournament": tournament.pk,
                        "seed": seed,
                        "summary": summary,
                        "standings": rows,
                    }
                )
            )
            return
        matches = summary["matches"] or 1
        self.stdout.write(
            f"{summary['matches']} matches in {seconds:.1f} s: the first-listed player won "
            f"{summary['first_listed_won']} ({summary['first_listed_won'] / matches:.1%}), "
            f"the second {summary['second_listed_won']}, drawn {summary['drawn']}; "
            f"{summary['games']} games, {summary['drawn_games']} drawn, "
            f"time called in {summary['time_called_games']}"
        )
        if read:
            self.stdout.write(f"declarations per game: {summary['declarations_per_game']}")
        self.stdout.write(
            f"{'rank':>4}  {'player':<22}{'pts':>4}  {'record':<8}{'OMW':>8}{'GW':>8}{'OGW':>8}"
        )
        for s in table:
            self.stdout.write(
                f"{s.rank:>4}  {names[s.player]:<22}{s.points:>4}  {s.record!s:<8}"
                f"{percentage(s.omw):>8}{percentage(s.gw):>8}{percentage(s.ogw):>8}"
            )

    def links(self, path: str, team_format: str = "") -> list:
        """The links file's teams (games/link_teams.py), each described on stderr; a file
        that cannot be read, or none of whose teams can be played, stops the command."""
        try:
            text = Path(path).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as error:
            raise CommandError(f"cannot read {path}: {error}") from None
        read = link_teams.link_teams(text, team_format=team_format or "standard")
        for team in read:
            self.stderr.write(team.describe())
        if not any(team.playable for team in read):
            raise CommandError(f"{path}: no team could be read and played")
        return read


def declarations_per_game(tournament: Tournament) -> float:
    """Abilities declared by the bots (text-only cards), per game of the event."""
    games = [link.game for link in MatchGame.objects.filter(match__round__tournament=tournament)]
    if not games:
        return 0.0
    shares = [declared_share(game_services.log_records(game)) for game in games]
    return round(sum(s["declarations"] for s in shares) / len(games), 2)
