"""Plain input and output records of a Swiss pairing, and the digest that re-derives one."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass

ALGORITHM_VERSION = "swiss-mwm/2"  # 2: fewest cross-group pairs after the largest difference


@dataclass(frozen=True, slots=True)
class Entrant:
    """An active player as the pairing sees it; dropped players are simply not passed in."""

    id: str
    points: int
    rank: int  # position in the current standings, 0 = best
    opponents: frozenset[str] = frozenset()
    had_bye: bool = False
    label: str = ""  # shown in explanations (a display name); not an input of the pairing

    @property
    def shown(self) -> str:
        return self.label or self.id


@dataclass(frozen=True, slots=True)
class PairingRequest:
    """Everything a pairing depends on; the recorded seed makes round 1 and ties reproducible."""

    round_number: int
    entrants: tuple[Entrant, ...]
    seed: str


@dataclass(frozen=True, slots=True)
class Pairing:
    """One table; `b is None` is a bye (table 0: a bye has no table)."""

    table: int
    a: str
    b: str | None
    explanation: str


@dataclass(frozen=True, slots=True)
class PairingResult:
    """The pairings plus what is needed to audit them: objective, version, seed and digest."""

    pairings: tuple[Pairing, ...]
    objective: int
    algorithm_version: str
    seed: str
    widened: int
    inputs_digest: str
    rematches: int = 0


def canonical_json(request: PairingRequest) -> str:
    """The request as canonical JSON: entrants sorted by id, opponents sorted, no whitespace.

    Each entrant is the array [id, points, rank, had_bye, [opponents]] rather than an object:
    same information, and a 16k-player request encodes several times faster.
    """
    entrants = [
        [e.id, e.points, e.rank, e.had_bye, sorted(e.opponents)]
        for e in sorted(request.entrants, key=lambda e: e.id)
    ]
    document = {
        "entrant_fields": ["id", "points", "rank", "had_bye", "opponents"],
        "entrants": entrants,
        "round_number": request.round_number,
        "seed": request.seed,
    }
    return json.dumps(document, separators=(",", ":"), ensure_ascii=False)


def inputs_digest(request: PairingRequest) -> str:
    """SHA-256 hex of the canonical JSON, recorded with the result so the inputs can be checked."""
    return hashlib.sha256(canonical_json(request).encode("utf-8")).hexdigest()
