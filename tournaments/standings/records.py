"""Plain records in and out of the standings: players, confirmed matches, standings rows."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction


@dataclass(frozen=True, slots=True)
class PlayerRecord:
    """A registered player; `dropped_after_round` stops their rounds played there; a late
    entry's `missed_rounds` count as match losses (0-2 in best of 3, 0-1 in best of 1, no
    opponent) when the organizer says so (organized-play.md: "joins with losses for the
    missed rounds")."""

    id: str
    dropped_after_round: int | None = None
    missed_rounds: int = 0  # late entry: rounds before joining that count as losses


@dataclass(frozen=True, slots=True)
class MatchRecord:
    """One confirmed match; `b is None` is a bye, scored as `bye_games` games won (see
    compute_stats) whatever the game counts say."""

    round: int
    a: str
    b: str | None
    a_wins: int = 0
    b_wins: int = 0
    draws: int = 0


@dataclass(frozen=True, slots=True)
class Record:
    """Match record; a bye counts as a win."""

    wins: int
    losses: int
    draws: int

    def __str__(self) -> str:
        return f"{self.wins}-{self.losses}-{self.draws}"


@dataclass(frozen=True, slots=True)
class Standing:
    """One row of the standings; every percentage is an exact Fraction, rounded only for display."""

    player: str
    rank: int  # 1 = first; tied rows share the rank of the first of them
    points: int
    mw: Fraction
    gw: Fraction
    omw: Fraction
    ogw: Fraction
    record: Record
    rounds_played: int
    dropped: bool


def percentage(value: Fraction, places: int = 2) -> str:
    """Display a fraction as a percentage rounded half up, e.g. Fraction(2, 3) -> '66.67%'."""
    scale = 100 * 10**places
    scaled = (value.numerator * scale * 2 + value.denominator) // (2 * value.denominator)
    whole, part = divmod(scaled, 10**places)
    return f"{whole}.{part:0{places}d}%" if places else f"{whole}%"
