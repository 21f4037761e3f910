"""Swiss pairing over plain records (no Django): a bridge service reads models and calls this."""

from tournaments.pairing.errors import PairingError, PairingFatalError, PairingUserError
from tournaments.pairing.records import (
    ALGORITHM_VERSION,
    Entrant,
    Pairing,
    PairingRequest,
    PairingResult,
    canonical_json,
    inputs_digest,
)
from tournaments.pairing.rounds import swiss_rounds_for
from tournaments.pairing.swiss import bye_penalties, pair_round, pair_round_complete_graph
from tournaments.pairing.weights import Cost

__all__ = [
    "ALGORITHM_VERSION",
    "Cost",
    "Entrant",
    "Pairing",
    "PairingError",
    "PairingFatalError",
    "PairingRequest",
    "PairingResult",
    "PairingUserError",
    "bye_penalties",
    "canonical_json",
    "inputs_digest",
    "pair_round",
    "pair_round_complete_graph",
    "swiss_rounds_for",
]
