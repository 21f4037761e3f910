"""Standings errors: inconsistent results an organiser can fix, with stable codes."""


class StandingsError(Exception):
    """Base of every standings error; the API maps the subclasses to a status once."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


class StandingsUserError(StandingsError):
    """The results or options are inconsistent, and the organiser can fix them."""


UNKNOWN_PLAYER = "standings/unknown_player"
DUPLICATE_PLAYER = "standings/duplicate_player"
INVALID_MATCH = "standings/invalid_match"
PLAYED_TWICE_IN_ROUND = "standings/played_twice_in_round"
PLAYED_AFTER_DROP = "standings/played_after_drop"
UNKNOWN_TIEBREAKER = "standings/unknown_tiebreaker"
INVALID_TOP_CUT = "standings/invalid_top_cut"
INVALID_WINNER = "standings/invalid_winner"
