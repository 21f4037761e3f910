"""Tournament errors an organizer or player can fix; the API maps them to HTTP once."""

from __future__ import annotations


class TournamentError(Exception):
    http_status = 400

    def __init__(self, code: str, message: str) -> None:
        # The args are exactly (code, message): Celery's JSON result backend stores an
        # exception as its type and args and rebuilds it from them, so a failed round task
        # still tells its code and message (GET /api/tasks/<id>/).
        super().__init__(code, message)
        self.code = code
        self.message = message

    def __str__(self) -> str:
        return f"{self.code}: {self.message}"


class NotAllowed(TournamentError):
    http_status = 403


class Conflict(TournamentError):
    http_status = 409


REGISTRATION_CLOSED = "registration/closed"
ALREADY_REGISTERED = "registration/already_registered"
ALREADY_DROPPED = "registration/already_dropped"
NOT_YOUR_REGISTRATION = "registration/not_yours"
ROUND_NOT_COMPLETE = "round/previous_not_complete"
ROUND_OUT_OF_ORDER = "round/out_of_order"
SWISS_OVER = "round/swiss_rounds_done"
TOO_FEW_PLAYERS = "pairing/too_few_players"  # the pairing package's own code for it
RESULT_BAD_SCORE = "result/bad_score"
RESULT_NOT_PLAYER = "result/not_your_match"
RESULT_NOTHING_TO_CONFIRM = "result/nothing_to_confirm"
RESULT_OWN_REPORT = "result/cannot_confirm_own_report"
RESULT_ONLINE = "result/decided_by_the_engine"
RESULT_GAME_IN_PLAY = "result/game_in_play"
RESULT_FINAL = "result/already_final"
RESULT_OWN_MATCH = "result/own_match"
RESULT_NOT_IN_ROUND = "result/not_in_round"
NOT_ORGANIZER = "permission/not_organizer"
NOT_JUDGE = "permission/not_judge"
PENALTY_BAD_KIND = "penalty/bad_kind"
PENALTY_NO_MATCH = "penalty/needs_a_match"
PENALTY_OWN = "penalty/own_match"
INVITATION_USED = "invitation/already_used"
INVITATION_WRONG_USER = "invitation/other_address"
TOP_CUT_SIZE = "top_cut/bad_size"
ROLE_EXISTS = "role/already_assigned"
TOURNAMENT_STARTED = "tournament/already_started"
TOP_CUT_NOT_READY = "top_cut/swiss_not_finished"
TOP_CUT_NONE = "top_cut/none_announced"
TOP_CUT_NEEDS_WINNER = "result/top_cut_needs_a_winner"
TEAM_LIST_INVALID = "team_list/invalid"
TEAM_LIST_BAD_LINK = "team_list/bad_link"
TEAM_LIST_BAD_BODY = "team_list/bad_body"
TEAM_LIST_LOCKED = "team_list/locked"
TEAM_LIST_REASON = "team_list/reason_required"
TEAM_LIST_SECRET = "team_list/secret"
TEAM_LIST_NOT_REGISTERED = "team_list/not_registered"
SEALED_LOCKED = "sealed/locked"
SEALED_NOT_SEALED = "sealed/not_sealed"
SEALED_NO_POOL = "sealed/no_pool"
PARTNER_REQUIRED = "registration/partner_required"
PARTNER_NOT_TAKEN = "registration/not_doubles"
DOUBLES_ONLINE = "tournament/doubles_paper_only"
TEAM_LIST_DOUBLES = "team_list/not_taken_in_doubles"  # (before issue 8; no longer answered)
TEAM_LIST_MEMBER = "team_list/bad_member"  # Doubles: whose list it is, a player of the team
TEAM_LIST_OTHER_MEMBER = "team_list/not_your_list"  # Doubles: a partner's list is their own
TEAM_LIST_WINDOW = "team_list/bad_window"  # a late entrant's own window: 0 to 24 h
EXTRA_TIME = "round/extra_time"  # a judge's extra time for one table: refused, and why
RULING_GAME = "ruling/game_result"  # a judge's result ruling on an online game: refused
