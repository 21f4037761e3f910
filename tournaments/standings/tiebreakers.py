"""Tiebreakers as pluggable classes in a registry; an event orders them by key (Tabbycat metrics).

Default order (organized-play.md, after MTR Appendix C): match points, OMW%, GW%, OGW%. Events
with single-game matches use SINGLE_GAME_ORDER, which drops the game-based ones.
"""

from __future__ import annotations

from fractions import Fraction
from math import lcm
from typing import ClassVar

from tournaments.standings.stats import StatsTable

Value = int | Fraction


class Tiebreaker:
    """One standings metric over the stats table; higher is better.

    `compute` gives the value per player (indexed like `table.players`); `sort_keys` gives exact
    integers in the same order, because sorting 16k Fractions is slow.
    """

    key: ClassVar[str]
    name: ClassVar[str]
    abbr: ClassVar[str]

    def compute(self, table: StatsTable) -> list[Value]:
        """The value of this metric for every player."""
        raise NotImplementedError

    def sort_keys(self, table: StatsTable) -> list[int]:
        """Exact integers ordered like `compute`: every value over one common denominator."""
        values = [Fraction(v) for v in self.compute(table)]
        common = lcm(*{v.denominator for v in values}) if values else 1
        return [v.numerator * (common // v.denominator) for v in values]


class MatchPoints(Tiebreaker):
    """3 per match won (a bye is a win), 1 per draw."""

    key, name, abbr = "points", "Match points", "Pts"

    def compute(self, table: StatsTable) -> list[Value]:
        return list(table.points)

    def sort_keys(self, table: StatsTable) -> list[int]:
        return table.points


class MatchWinPercentage(Tiebreaker):
    """The player's own MW%; not in the default order, offered for events that want it."""

    key, name, abbr = "mw", "Match-win percentage", "MW%"

    def compute(self, table: StatsTable) -> list[Value]:
        return [table.mw.value(k) for k in range(len(table.players))]

    def sort_keys(self, table: StatsTable) -> list[int]:
        return table.mw.numerators


class OpponentsMatchWinPercentage(Tiebreaker):
    """Average of the opponents' floored MW%, byes ignored."""

    key, name, abbr = "omw", "Opponents' match-win percentage", "OMW%"

    def compute(self, table: StatsTable) -> list[Value]:
        return [table.mw.opponents(k) for k in range(len(table.players))]

    def sort_keys(self, table: StatsTable) -> list[int]:
        return table.mw.opponent_keys()


class GameWinPercentage(Tiebreaker):
    """The player's own GW%: game points over 3 per game played, floored."""

    key, name, abbr = "gw", "Game-win percentage", "GW%"

    def compute(self, table: StatsTable) -> list[Value]:
        return [table.gw.value(k) for k in range(len(table.players))]

    def sort_keys(self, table: StatsTable) -> list[int]:
        return table.gw.numerators


class OpponentsGameWinPercentage(Tiebreaker):
    """Average of the opponents' floored GW%, byes ignored."""

    key, name, abbr = "ogw", "Opponents' game-win percentage", "OGW%"

    def compute(self, table: StatsTable) -> list[Value]:
        return [table.gw.opponents(k) for k in range(len(table.players))]

    def sort_keys(self, table: StatsTable) -> list[int]:
        return table.gw.opponent_keys()


REGISTRY: dict[str, type[Tiebreaker]] = {
    cls.key: cls
    for cls in (
        MatchPoints,
        MatchWinPercentage,
        OpponentsMatchWinPercentage,
        GameWinPercentage,
        OpponentsGameWinPercentage,
    )
}
DEFAULT_ORDER: tuple[str, ...] = ("points", "omw", "gw", "ogw")
SINGLE_GAME_ORDER: tuple[str, ...] = ("points", "omw")
PRESETS: dict[str, tuple[str, ...]] = {"best_of_3": DEFAULT_ORDER, "single_game": SINGLE_GAME_ORDER}
