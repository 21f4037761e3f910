"""Engine errors and reason codes: stable namespaced strings; messages are for people.

An `IllegalAction` is refused input and changes nothing; a `CorruptLog` is a log that stops
following from its own beginning at `seq`. `rule` names the rule broken (MB-x).
"""

from __future__ import annotations


class EngineError(Exception):
    def __init__(self, code: str, message: str, rule: str = "") -> None:
        super().__init__(f"{code}: {message}" + (f" ({rule})" if rule else ""))
        self.code = code
        self.message = message
        self.rule = rule


class IllegalAction(EngineError):
    """An action the rules forbid now."""


class CorruptLog(EngineError):
    def __init__(self, code: str, message: str, seq: int, rule: str = "") -> None:
        super().__init__(code, message, rule)
        self.seq = seq


GAME_OVER = "game/over"
GAME_BAD_SETUP = "game/bad_setup"
GAME_BAD_OPTION = "game/bad_option"
ACTION_UNKNOWN = "action/unknown"
ACTION_MALFORMED = "action/malformed"
NOT_YOURS = "turn/not_your_decision"
WRONG_STEP = "turn/wrong_step"
TEAM_UNKNOWN_FIGURE = "team/unknown_figure"
TEAM_UNKNOWN_DIE = "team/unknown_die"
TEAM_VALUE = "team/value_total"
TEAM_SAME_FIGURE = "team/same_figure_twice"
TEAM_COSMIC = "team/too_many_cosmic"
TEAM_DICE = "team/a_die_per_figure"
TEAM_EMPTY = "team/no_figures"
TEAM_SAME_DIE = "team/same_die_twice"
LOAD_BAD_DICE = "load/bad_dice"
LOAD_BAD_FIGURES = "load/bad_figures"
LOAD_SECRET_ON_PAPER = "load/contents_are_secret"
PICK_BAD = "pick/bad_dice"
MATCHUP_BAD = "matchup/bad_dice"
STAT_UNKNOWN = "stat/unknown"
POWER_NOT_ACTIVE = "power/not_active"
POWER_USED = "power/already_used"
POWER_NOT_EXECUTED = "power/declare_it"
POWER_BAD_COPY = "power/bad_copy"
POWER_NO_STRIKE_TOTAL = "power/no_strike_total"
DECLARE_BAD_SOURCE = "declare/bad_source"
DECLARE_BAD_EFFECT = "declare/bad_effect"
DECLARE_NOT_NOW = "declare/not_now"
RESPOND_NOTHING = "declare/nothing_to_answer"
RANDOM_EXPECTED = "random/outcome_expected"
RANDOM_BAD = "random/bad_outcome"
RANDOM_SEED_MISMATCH = "random/seed_mismatch"
REVEAL_BAD = "reveal/bad_figure"
SIDE_BAD = "side/not_now"
TIME_ALREADY_CALLED = "time/already_called"
RULING_BAD_SEQ = "ruling/bad_seq"
RULING_NOTHING = "ruling/no_disputed_declaration"
RULING_NOT_SETTLED = "ruling/not_a_decision_point"

LOG_NOT_GENESIS = "log/no_game_created"
LOG_VERSION = "log/unsupported_version"
LOG_SEQ_GAP = "log/seq_gap"
LOG_MISMATCH = "log/event_does_not_follow"
LOG_TRUNCATED = "log/truncated_batch"
LOG_UNREADABLE = "log/unreadable"
LOG_ILLEGAL = "log/illegal_event"
LOG_SEED = "log/seed_does_not_match_commitment"
