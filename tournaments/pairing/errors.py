"""Pairing errors: what an organiser can fix versus a bug in the pairing code (Tabbycat's split)."""


class PairingError(Exception):
    """Base of every pairing error; the API maps the subclasses to a status once."""

    code = "pairing/error"

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


class PairingUserError(PairingError):
    """The organiser can fix this (too few players, duplicate entrant, nobody left for the bye)."""


class PairingFatalError(PairingError):
    """A bug: the matching broke an invariant it is built to keep."""


TOO_FEW_PLAYERS = "pairing/too_few_players"
DUPLICATE_ENTRANT = "pairing/duplicate_entrant"
INVALID_ENTRANT = "pairing/invalid_entrant"
NO_BYE_CANDIDATE = "pairing/no_bye_candidate"
INVALID_ATTENDANCE = "pairing/invalid_attendance"
