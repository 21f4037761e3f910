""" "You may" on a later sentence only (cards/compiler/you_may.py; engine
abilities/you_may.py; DM-12.3, DM-13.1; docs/rulings.md "You may, part way"): the effects
before it happen either way; the controller says yes or no, after the line's targets, to
the sentence it opens. Near misses stay text only. Our own wording."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import compiled, effects, said, why

KOD = {"kind": "this_way", "what": "kod"}


def test_an_action_s_later_you_may_is_its_own_yes_or_no() -> None:
    """The target is choice 0, the yes or no choice 1; "this die" is the action die used."""
    made = effects(
        "basic_action",
        "Deal 3 damage to target character die. If that damage KOs the targeted die, you may "
        "place this die in your Prep Area.",
    )
    assert made == [
        {"op": "deal_damage", "amount": 3, "target": "target_die"},
        {"op": "choose", "target": "you_may", "choice": 1},
        {"op": "move_die", "target": "this_die", "zone": "prep",
         "condition": {"kind": "all", "of": [KOD, {"kind": "accepted", "choice": 1}]}},
    ]  # fmt: skip


def test_the_only_choice_needs_no_number() -> None:
    made = effects(
        "character", "When fielded, deal 1 damage to your opponent. You may gain 1 life."
    )
    assert made == [
        {"op": "deal_damage", "amount": 1, "target": "opponent"},
        {"op": "choose", "target": "you_may"},
        {"op": "gain_life", "amount": 1, "target": "you", "condition": {"kind": "accepted"}},
    ]


def test_a_global_s_later_you_may() -> None:
    """A Global's second sentence may be optional too: asked as the Global resolves."""
    (record,) = compiled(
        "character",
        ["Global: Pay (mask). Gain 1 life. You may draw a die and place it in your Prep Area."],
    )["globals"]
    assert record["effects"] == [
        {"op": "gain_life", "amount": 1, "target": "you"},
        {"op": "choose", "target": "you_may"},
        {"op": "prep", "amount": 1, "zone": "bag", "condition": {"kind": "accepted"}},
    ]


def test_the_first_sentence_s_you_may_is_still_the_whole_ability_s() -> None:
    """Near miss: "you may" first makes the ability optional, as before (no extra choice)."""
    made = effects("character", "When fielded, you may deal 1 damage to your opponent.")
    assert made == [{"op": "deal_damage", "amount": 1, "target": "opponent"}]


def test_the_reading_says_the_yes_or_no() -> None:
    assert said("When fielded, deal 1 damage to your opponent. You may gain 1 life.") == (
        "When fielded: deal 1 damage to your opponent, then choose yes or no to what follows, "
        "then you gain 1 life if you chose yes."
    )


@pytest.mark.parametrize(
    "line",
    [
        # a target chosen under the "you may": asked after the yes, which the engine does not
        "When fielded, deal 1 damage to target character die. You may deal 1 damage to "
        "another target character die.",
        # two later sentences each with its own "you may": two answers not told apart
        "When fielded, deal 1 damage to your opponent. You may gain 1 life. You may deal 1 "
        "damage to your opponent.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line) == "choice"


def test_you_may_not_is_no_choice() -> None:
    """Near miss: "you may not ..." later is a bar (unread here), never a yes or no."""
    assert why("character", "When fielded, deal 1 damage to your opponent. You may not gain "
               "life this turn.") != "choice"  # fmt: skip
