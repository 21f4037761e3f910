"""Storage errors share one base that carries the code and HTTP status the API answers with."""

import uuid

import pytest

from games.errors import (
    AppendOnlyViolation,
    BadEventSequence,
    ChainBroken,
    GameError,
    GameNotFound,
    StaleSequence,
)


@pytest.mark.parametrize(
    ("error", "code", "status"),
    [
        (StaleSequence(3, 5), "turn/stale_seq", 409),
        (GameNotFound(uuid.uuid4()), "game/not_found", 404),
        (BadEventSequence("gap"), "store/bad_event_seq", 500),
        (ChainBroken(uuid.uuid4(), 2, "edited"), "store/chain_broken", 409),
        (AppendOnlyViolation("DELETE"), "store/append_only", 500),
    ],
)
def test_every_error_is_a_game_error_with_a_code_and_status(
    error: GameError, code: str, status: int
) -> None:
    """The API maps GameError once, by code and http_status."""
    assert isinstance(error, GameError)
    assert (error.code, error.http_status) == (code, status)
    assert str(error).startswith(code)
