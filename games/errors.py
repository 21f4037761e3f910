"""Storage-layer errors under one base, so the API maps them to HTTP once.

Every error carries a stable namespaced `code` and the `http_status` to answer with;
messages are for logs, the API edge owns wording and translation.
"""

from typing import ClassVar


class GameError(Exception):
    """Base of every games-layer error: `code` for clients, `http_status` for the API."""

    http_status: ClassVar[int] = 400

    def __init__(self, code: str, message: str) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message


class StaleSequence(GameError):
    """The action was decided against an older head; the client must reload and retry."""

    http_status = 409

    def __init__(self, expected: int, actual: int) -> None:
        super().__init__("turn/stale_seq", f"expected head seq {expected}, game is at {actual}")
        self.expected = expected
        self.actual = actual


class GameNotFound(GameError):
    """No game with that id."""

    http_status = 404

    def __init__(self, game_id: object) -> None:
        super().__init__("game/not_found", f"no game {game_id}")
        self.game_id = game_id


class BadEventSequence(GameError):
    """The events to append do not continue the log one by one: a bug, not a user error."""

    http_status = 500

    def __init__(self, message: str) -> None:
        super().__init__("store/bad_event_seq", message)


class ChainBroken(GameError):
    """A stored event no longer matches its hash chain: history was edited."""

    http_status = 500

    def __init__(self, game_id: object, seq: int, reason: str) -> None:
        super().__init__("store/chain_broken", f"game {game_id} seq {seq}: {reason}")
        self.game_id = game_id
        self.seq = seq


class AppendOnlyViolation(GameError):
    """Something tried to UPDATE or DELETE a stored event."""

    http_status = 500

    def __init__(self, operation: str) -> None:
        super().__init__("store/append_only", f"{operation} of a game event refused")
        self.operation = operation
