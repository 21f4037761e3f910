"""Storage-layer errors under one base, so the API maps them to HTTP once.

Every error carries a stable namespaced `code` and the `http_status` to answer with;
messages are for logs, the API edge owns wording and translation.
"""

from config.api import APIError


class GameError(APIError):
    """Base of every games-layer error: `code` for clients, `http_status` for the API
    (config.api.APIError carries both)."""


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
    """A stored event no longer matches its hash chain: history was edited behind the
    application. Nothing more is appended until a person looks (`manage.py audit`)."""

    http_status = 409

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


class NotAllowed(GameError):
    """The user may not do this here: not a player of the game, not their decision, not staff."""

    http_status = 403


class MalformedAction(GameError):
    """The request does not describe an action at all (unknown type, wrong fields or types)."""

    http_status = 400

    def __init__(self, message: str, code: str = "action/malformed") -> None:
        super().__init__(code, message)


class IllegalMove(GameError):
    """An engine `IllegalAction` at the edge: the rules refuse it, the log is untouched."""

    http_status = 422

    def __init__(self, code: str, message: str, rule: str = "") -> None:
        # The rule behind the refusal ("DM-8.6") goes into the answer: the play page says it.
        super().__init__(code, message, {"rule": rule} if rule else None)
        self.rule = rule

    @classmethod
    def from_engine(cls, error: Exception) -> "GameError":
        """Wrap an engine error by its code: a malformed action is 400, a broken rule 422."""
        code = getattr(error, "code", "action/illegal")
        message = getattr(error, "message", str(error))
        if code in MALFORMED_CODES:
            return MalformedAction(message, code)
        return cls(code, message, getattr(error, "rule", ""))


# Engine reason codes that mean "not an action" rather than "against the rules".
MALFORMED_CODES = frozenset({"action/malformed", "action/unknown"})


class IdempotencyKeyReused(GameError):
    """Another user already used this idempotency key on this game."""

    http_status = 422

    def __init__(self, key: str) -> None:
        super().__init__("request/idempotency_key_reused", f"key {key!r} belongs to another user")


class LogCorrupt(GameError):
    """A stored log no longer replays (engine `CorruptLog`): a bug or tampering, not the user."""

    http_status = 500

    def __init__(self, code: str, message: str, seq: int) -> None:
        super().__init__(code, f"seq {seq}: {message}")
        self.seq = seq


class LogNotRevalidated(LogCorrupt):
    """A stored log that does not replay under today's rules but was recorded under another
    rules edition (engine `RulesEditionChanged`): it could not be re-validated, which is no
    verdict of corruption; it cannot be played on or stepped through with today's engine
    either. A conflict between the game and the engine, not a server fault."""

    http_status = 409

    def __init__(
        self, code: str, message: str, seq: int, editions: tuple[int, int], cause: tuple[str, str]
    ) -> None:
        super().__init__(code, message, seq)
        self.reason = message  # "could not be re-validated under current rules (...): ..."
        self.details = {
            "seq": seq,
            "recorded_edition": editions[0],
            "current_edition": editions[1],
            "cause": {"code": cause[0], "message": cause[1]},
        }


class RulingConflict(GameError):
    """A ruling that cannot be made in this game's situation."""

    http_status = 409


class ServiceUnavailable(GameError):
    """A service the request needs is down (the task broker); nothing was done, try again."""

    http_status = 503
