"""Creating a game: team building (MB-18), the first event and the state it describes."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, fields
from typing import Any

from battledice.engine import errors as E
from battledice.engine import events as ev
from battledice.engine.errors import IllegalAction
from battledice.engine.records import BattleDie, Figure
from battledice.engine.state import BASIC, STANDARD, Die, GameState, Options, Piece, Player

RULES = ("mb-2006", "mb-2006-basic")  # the rulesets: the standard game and the basic game
GAMES = {"mb-2006": STANDARD, "mb-2006-basic": BASIC}
COSMIC_PER = 30  # one Cosmic Level figure per 30 points of Value (MB-18)
MAX_TEAM = 24  # figures on a team: more than a table holds
TEAM_LETTERS = ("a", "b")


@dataclass(frozen=True, slots=True)
class Team:
    """Figure ids and battle die ids (catalog ids; a Nonunique figure may repeat)."""

    figures: tuple[str, ...]
    dice: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class TeamProblem:
    code: str
    item: str
    rule: str
    message: str


def team_problems(
    team: Team,
    figures: Mapping[str, Figure],
    dice: Mapping[str, BattleDie],
    value: int = 30,
    cosmic_game: bool = False,
) -> list[TeamProblem]:
    """Every way the team breaks MB-18, [] if none. `value` 0 accepts any total."""
    found: list[TeamProblem] = []

    def problem(code: str, item: str, message: str) -> None:
        found.append(TeamProblem(code, item, "MB-18", message))

    if not team.figures:
        problem(E.TEAM_EMPTY, "", "a team has figures")
    if len(team.figures) > MAX_TEAM:
        problem(E.TEAM_EMPTY, "", f"at most {MAX_TEAM} figures")
    total = cosmic = 0
    seen: set[str] = set()
    for figure_id in team.figures:
        figure = figures.get(figure_id)
        if figure is None:
            problem(E.TEAM_UNKNOWN_FIGURE, figure_id, f"no figure {figure_id!r} in the catalog")
            continue
        if figure_id in seen and not figure.nonunique:
            problem(E.TEAM_SAME_FIGURE, figure_id, f"one {figure.name} only: not Nonunique")
        seen.add(figure_id)
        total += figure.value
        cosmic += figure.cosmic
    for die_id in team.dice:
        if die_id not in dice:
            problem(E.TEAM_UNKNOWN_DIE, die_id, f"no battle die {die_id!r} in the catalog")
    if len(set(team.dice)) != len(team.dice):
        problem(E.TEAM_SAME_DIE, "", "each battle die is one object: list it once")
    if len(team.dice) != len(team.figures):
        problem(
            E.TEAM_DICE,
            "",
            f"a battle die for each figure: {len(team.figures)} figures, {len(team.dice)} dice",
        )
    if value and total != value:
        problem(E.TEAM_VALUE, "", f"the Values add up to {total}, not the agreed {value}")
    if not cosmic_game and cosmic > total // COSMIC_PER:  # MB-36 lifts the limit
        allowed = total // COSMIC_PER
        problem(E.TEAM_COSMIC, "", f"{cosmic} Cosmic Level figures, at most {allowed}")
    return found


def options_from(given: Mapping[str, Any]) -> Options:
    """The options a game records, checked: IllegalAction game/bad_option."""
    names = {f.name for f in fields(Options)}
    unknown = sorted(str(k) for k in given if k not in names)
    if unknown:
        raise IllegalAction(E.GAME_BAD_OPTION, f"unknown options {unknown}")
    options = Options(**given)
    if options.rules not in RULES:
        raise IllegalAction(E.GAME_BAD_OPTION, f"rules is one of {list(RULES)}")
    if options.game != GAMES[options.rules]:
        raise IllegalAction(
            E.GAME_BAD_OPTION, f"{options.rules} is the {GAMES[options.rules]} game"
        )
    if type(options.team_value) is not int or not 0 <= options.team_value <= 999:
        raise IllegalAction(E.GAME_BAD_OPTION, "team_value is a whole number 0 to 999")
    for flag in ("cosmic_game", "choose_sides"):
        if type(getattr(options, flag)) is not bool:
            raise IllegalAction(E.GAME_BAD_OPTION, f"{flag} is true or false")
    if options.randomness not in ("seed", "reported"):
        raise IllegalAction(E.GAME_BAD_OPTION, "randomness is seed or reported")
    if options.choose_sides and options.game != BASIC:
        raise IllegalAction(E.GAME_BAD_OPTION, "choosing sides is the basic game's (MB-7)")
    return options


def genesis_event(
    players: tuple[str, str],
    teams: tuple[Team, Team],
    figures: Sequence[Figure],
    dice: Sequence[BattleDie],
    options: Options,
    seed_hash: str = "",
) -> ev.BattleDiceGameCreated:
    """The first event, carrying only the records the two teams use."""
    used_figures = {f for team in teams for f in team.figures}
    used_dice = {d for team in teams for d in team.dice}
    return ev.BattleDiceGameCreated(
        version=ev.LOG_FORMAT_VERSION,
        rules=options.rules,
        options=tuple(sorted(asdict(options).items())),
        players=players,
        teams=tuple((t.figures, t.dice) for t in teams),  # type: ignore[arg-type]
        figures=tuple(sorted((f for f in figures if f.id in used_figures), key=lambda f: f.id)),
        dice=tuple(sorted((d for d in dice if d.id in used_dice), key=lambda d: d.id)),
        seed_hash=seed_hash,
    )


def initial_state(genesis: ev.BattleDiceGameCreated, seed: str | None = None) -> GameState:
    """The state after seq 0: every figure and die in its Staging Zone (MB-19)."""
    options = options_from(dict(genesis.options))
    if options.rules != genesis.rules:
        raise IllegalAction(E.GAME_BAD_OPTION, "the options name another ruleset")
    figures = {f.id: f for f in genesis.figures}
    dice_records = {d.id: d for d in genesis.dice}
    pieces: dict[str, Piece] = {}
    dice: dict[str, Die] = {}
    for index, (figure_ids, die_ids) in enumerate(genesis.teams):
        team = Team(tuple(figure_ids), tuple(die_ids))
        problems = team_problems(
            team, figures, dice_records, options.team_value, options.cosmic_game
        )
        if problems:
            text = "; ".join(p.message for p in problems)
            raise IllegalAction(problems[0].code, f"team {index}: {text}", "MB-18")
        letter = TEAM_LETTERS[index]
        for figure_id in team.figures:
            piece_id = _unique(f"{letter}:{figure_id}", pieces)
            pieces[piece_id] = Piece(piece_id, figure_id, index)
        for die_id in team.dice:
            instance = _unique(f"{letter}:die:{die_id}", dice)
            dice[instance] = Die(instance, die_id, index)
    names = genesis.players
    return GameState(
        options=options,
        figures=figures,
        battle_dice=dice_records,
        players=(Player(names[0], 0), Player(names[1], 1)),
        pieces=pieces,
        dice=dice,
        seed=seed,
        seed_hash=genesis.seed_hash,
    )


def _unique(base: str, taken: Mapping[str, object]) -> str:
    """A Nonunique figure's second copy is "<id>#2", and so on."""
    if base not in taken:
        return base
    n = 2
    while f"{base}#{n}" in taken:
        n += 1
    return f"{base}#{n}"
