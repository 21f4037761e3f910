"""Engine errors: stable, namespaced reason codes; messages are for people.

An `IllegalAction` is refused input and changes nothing. A `CorruptLog` means a stored log
does not follow from its own beginning: the `seq` says where it stops making sense.
"""

from __future__ import annotations


class EngineError(Exception):
    """Base of every error the engine raises on purpose."""

    def __init__(self, code: str, message: str, rule: str = "") -> None:
        super().__init__(f"{code}: {message}" + (f" ({rule})" if rule else ""))
        self.code = code
        self.message = message
        self.rule = rule


class IllegalAction(EngineError):
    """An action the rules forbid in this state (the code names the rule broken)."""


class CorruptLog(EngineError):
    """A log that fails validation at event `seq`."""

    def __init__(self, code: str, message: str, seq: int, rule: str = "") -> None:
        super().__init__(code, message, rule)
        self.seq = seq


class RulesEditionChanged(CorruptLog):
    """A log that fails validation under today's rules but was recorded under another rules
    edition (model/edition.py): it could not be re-validated, which says nothing about whether
    it was played by the rules of its day. `cause` is the failure as today's rules see it
    (its code, message, seq and rule are kept); `recorded` and `current` are the editions."""

    def __init__(self, cause: CorruptLog, recorded: int, current: int) -> None:
        super().__init__(
            LOG_RULES_EDITION,
            f"could not be re-validated under current rules (recorded under edition"
            f" {recorded}, engine is edition {current}): {cause.code} at seq {cause.seq}:"
            f" {cause.message}",
            cause.seq,
            cause.rule,
        )
        self.cause = cause
        self.recorded = recorded
        self.current = current


# Reason codes. Stable strings: the API and the tests depend on them.
GAME_OVER = "game/over"
GAME_BAD_SETUP = "game/bad_setup"
GAME_BAD_OPTION = "game/bad_option"
# Draft Teams (model/draft.py; 001:L870-892).
DRAFT_NOT_IN_POOL = "draft/not_in_pool"
DRAFT_TOO_MANY_DICE = "draft/too_many_dice"
DRAFT_BAD_SIZE = "draft/bad_size"
DRAFT_BAD_POOL = "draft/bad_pool"
# A team that breaks its format's rules (model/teams.py; DM-3.2).
TEAM_UNKNOWN_CARD = "team/unknown_card"
TEAM_NOT_TEAM_CARD = "team/not_a_character_or_action"
TEAM_DUPLICATE_CARD = "team/same_card_twice"
TEAM_SAME_NAME = "team/same_name"
TEAM_NO_DICE = "team/no_dice_on_card"
TEAM_OVER_MAX = "team/more_dice_than_max"
TEAM_TOO_MANY_CARDS = "team/too_many_cards"
TEAM_TOO_MANY_DICE = "team/too_many_dice"
TEAM_NOT_BASIC_ACTION = "team/not_a_basic_action"
TEAM_SAME_BASIC_ACTION = "team/same_basic_action_twice"
TEAM_BASIC_ACTION_COUNT = "team/basic_action_count"
TURN_NOT_YOURS = "turn/not_your_decision"
TURN_WRONG_STEP = "turn/wrong_step"
ACTION_UNKNOWN = "action/unknown"
ACTION_MALFORMED = "action/malformed"
RANDOM_EXPECTED = "random/outcome_expected"
RANDOM_NOT_IN_BAG = "random/die_not_in_bag"
RANDOM_BAD_COUNT = "random/wrong_count"
RANDOM_BAD_FACE = "random/not_a_face_of_die"
RANDOM_BAD_DICE = "random/wrong_dice"
RANDOM_SEED_MISMATCH = "random/seed_mismatch"
ENERGY_INSUFFICIENT = "energy/insufficient"
ENERGY_OVERPAID = "energy/spent_for_no_reason"
ENERGY_TYPE_MISSING = "energy/type_not_matched"
ENERGY_NOT_ENERGY = "energy/not_an_energy_die"
ENERGY_BAD_PARTIAL = "energy/bad_partial_spend"
ENERGY_DUPLICATE_DIE = "energy/die_spent_twice"
ENERGY_NO_VIRTUAL = "energy/no_virtual_energy"
PURCHASE_NOT_YOUR_CARD = "purchase/not_your_card"
PURCHASE_SOLD_OUT = "purchase/no_dice_left"
PURCHASE_UNKNOWN_CARD = "purchase/unknown_card"
PURCHASE_NOT_FABRICATED = "purchase/not_paid_by_ko"  # keywords/fabricate.py
FIELD_NOT_INSTEAD = "field/no_such_price"  # abilities/field_instead.py
PURCHASE_NO_BATCH = "purchase/not_several_at_once"  # 001:L309-311 (dm-2014 only)
PURCHASE_BARRED = "purchase/barred"  # "may not purchase that card's dice" (abilities/locks.py)
PURCHASE_NO_WILD = "purchase/no_wild"  # "you may not use Wild energy to purchase this die"
FIELD_NOT_CHARACTER = "field/not_a_character_die"
FIELD_NO_BATCH = "field/not_several_at_once"  # 001:L341-342 (dm-2014 only)
FIELD_LOCKED = "field/locked"  # a card's "may not field that card's dice" (abilities/locks.py)
DIE_NOT_IN_RESERVE = "die/not_in_reserve_pool"
DIE_NOT_YOURS = "die/not_yours"
DIE_UNKNOWN = "die/unknown"
ACTION_DIE_NOT_ACTION = "action_die/not_an_action_face"
ACTION_DIE_NOT_NOW = "action_die/not_in_this_window"  # its card says when (action_windows.py)
ACTION_DIE_UNPAID = "action_die/cost_unpaid"  # "must pay 1 to use ..." (energy_taxes.py)
GLOBAL_UNKNOWN = "global/unknown"
GLOBAL_NO_BATCH = "global/not_several_at_once"  # 001:L824-827 (dm-2014 only)
ABILITY_UNKNOWN = "ability/unknown"  # no such "whenever you could use a Global" ability
COST_UNPAYABLE = "cost/cannot_pay"  # DM-12.2
GLOBAL_LIMIT = "global/limit_reached"
GLOBAL_NOT_NOW = "global/not_in_this_window"
GLOBAL_BARRED = "global/barred"  # "players may not use Global Abilities" (global_bars.py)
PRIORITY_INACTIVE_ONE = "priority/inactive_one_ability"
ATTACK_FIRST_TURN = "attack/first_player_first_turn"
ATTACK_NOT_FIELDED = "attack/not_in_field_zone"
ATTACK_DUPLICATE = "attack/duplicate_die"
ATTACK_NOT_ALLOWED = "attack/not_allowed"  # a persistent effect or a keyword forbids it
ATTACK_REQUIRED = "attack/must_attack"  # a die that must attack is missing (DM-14.2)
ATTACK_UNPAID = "attack/cost_unpaid"  # "can't attack unless ... pays" (energy_taxes.py)
BLOCK_NOT_FIELDED = "block/not_in_field_zone"
BLOCK_BAD_ATTACKER = "block/not_an_attacker"
BLOCK_NOT_ALLOWED = "block/not_allowed"  # can't block, can't be blocked (DM-14.2)
BLOCK_REQUIRED = "block/must_block"  # a die that must block (and may) is missing (DM-14.2)
BLOCK_UNPAID = "block/cost_unpaid"  # "must pay 2 to block ..." unpaid (energy_taxes.py)
DAMAGE_BAD_SPLIT = "damage/bad_split"
TARGET_INVALID = "target/invalid"
ORDER_INVALID = "trigger/bad_order"
DECLARE_MALFORMED = "declare/malformed"  # not in the engine's terms (issue 7)
DECLARE_BAD_TARGET = "declare/bad_target"  # a chosen target that is not a valid one
DECLARE_NO_TARGET = "declare/nothing_to_affect"  # an effect or cost that affects nothing
DECLARE_IMPOSSIBLE = "declare/impossible"  # the effect cannot be carried out here
REVIEW_BAD_REASON = "declare/bad_reason"
REROLL_TWICE = "reroll/only_one_reroll"
CONCEDE_NOT_PLAYER = "concede/not_a_player"
TIME_ALREADY_CALLED = "time/already_called"

LOG_SEQ_GAP = "log/seq_gap"
LOG_NOT_GENESIS = "log/no_game_created"
LOG_MISMATCH = "log/event_does_not_follow"
LOG_TRUNCATED = "log/truncated_batch"
LOG_UNREADABLE = "log/unreadable"
LOG_VERSION = "log/unsupported_version"
LOG_ILLEGAL = "log/illegal_event"
LOG_CARDS = "log/card_definitions_differ"
LOG_SEED = "log/seed_does_not_match_commitment"
# A log that fails under today's rules and was recorded under another rules edition.
LOG_RULES_EDITION = "log/rules_edition_changed"
