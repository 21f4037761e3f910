"""Tournaments: events, who runs them, who plays, rounds, pairings, matches and results.

Results are never overwritten: every report, confirmation, dispute and correction is a new
`ResultEntry`, and a match's result is its latest confirmed entry. A pairing run keeps its
inputs, seed, algorithm version and objective so anyone can re-derive it.

The models live by concern (events, entries, rounds, results); this package names them all,
so `tournaments.models.X`, the app label and the migrations stay as they were.
"""

from tournaments.models.entries import Registration, RegistrationQuerySet, SealedPool, TeamListEntry
from tournaments.models.events import Format, Invitation, Role, Tournament
from tournaments.models.results import JUDGE_RULING_PREFIX, Penalty, ResultEntry
from tournaments.models.rounds import Match, MatchGame, PairingRun, Round, TimeExtension

__all__ = [
    "JUDGE_RULING_PREFIX",
    "Format",
    "Invitation",
    "Match",
    "MatchGame",
    "PairingRun",
    "Penalty",
    "Registration",
    "RegistrationQuerySet",
    "ResultEntry",
    "Role",
    "Round",
    "SealedPool",
    "TeamListEntry",
    "TimeExtension",
    "Tournament",
]
