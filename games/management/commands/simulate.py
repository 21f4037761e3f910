"""`manage.py simulate --games N --seed S`: play bot games with seeded randomness.

Game i uses the seed `games.engine.game_seed(S, i)`, so a run is reproducible. With
--out DIR each log is written to DIR/game-XXXX.jsonl, its (revealed) seed beside it in
DIR/game-XXXX.seed, and the run's summary to DIR/summary.json; every log replays with
`manage.py replay DIR/game-XXXX.jsonl --seed $(cat DIR/game-XXXX.seed)`.

With --set CODE (our own set: ocr) the games are played over the set's covering teams (each
team against the next; every card of the set is on one), greedy and random bots in turn,
and the run reports its engine errors and the keywords that fired (games.engine.survey);
it fails if there was an engine error.

With --links FILE (Team Builder links of imported cards, one team a line: games/link_teams.py)
the games are played between those teams (team i against i + 1): it prints how many cards of
each team the engine executes and whether its dice roll online, each game's declarations,
and fails if there was an engine error (an exception out of the engine, reported per game).
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandParser

from cards.catalog import DATA, catalog, raw_cards
from games.engine import (
    BOTS,
    DEMO_BASIC_ACTIONS,
    DEMO_FORMAT,
    DEMO_TEAMS,
    GameOptions,
    dumps_jsonl,
    game_seed,
    play,
    set_teams,
    survey,
    to_records,
)


class Command(BaseCommand):
    help = "Play N seeded bot games; optionally write their logs (JSON Lines)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--games", type=int, default=1, metavar="N")
        parser.add_argument("--seed", default="0", metavar="S", help="the run's seed")
        parser.add_argument("--out", default=None, metavar="DIR", help="write the logs here")
        parser.add_argument(
            "--bots", default="greedy,greedy", help=f"one or two of {', '.join(sorted(BOTS))}"
        )
        parser.add_argument("--life", type=int, default=20, help="starting life")
        parser.add_argument(
            "--cards", default=str(DATA), metavar="DIR", help="card data directory (*.json)"
        )
        parser.add_argument(
            "--links",
            default=None,
            metavar="FILE",
            help="Team Builder links, one team per line, of imported cards: play them (team i"
            " against i + 1), report engine errors, declarations per game, cards executed",
        )
        parser.add_argument(
            "--basic-actions",
            default="",
            metavar="CODES",
            help="with --links: Basic Action Cards (Team Builder codes, comma-separated) for"
            " the teams that list none (a draft's, chosen after it); each such line says so",
        )
        parser.add_argument(
            "--set",
            default=None,
            metavar="CODE",
            help="play the set's covering teams (all bots in turn) and count keywords fired",
        )

    def handle(self, *args: Any, **options: Any) -> None:
        raise SystemExit(self.run(options))

    def run(self, options: dict[str, Any]) -> int:
        bots = tuple(b.strip() for b in options["bots"].split(","))
        if len(bots) == 1:
            bots = bots * 2
        unknown = [b for b in bots if b not in BOTS]
        if len(bots) != 2 or unknown:
            self.stderr.write(f"--bots takes one or two of {', '.join(sorted(BOTS))}")
            return 2
        if options["games"] < 0 or options["life"] < 1:
            self.stderr.write("--games must be 0 or more and --life 1 or more")
            return 2
        if options["links"]:
            return self.links(options, bots)
        directory = str(Path(options["cards"]).resolve())
        cards = catalog(directory)
        if options["set"]:
            return self.survey(cards, options)
        raw = raw_cards(directory)
        used = sorted(
            {c for team in DEMO_TEAMS for c, _ in team} | set(sum(DEMO_BASIC_ACTIONS, ()))
        )
        game_options = GameOptions(starting_life=options["life"], team_format=DEMO_FORMAT)
        out = Path(options["out"]) if options["out"] else None
        if out is not None:
            out.mkdir(parents=True, exist_ok=True)

        results: list[dict[str, Any]] = []
        started = time.perf_counter()
        for index in range(options["games"]):
            seed = game_seed(options["seed"], index)
            name = f"game-{index:04d}"
            try:
                events, state = play(
                    cards, seed, bots, game_options, raw_cards=[raw[c] for c in used]
                )
            except RuntimeError as error:  # did not end within play()'s event limit
                results.append({"game": name, "seed": seed, "error": str(error)})
                self.stdout.write(f"{name}  seed {seed}  did not end: {error}")
                continue
            outcome = state.outcome
            assert outcome is not None
            winner = "draw" if outcome.winner is None else f"player {outcome.winner} wins"
            result = {
                "game": name,
                "seed": seed,
                "events": len(events),
                "turns": state.turn,
                "winner": outcome.winner,
                "termination": outcome.termination.value,
                "life": [p.life for p in state.players],
            }
            results.append(result)
            if out is not None:
                (out / f"{name}.jsonl").write_text(dumps_jsonl(to_records(events)))
                (out / f"{name}.seed").write_text(seed + "\n")
            self.stdout.write(
                f"{name}  seed {seed}  events {len(events):5d}  turns {state.turn:3d}  "
                f"{winner} ({outcome.termination.value}), life {result['life'][0]}"
                f"/{result['life'][1]}"
            )
        elapsed = time.perf_counter() - started

        finished = [r for r in results if "error" not in r]
        wins = [sum(1 for r in finished if r["winner"] == p) for p in (0, 1)]
        draws = sum(1 for r in finished if r["winner"] is None)
        mean = (lambda key: sum(r[key] for r in finished) / len(finished)) if finished else None
        summary = {
            "games": len(results),
            "seed": options["seed"],
            "bots": list(bots),
            "starting_life": options["life"],
            "wins": wins,
            "draws": draws,
            "unfinished": len(results) - len(finished),
            "mean_events": round(mean("events"), 1) if mean else 0,
            "mean_turns": round(mean("turns"), 1) if mean else 0,
            "seconds": round(elapsed, 2),
        }
        self.stdout.write(
            f"{summary['games']} games ({bots[0]} vs {bots[1]}, life {options['life']}): "
            f"player 0 won {wins[0]}, player 1 won {wins[1]}, {draws} drawn, "
            f"{summary['unfinished']} unfinished; mean {summary['mean_events']} events, "
            f"{summary['mean_turns']} turns; {elapsed:.2f}s"
        )
        if out is not None:
            (out / "summary.json").write_text(
                json.dumps({**summary, "results": results}, indent=2) + "\n"
            )
        return 1 if summary["unfinished"] else 0

    def survey(self, cards: dict, options: dict[str, Any]) -> int:
        teams = set_teams(cards, options["set"])
        if not teams:
            self.stderr.write(f"no team can be built from set {options['set']!r}")
            return 2
        result = survey(
            cards,
            teams,
            options["games"],
            seed=options["seed"],
            options=GameOptions(starting_life=options["life"]),
        )
        for index, seed, error in result.errors:
            self.stdout.write(f"game-{index:04d}  seed {seed}  engine error: {error}")
        rate = result.games / result.seconds if result.seconds else 0.0
        self.stdout.write(
            f"{result.games} games over set {options['set']} ({len(teams)} teams): "
            f"{len(result.errors)} engine errors; {result.events} events; {rate:.1f} games/s"
        )
        for keyword in sorted(result.keywords):
            if keyword in result.fired:
                state = f"fired in {result.fired[keyword]} games"
            elif keyword in result.implemented:
                state = "implemented, never fired"
            else:
                state = "not implemented (text only)"
            self.stdout.write(f"  {keyword:14s} {state}")
        return 1 if result.errors else 0

    def links(self, options: dict[str, Any], bots: tuple[str, ...]) -> int:
        """Real teams from a links file (games/link_teams.py): each team's executed cards and
        whether its dice roll online, then the games, engine errors and declarations."""
        from games import link_teams
        from games.systems.base import TeamListRefused

        try:
            text = Path(options["links"]).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as error:
            self.stderr.write(f"cannot read {options['links']}: {error}")
            return 2
        given = [c.strip() for c in options.get("basic_actions", "").split(",") if c.strip()]
        try:
            teams = link_teams.link_teams(text, given)
        except TeamListRefused as error:
            self.stderr.write(f"--basic-actions: {error.message}")
            return 2
        if not teams:
            self.stderr.write(f"{options['links']} holds no Team Builder link")
            return 2
        for team in teams:
            self.stdout.write(team.describe())
        game_options = GameOptions(starting_life=options["life"], team_format="standard")
        games = link_teams.play_links(
            teams, options["games"], options["seed"], [bots], game_options
        )
        for game in games:
            outcome = game.error or (
                f"events {game.events:5d}  turns {game.turns:3d}  winner "
                f"{'draw' if game.winner is None else f'line {game.teams[game.winner]}'}"
            )
            self.stdout.write(
                f"game-{game.index:04d}  lines {game.teams[0]} v {game.teams[1]}  {outcome}  "
                f"declarations {game.declarations} (declined {game.declined})"
            )
        summary = link_teams.summary(games)
        read = [t for t in teams if t.team is not None]
        cards = sum(t.cards for t in read)
        executed = sum(len(t.executed) for t in read)
        self.stdout.write(
            f"{len(read)} of {len(teams)} teams read ({sum(t.playable for t in read)} played),"
            f" {executed} of {cards} cards executed"
            f" ({executed / cards if cards else 0:.1%}), {sum(t.rollable for t in read)} with"
            f" every die rollable online; {summary['games']} games, {summary['engine_errors']}"
            f" engine errors, {summary['declarations_per_game']} declarations per game"
            f" ({summary['declined_per_game']} declined)"
        )
        if options["out"]:
            out = Path(options["out"])
            out.mkdir(parents=True, exist_ok=True)
            report = {"teams": link_teams.team_rows(teams), "summary": summary}
            (out / "links-summary.json").write_text(json.dumps(report, indent=2) + "\n")
        return 1 if summary["engine_errors"] else 0
