"""How many Swiss rounds an event of a given size plays (attendance table, organized-play.md)."""

from tournaments.pairing.errors import INVALID_ATTENDANCE, PairingUserError


def swiss_rounds_for(attendance: int) -> int:
    """Default Swiss rounds for `attendance` players; the organiser may change it per event.

    6-8: 3, 9-16: 4, 17-32: 5, 33-64: 6, 65-128: 7, 129-256: 8, one more per doubling beyond,
    which is ceil(log2(attendance)). The table stops at 6; below that we play players - 1 rounds
    (everyone can meet everyone) capped at 3, so 2: 1, 3: 2, 4: 3, 5: 3.
    """
    if attendance < 2:
        raise PairingUserError(INVALID_ATTENDANCE, "a Swiss event needs at least 2 players")
    if attendance < 6:
        return min(attendance - 1, 3)
    return (attendance - 1).bit_length()
