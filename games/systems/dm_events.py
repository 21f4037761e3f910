"""Dice Masters at events: a match's game from the registered lists (or our own set's
stand-in teams), team list checks, sealed pools and the bots' teams (the events half of
games/systems/dicemasters.py's DiceMasters)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cards import services as card_services
from cards.models import Card
from games.engine import FORMATS
from games.engine.model.draft import FORMAT as DRAFT_FORMAT
from games.errors import MalformedAction
from games.systems import dm_teamlists, sealed
from games.systems.base import EventSettings, GameSystem


class DiceMastersEvents(GameSystem):
    """What DiceMasters does for the events (tournaments) above it."""

    def match_game(
        self, settings: EventSettings, team_lists: tuple[Any, ...], chooser: int | None
    ) -> dict[str, Any]:
        """The registered lists, one per seat (four in Doubles); a player who sent none (in an
        event that does not require one) plays a team of our own set in the event's format
        (games/systems/ocr_teams.py)."""
        team_format = settings.team_format or "standard"
        if team_format == DRAFT_FORMAT:  # no lists: the teams are drafted in the game
            options = {
                "rules": settings.rules,
                "starting_life": settings.starting_life,
                "chooser": chooser,
                "team_format": team_format,
            }
            return {"teams": settings.pool or {}, "basic_actions": None, "options": options}
        teams, bacs = zip(
            *(seat_team(team_lists[seat], seat, team_format) for seat in range(len(team_lists))),
            strict=True,
        )
        options: dict[str, Any] = {
            "rules": settings.rules,
            "starting_life": settings.starting_life,
            "chooser": chooser,
            "team_format": team_format,
        }
        return {"teams": tuple(teams), "basic_actions": tuple(bacs), "options": options}

    def team_problems(self, team_list: Any, settings: EventSettings) -> list[dict[str, str]]:
        """The engine's team rules under the event's format, and the event's own (legal sets,
        bans, dice faces online, executed cards, a sealed pool): games/systems/dm_teamlists.py."""
        return dm_teamlists.problems(settings, dm_teamlists.submission_of(team_list))

    def teams_problems(
        self, teams: Mapping[Any, Any], settings: EventSettings
    ) -> dict[Any, list[dict[str, str]]]:
        return dm_teamlists.many_problems(settings, teams)

    def read_team_list(self, data: Mapping[str, Any]) -> dict[str, Any]:
        """A Team Builder link ({"link"}) or the cards ({"cards", "basic_actions"})."""
        return dm_teamlists.read(data)

    def describe_team(self, team: Any, settings: EventSettings) -> dict[str, Any]:
        return dm_teamlists.describe(settings, team)

    def sealed_pool(self, seed: str, settings: EventSettings) -> dict[str, Any] | None:
        """Rainbow Draft formats: packs of the event's legal sets (our own set when it names
        none), online only of cards the engine can roll (and executes, if the event asks)."""
        rules = sealed.PACKS.get(settings.team_format)
        if rules is None:
            return None
        rows = Card.objects.select_related("set")
        legal = [s.lower() for s in settings.legal_sets] or ["ocr"]
        rows = rows.filter(set__code__in=legal)
        if settings.online:
            rows = rows.filter(has_faces=True)
        if settings.executed_only:
            rows = rows.filter(executed=True)
        cards = [
            (c.engine_id, c.kind, c.rarity) for c in rows if c.engine_id not in banned(settings)
        ]
        return sealed.open_pool(seed, rules, cards)

    def bot_team_from_pool(self, pool: Any, index: int) -> Any:
        """The pool's cards with the most copies (then the dearest), up to 8 and 20 dice;
        the pool's Basic Action Cards (Double Rainbow) or our set's (Rainbow)."""
        from games.systems.ocr_teams import TEAMS

        rows = card_services.cards_by_engine_id(list(pool.get("cards") or {}))
        ranked = sorted(
            (pool["cards"].items()),
            key=lambda item: (-item[1], -(rows[item[0]].cost if item[0] in rows else 0), item[0]),
        )
        names: set[str] = set()
        cards, total = [], 0
        for card_id, copies in ranked:
            row = rows.get(card_id)
            if row is None or row.name.casefold() in names or len(cards) == 8:
                continue
            dice = min(int(copies), row.max_dice, 20 - total)
            if dice < 1:
                break
            names.add(row.name.casefold())
            cards.append([card_id, dice])
            total += dice
        bacs = list(pool.get("basic_actions") or ())[:2]
        if pool.get("format") != "double-rainbow" or len(bacs) < 2:
            bacs = list(TEAMS[index % len(TEAMS)][1])
        return {"cards": cards, "basic_actions": bacs}

    def team_versions(self, team: Any) -> dict[str, str]:
        return dm_teamlists.versions(team)

    def bot_team_list(self, index: int, settings: EventSettings) -> Any:
        """Teams of our own set, every card executed (cat's games/systems/ocr_teams.py)."""
        from games.systems.ocr_teams import team_for

        if settings.team_format == DRAFT_FORMAT:
            return {}  # drafted in each game

        cards, bacs = team_for(index, FORMATS[settings.team_format or "standard"])
        return {"cards": [list(entry) for entry in cards], "basic_actions": list(bacs)}


def banned(settings: EventSettings) -> set[str]:
    return {b.lower() for b in settings.banned}


def draft_setup(spec: Any) -> tuple[tuple[tuple[str, int], ...], tuple[str, ...], int]:
    """A draft game's centre: {"pool": [[card, dice], ...], "basic_actions": [offered ids],
    "basic_action_count": 3 or 4}; by default our own set's cards with 2 dice each (the
    stand-in teams' cards) and its Basic Action Cards, three of them drawn."""
    from games.systems.ocr_teams import TEAMS

    spec = spec if isinstance(spec, Mapping) else {}
    pool = spec.get("pool")
    if pool is None:
        cards = sorted({card for team in TEAMS for card, _ in team[0]})
        pool = [(card, 2) for card in cards]
    offered = spec.get("basic_actions")
    if offered is None:
        offered = sorted({b for team in TEAMS for b in team[1]})
    count = spec.get("basic_action_count", 3)
    try:
        pool = tuple((str(card), int(dice)) for card, dice in pool)
        offered = tuple(str(b) for b in offered)
    except (TypeError, ValueError):
        raise MalformedAction("a draft pool is [[card, dice], ...]", "game/bad_setup") from None
    if count not in (3, 4) or len(pool) > 200:
        raise MalformedAction(
            "three or four Basic Action Cards; at most 200 cards", "game/bad_setup"
        )
    return pool, offered, count


def seat_team(team_list: Any, seat: int | None, team_format: str) -> tuple[tuple, tuple]:
    """A registration's team list; when none was sent and a `seat` is given, a team of our
    own set for that seat in the event's format."""
    team = team_list if isinstance(team_list, Mapping) else {}
    cards = tuple(tuple(entry) for entry in team.get("cards", ()))
    basic = tuple(team.get("basic_actions", ()))
    if seat is not None and not (cards and basic):
        from games.systems.ocr_teams import team_for

        return team_for(seat, FORMATS[team_format])
    return cards, basic
