"""Teams from Team Builder links, for simulations with real data (issue 16 item 8).

A links file holds one team per line: a Team Builder link (`…?view&cards=3x27fus;…`, or
only its `cards=` value), optionally after a label and " | ". Blank lines and lines starting
with "#" are comments (where each team came from). Each link is read against the catalog
(imported cards: `manage.py import_teambuilder`), and each team says how many of its cards
the engine executes and whether every one of its dice can be rolled online.

A team the game's format refuses (a published draft team whose source lost its Basic Action
Cards) is said so and not paired, rather than failing as an engine error; a run may name the
Basic Action Cards such a team plays with (`basic_actions`: in a Rainbow Draft players choose
theirs after the draft, organized-play.md), and the team's line says they were assumed.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from cards import services as card_services
from cards.models import Card
from games.declared import declared_share
from games.engine import FORMATS, CardDef, GameOptions, game_seed, play, team_problems, to_records
from games.systems import dm_teamlists
from games.systems.base import TeamListRefused

Team = tuple[tuple[tuple[str, int], ...], tuple[str, ...]]  # (cards and dice, BACs)


@dataclass
class LinkTeam:
    """One line of a links file, read: the team, or why it cannot be."""

    line: int
    label: str
    link: str
    team: Team | None = None
    problem: str = ""
    cards: int = 0  # the team's cards, Basic Action Cards included
    executed: list[str] = field(default_factory=list)  # codes the engine executes
    text_only: list[tuple[str, str]] = field(default_factory=list)  # (code, why)
    unrollable: list[tuple[str, str]] = field(default_factory=list)  # (code, why not)
    refused: list[str] = field(default_factory=list)  # the format's rules it breaks (DM-3.2)
    assumed: tuple[str, ...] = ()  # codes of Basic Action Cards the run gave it

    @property
    def rollable(self) -> bool:
        return self.team is not None and not self.unrollable

    @property
    def playable(self) -> bool:
        """Read, and a team its format accepts: the games pair only these."""
        return self.team is not None and not self.refused

    def describe(self) -> str:
        """One line for people: the label, executed cards and dice."""
        if self.team is None:
            return f"line {self.line} {self.label}: not read ({self.problem})"
        dice = "every die rollable online" if self.rollable else (
            "cannot roll " + ", ".join(f"{c} ({why})" for c, why in self.unrollable)
        )  # fmt: skip
        share = len(self.executed) / self.cards if self.cards else 0.0
        assumed = f"; Basic Action Cards assumed: {', '.join(self.assumed)}" if self.assumed else ""
        refused = f"; not played: {'; '.join(self.refused)}" if self.refused else ""
        return (
            f"line {self.line} {self.label}: {len(self.executed)} of {self.cards} cards executed"
            f" ({share:.0%}); {dice}{assumed}{refused}"
        )


def read_lines(text: str) -> list[tuple[int, str, str]]:
    """(line number, label, link) of each team line."""
    found = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        label, _, link = line.rpartition(" | ")
        found.append((number, label.strip() or f"team {len(found) + 1}", link.strip()))
    return found


def link_teams(
    text: str, basic_actions: Sequence[str] = (), team_format: str = "standard"
) -> list[LinkTeam]:
    """Every team of a links file, read against the catalog (one query for all cards) and
    checked by the format's team rules; `basic_actions` (Team Builder codes) go to each team
    that lists none."""
    given: tuple[str, ...] = ()
    read: list[LinkTeam] = []
    if basic_actions:
        given = dm_teamlists.from_link(";".join(f"3x{c}" for c in basic_actions)).basic_actions
        if len(given) != len(basic_actions):
            raise TeamListRefused(
                "links/not_basic_action", f"not all Basic Action Cards: {', '.join(basic_actions)}"
            )
    for number, label, link in read_lines(text):
        one = LinkTeam(number, label, link)
        try:
            submission = dm_teamlists.from_link(link)
        except TeamListRefused as error:
            one.problem = "; ".join(p["message"] for p in error.problems) or error.message
        else:
            bacs = submission.basic_actions
            if given and not bacs:
                bacs, one.assumed = given, tuple(basic_actions)
            one.team = (submission.cards, bacs)
        read.append(one)
    ids = {c for one in read if one.team for c in _ids(one.team)}
    rows = card_services.cards_by_engine_id(ids)
    for one in read:
        if one.team is not None:
            _status(one, [rows[c] for c in _ids(one.team) if c in rows])
            one.refused = _refused(one.team, rows, team_format)
    return read


def _ids(team: Team) -> list[str]:
    return [c for c, _ in team[0]] + list(team[1])


def _status(one: LinkTeam, rows: Sequence[Card]) -> None:
    one.cards = len(rows)
    for row in rows:
        if row.executed:
            one.executed.append(row.code)
        else:
            one.text_only.append((row.code, row.not_executed[0] if row.not_executed else ""))
        if not row.has_faces:
            one.unrollable.append((row.code, "no die faces"))
        elif row.max_dice == 0:
            one.unrollable.append((row.code, "no dice (Max 0)"))


def _refused(team: Team, rows: Mapping[str, Card], team_format: str) -> list[str]:
    """The format's team rules the team breaks, as the engine would refuse the game."""
    catalog = {
        i: dm_teamlists.RuleCard(i, c.name, c.subtitle, c.kind, c.max_dice) for i, c in rows.items()
    }
    rules = FORMATS[team_format]
    return [p.message for p in team_problems(team[0], team[1], catalog, rules)]


def definitions(teams: Iterable[Team]) -> tuple[dict[str, CardDef], list[dict[str, Any]]]:
    """The engine's definitions of the teams' cards (current versions), and their records."""
    ids = {c for team in teams for c in _ids(team)}
    rows = card_services.cards_by_engine_id(ids)
    versions = [r.current_version for r in rows.values() if r.current_version is not None]
    defs = {v.data["id"]: card_services.card_def(v.data, v.digest) for v in versions}
    return defs, [v.data for v in versions]


@dataclass
class LinkGame:
    """One simulated game between two teams of the file."""

    index: int
    seed: str
    teams: tuple[int, int]  # line numbers
    error: str = ""
    events: int = 0
    turns: int = 0
    winner: int | None = None
    declarations: int = 0  # declared by a player (a text-only card's ability), declined apart
    declined: int = 0


def play_links(
    teams: Sequence[LinkTeam],
    games: int,
    seed: str,
    bots: Sequence[tuple[str, str]] = (("greedy", "greedy"),),
    options: GameOptions | None = None,
) -> list[LinkGame]:
    """Game i: team i against team i + 1 (of the teams that were read), bots in turn. An
    exception out of the engine is reported as the game's engine error, never raised. Teams
    their format refuses are not paired (their lines say why)."""
    playing = [t for t in teams if t.playable]
    if len(playing) < 2 or games <= 0:
        return []
    cards, raw = definitions(t.team for t in playing if t.team is not None)
    options = options or GameOptions(team_format="standard")
    found = []
    for index in range(games):
        one, two = playing[index % len(playing)], playing[(index + 1) % len(playing)]
        assert one.team is not None and two.team is not None
        game = LinkGame(index, game_seed(seed, index), (one.line, two.line))
        used = set(_ids(one.team)) | set(_ids(two.team))
        try:
            events, state = play(
                cards, game.seed, bots[index % len(bots)], options,
                teams=(one.team[0], two.team[0]), basic_actions=(one.team[1], two.team[1]),
                raw_cards=[r for r in raw if r["id"] in used],
            )  # fmt: skip
        except Exception as error:  # an engine error: the report names it, the run goes on
            game.error = f"{type(error).__name__}: {error}"
            found.append(game)
            continue
        share = declared_share(to_records(events))
        game.events, game.turns = len(events), state.turn
        game.winner = state.outcome.winner if state.outcome else None
        game.declarations, game.declined = share["declarations"], share["declined"]
        found.append(game)
    return found


def summary(games: Sequence[LinkGame]) -> dict[str, Any]:
    """Engine errors, declarations per game, wins by line."""
    played = [g for g in games if not g.error]
    wins: Counter[int] = Counter(g.teams[g.winner] for g in played if g.winner is not None)
    return {
        "games": len(games),
        "engine_errors": len(games) - len(played),
        "declarations_per_game": round(sum(g.declarations for g in played) / len(played), 2)
        if played
        else 0.0,
        "declined_per_game": round(sum(g.declined for g in played) / len(played), 2)
        if played
        else 0.0,
        "wins_by_line": dict(sorted(wins.items())),
    }


def team_rows(teams: Sequence[LinkTeam]) -> list[dict[str, Any]]:
    """Each team as data (the commands' --json)."""
    return [
        {
            "line": t.line,
            "label": t.label,
            "read": t.team is not None,
            "problem": t.problem,
            "cards": t.cards,
            "executed": len(t.executed),
            "text_only": [code for code, _ in t.text_only],
            "rollable": t.rollable,
            "unrollable": [code for code, _ in t.unrollable],
            "playable": t.playable,
            "refused": t.refused,
            "basic_actions_assumed": list(t.assumed),
        }
        for t in teams
    ]


def as_team_source(teams: Sequence[LinkTeam]) -> Any:
    """A TeamSource (tournaments.simulation) handing out the file's teams in turn."""
    pool = [t.team for t in teams if t.playable]

    def source(count: int, seed: str) -> list[Team]:
        return [pool[i % len(pool)] for i in range(count)] if pool else []

    return source
