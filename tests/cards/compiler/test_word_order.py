"""Lines said in another order than the grammar reads (cards/compiler/word_order.py): the
subject left out, the trigger said last, "on the turn he is fielded", "your opponent can't
target <self> with Globals", and parentheses that only say what "all" already means."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import NAME, compiled, effects, why


def _only(line: str) -> dict:
    (record,) = compiled("character", [line])["abilities"]
    return record


@pytest.mark.parametrize(
    "line",
    [f"{NAME} gets +1A and +1D (until the end of the turn) when he blocks.",
     f"{NAME} gets +1A and +1D when she blocks until end of turn."],
)  # fmt: skip
def test_a_bonus_said_before_its_block_is_a_when_blocks_trigger(line: str) -> None:
    record = _only(line)
    assert record["trigger"] == "when_blocks"
    assert record["effects"] == [{"op": "modify_stats", "amount": 1, "target": "this_die"}]


def test_a_bonus_when_blocked_until_end_of_turn() -> None:
    record = _only(f"{NAME} gets +3A when blocked until end of turn.")
    assert record["trigger"] == "when_blocked"
    assert record["effects"] == [{"op": "modify_attack", "amount": 3, "target": "this_die"}]


def test_a_line_with_no_subject_is_its_own_die() -> None:
    record = _only("Gets +2A when blocked by a non-(grv) character die.")
    assert record["trigger"] == "when_blocked_by_die"
    assert record["trigger_filters"] == {"not_affiliation": "grovekin"}
    assert _only("Cannot be blocked by (grv) character dice.")["effects"] == [
        {"op": "cant_be_blocked_by", "by_filters": {"affiliation": "grovekin"},
         "target": "this_card"}
    ]  # fmt: skip


def test_on_the_turn_it_is_fielded_is_from_its_fielding_to_the_end_of_turn() -> None:
    record = _only(f"{NAME} gets +4D on the turn she is fielded.")
    assert record["trigger"] == "when_fielded"
    assert record["effects"] == [{"op": "modify_defense", "amount": 4, "target": "this_die"}]


def test_the_opponent_cannot_target_it_with_globals() -> None:
    record = _only(f"Your opponent can't target {NAME} with Global abilities.")
    assert record["effects"] == [
        {"op": "cant_be_targeted_by_opponents", "by_filters": {"sources": "global"},
         "target": "this_card"}
    ]  # fmt: skip


@pytest.mark.parametrize(
    "line",
    ["Deal 2 damage to all characters (both players').",
     "Deal 2 damage to each character die (including your own).",
     "Deal 2 damage to all characters (yours and your opponent's)."],
)  # fmt: skip
def test_both_players_is_what_all_already_means(line: str) -> None:
    assert effects("action", line) == [
        {"op": "deal_damage", "amount": 2, "target": "all_characters"}
    ]


def test_overcrush_said_again_in_other_words_is_dropped() -> None:
    line = "Target character gets +2A and Overcrush this turn (damage dealt in excess of"
    line += " blockers' health is dealt to opponent)."
    assert effects("action", line) == [
        {"op": "modify_attack", "amount": 2, "target": "target_die"},
        {"op": "grant_keyword", "keyword": "overcrush", "target": "target_die"},
    ]


@pytest.mark.parametrize(
    "line",
    [f"While Old Oak is active, each of your {NAME} dice gets +2A and +2D.",
     f"While Old Oak is active, each {NAME} die gets +2A and +2D."],
)  # fmt: skip
def test_each_of_its_dice_is_the_card_s_dice(line: str) -> None:
    made = compiled("character", [line], names=["Old Oak"])
    (record,) = made["abilities"]
    assert record["effects"] == [{"op": "modify_stats", "amount": 2, "target": "this_card"}]
    assert record["condition"]["filters"] == {"named": "Old Oak"}


def test_a_static_held_while_another_character_is_active_said_last() -> None:
    line = f"{NAME} is unblockable while your Old Oak is active."
    (record,) = compiled("character", [line], names=["Old Oak"])["abilities"]
    assert record["effects"] == [{"op": "cant_be_blocked", "target": "this_card"}]
    assert record["condition"]["count"] == "your_active_characters"
    assert record["condition"]["filters"] == {"named": "Old Oak"}


def test_for_every_is_for_each() -> None:
    (effect,) = _only(f"{NAME} gets +1D for every Sidekick die in either player's Field Zone.")[
        "effects"
    ]
    assert (effect["per"], effect["per_filters"]) == ("all_character_dice", {"sidekick": True})


def test_a_condition_said_after_its_static() -> None:
    line = f"{NAME} gets +2A, +2D, and Overcrush while your opponent has (mask) energy in their"
    line += " Reserve Pool. (Character dice with Overcrush deal damage in excess of blocker's D"
    line += " to opponent.)"
    record = _only(line)
    assert record["condition"] == {
        "kind": "energy", "whose": "opposing", "at_least": 1, "energy_type": "mask"
    }  # fmt: skip
    assert [e["op"] for e in record["effects"]] == ["modify_stats", "grant_keyword"]


@pytest.mark.parametrize(
    ("line", "effect"),
    [
        (f"While {NAME} is active, Sidekick character cost (1) more to field.",
         {"op": "increase_field_cost", "amount": 1, "target": "all_characters",
          "filters": {"sidekick": True}}),
        (f"When {NAME} is active, your (grv) character dice cost 1 less to purchase.",
         {"op": "reduce_cost", "amount": 1, "target": "all_your_characters",
          "filters": {"affiliation": "grovekin"}}),
        ("While active, (fist) characters cost 2 energy less for you to buy.",
         {"op": "reduce_cost", "amount": 2, "target": "all_your_characters",
          "filters": {"energy_type": "fist"}}),
    ],
)  # fmt: skip
def test_cost_changes_in_other_words(line: str, effect: dict) -> None:
    record = _only(line)
    assert record["effects"] == [effect]
    assert record["while_active"] == "self"


def test_a_second_while_is_the_static_s_condition() -> None:
    line = f"While {NAME} is active, while an opponent has an active (grv) character die, your"
    record = _only(line + " character dice gain Overcrush.")
    assert record["condition"] == {
        "kind": "dice", "whose": "opposing", "at_least": 1,
        "filters": {"affiliation": "grovekin"},
    }  # fmt: skip
    assert record["effects"] == [
        {"op": "grant_keyword", "keyword": "overcrush", "target": "all_your_characters"}
    ]


def test_less_than_a_life_total_is_one_less_or_fewer() -> None:
    record = _only(f"{NAME} costs 2 fewer to buy while you are at less than 9 life.")
    assert record["condition"] == {"kind": "life", "at_most": 8}
    assert record["effects"] == [{"op": "reduce_cost", "amount": 2, "target": "this_card"}]


@pytest.mark.parametrize(
    ("line", "filters"),
    [(f"When {NAME} is fielded, your opponent must reroll their fielded (grv) characters.",
      {"affiliation": "grovekin"}),
     ("When fielded, target opponent must reroll all of their active non-Sidekick character"
      " dice.", {"sidekick": False}),
     (f"When {NAME} attacks, your opponent must reroll their character dice.", None)],
)  # fmt: skip
def test_an_opponent_made_to_reroll_their_dice_rerolls_each_opposing_die(
    line: str, filters: dict | None
) -> None:
    """No choice is theirs (DM-7.2: a reroll is a roll): each of their dice in the Field Zone
    (DM-13.2) is rerolled, as "reroll each opposing character die" reads."""
    (effect,) = _only(line)["effects"]
    expected = {"op": "reroll", "target": "all_opposing_characters"}
    assert effect == (expected | {"filters": filters} if filters else expected)


@pytest.mark.parametrize(
    "line",
    [
        # another die's bonus, or a deed the grammar has no trigger for
        "Other Fellow gets +1A when he blocks.",
        f"{NAME} gets +1A when he blocks by a (grv) character die.",
        f"{NAME} gets +1A when he is fielded twice.",
        # a parenthesis that narrows "all" is no restatement
        "Deal 2 damage to all characters (only your opponent's).",
        # each die of another card; a condition that is not another character's presence
        "Each of your Other Fellow dice gets +2A.",
        f"{NAME} is unblockable while it is raining.",
        f"{NAME} gets +2A while it is raining.",
        # "when <self> is active" before something other than a cost
        f"When {NAME} is active, gain 1 life.",
        # the opponent's other limits
        f"Your opponent can't target {NAME} with action dice on Tuesdays.",
        # a reroll of their choosing, or of some of their dice, is theirs to make
        "When fielded, your opponent must reroll one of their character dice.",
        "When fielded, your opponent must reroll their two strongest characters.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    kind = "action" if line.startswith("Deal") else "character"
    assert why(kind, line)
