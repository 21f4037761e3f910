"""Games staff create through the API (`POST /api/games/`): two players, or four in a
Doubles game (2 v 2: player three plays beside player one, player four beside player two;
docs/rulings.md "Doubles"), with the demo teams, our own set's Doubles teams, or one team
list per seat. Every refusal is a 400 with a code and a message (MalformedAction)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from django.contrib.auth.base_user import AbstractBaseUser

from games import services, systems
from games.engine.model.teams import DOUBLES
from games.errors import MalformedAction
from games.models import Game

DOUBLES_FORMAT = DOUBLES.name
DRAFT_FORMAT = "draft-2014"


def create(
    players: Sequence[AbstractBaseUser],
    options: Mapping[str, Any],
    mode: str,
    team_lists: Sequence[Any] | None,
    created_by: AbstractBaseUser,
) -> Game:
    """A game of `players` (seats in order: one, two, then their partners in Doubles)."""
    options = dict(options)
    seats = len(players)
    if seats == 4:
        team_format = options.setdefault("team_format", DOUBLES_FORMAT)
        if team_format != DOUBLES_FORMAT:
            raise MalformedAction(
                f"four players play a Doubles game (team_format {DOUBLES_FORMAT!r}),"
                f" not {team_format!r}",
                "game/doubles_format",
            )
        options.setdefault("starting_life", DOUBLES.starting_life)  # a team's 30 (000:L729-733)
    elif options.get("team_format") == DOUBLES_FORMAT:
        raise MalformedAction(
            "a Doubles game needs four players: give player_three (player one's partner) and"
            " player_four (player two's partner)",
            "game/doubles_needs_four",
        )
    system = systems.for_options(options)
    if seats == 4 and system.id != "dicemasters":
        raise MalformedAction(
            f"only Dice Masters games are played by four (Doubles), not {system.id}",
            "game/doubles_format",
        )
    teams, basic_actions = _lists(team_lists, seats, system.id, options)
    return services.start_game(
        players[0],
        players[1],
        teams=teams,
        basic_actions=basic_actions,
        options=options,
        mode=mode,
        created_by=created_by,
        partners=(players[2], players[3]) if seats == 4 else (),
    )


def _lists(
    team_lists: Sequence[Any] | None, seats: int, system: str, options: Mapping[str, Any]
) -> tuple[Any, Any]:
    """The teams and Basic Action Cards of each seat from the request's lists (None: the
    system's own teams). The engine then checks each under the game's format."""
    if team_lists is None:
        return None, None
    if system != "dicemasters" or options.get("team_format") == DRAFT_FORMAT:
        raise MalformedAction(
            "team lists are for Dice Masters games with built teams (Draft Teams are drafted"
            " in the game)",
            "game/bad_team_lists",
        )
    if len(team_lists) != seats:
        raise MalformedAction(
            f"team_lists gives one team list per seat: {seats} players, {len(team_lists)} lists",
            "game/bad_team_lists",
        )
    teams, basics = [], []
    for seat, entry in enumerate(team_lists):
        cards = entry.get("cards") if isinstance(entry, Mapping) else None
        basic = entry.get("basic_actions") if isinstance(entry, Mapping) else None
        if not _card_pairs(cards) or not _names(basic):
            raise MalformedAction(
                f'team list {seat}: {{"cards": [[card id, dice], ...], "basic_actions":'
                " [card id, ...]}",
                "game/bad_team_lists",
            )
        teams.append(tuple((card, dice) for card, dice in cards))  # type: ignore[union-attr]
        basics.append(tuple(basic))  # type: ignore[arg-type]
    return tuple(teams), tuple(basics)


def _card_pairs(value: Any) -> bool:
    return (
        isinstance(value, list)
        and 0 < len(value) <= 40
        and all(
            isinstance(pair, list)
            and len(pair) == 2
            and isinstance(pair[0], str)
            and 0 < len(pair[0]) <= 200
            and type(pair[1]) is int
            for pair in value
        )
    )


def _names(value: Any) -> bool:
    return (
        isinstance(value, list)
        and len(value) <= 10
        and all(isinstance(name, str) and 0 < len(name) <= 200 for name in value)
    )
