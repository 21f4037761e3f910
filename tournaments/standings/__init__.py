"""Standings, tiebreakers and top cut over plain records (no Django), with exact fractions."""

from tournaments.standings.errors import StandingsError, StandingsUserError
from tournaments.standings.records import (
    MatchRecord,
    PlayerRecord,
    Record,
    Standing,
    percentage,
)
from tournaments.standings.standings import compute_standings
from tournaments.standings.stats import MIN_PERCENTAGE, Percentages, StatsTable, compute_stats
from tournaments.standings.tiebreakers import (
    DEFAULT_ORDER,
    PRESETS,
    REGISTRY,
    SINGLE_GAME_ORDER,
    Tiebreaker,
)
from tournaments.standings.topcut import (
    BracketMatch,
    advance,
    bracket_order,
    champion,
    seed_top_cut,
)

__all__ = [
    "DEFAULT_ORDER",
    "MIN_PERCENTAGE",
    "PRESETS",
    "REGISTRY",
    "SINGLE_GAME_ORDER",
    "BracketMatch",
    "MatchRecord",
    "Percentages",
    "PlayerRecord",
    "Record",
    "Standing",
    "StandingsError",
    "StandingsUserError",
    "StatsTable",
    "Tiebreaker",
    "advance",
    "bracket_order",
    "champion",
    "compute_standings",
    "compute_stats",
    "percentage",
    "seed_top_cut",
]
