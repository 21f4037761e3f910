"""Default number of Swiss rounds by attendance (organized-play.md, "Event structure")."""

import pytest

from tournaments.pairing import PairingUserError, swiss_rounds_for


@pytest.mark.parametrize(
    ("attendance", "rounds"),
    [
        (6, 3),
        (8, 3),
        (9, 4),
        (16, 4),
        (17, 5),
        (32, 5),
        (33, 6),
        (64, 6),
        (65, 7),
        (128, 7),
        (129, 8),
        (256, 8),
        (257, 9),
        (512, 9),
        (513, 10),
        (16384, 14),
    ],
)
def test_attendance_table(attendance: int, rounds: int) -> None:
    """6-8: 3, 9-16: 4, ... 129-256: 8, then one more round per doubling."""
    assert swiss_rounds_for(attendance) == rounds


@pytest.mark.parametrize(("attendance", "rounds"), [(2, 1), (3, 2), (4, 3), (5, 3)])
def test_below_the_table_players_minus_one_capped_at_three(attendance: int, rounds: int) -> None:
    """Below 6 players (not in the table) we play players - 1 rounds, at most 3."""
    assert swiss_rounds_for(attendance) == rounds


def test_fewer_than_two_players_is_refused() -> None:
    """A Swiss event needs two players."""
    with pytest.raises(PairingUserError):
        swiss_rounds_for(1)
