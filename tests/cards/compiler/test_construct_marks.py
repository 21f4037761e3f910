"""What each construct declares of itself (the review of cards/compiler/lines.py): the marks it
puts on effects and how they are settled in a line's context (`MARKS`), whose deed a trigger
is (`Trigger.theirs`: "them" is that opponent; `Trigger.other_die`: "<self> deals" is this
card's damage), the payment split (constructs/paid.py), and the wordings once rewritten
before parsing ("takes damage in an attack step", "... and one to <target>") read by the
grammar itself. Near misses stay text only."""

from __future__ import annotations

import pytest

from cards.compiler.constructs import CONSTRUCTS
from cards.compiler.constructs.paid import payment
from cards.compiler.parts import NotRead, Sentence
from cards.compiler.reader import read_line
from cards.compiler.reminders import without_card_reminders
from tests.cards.compiler.helpers import NAME, ability, effects, why


def test_each_mark_is_one_construct_s() -> None:
    marks = [m for c in CONSTRUCTS for m in getattr(c, "MARKS", {})]
    assert len(marks) == len(set(marks))
    assert all(m.startswith("$") for m in marks)


@pytest.mark.parametrize(
    ("words", "theirs", "other_die"),
    [
        ("when your opponent fields a character die,", True, False),
        ("when an opposing character die is fielded,", True, False),
        ("when your opponent uses an action die,", True, True),
        ("when your opponent uses a global ability,", True, False),
        ("when your opponent is dealt damage,", True, False),
        ("when you field a character die,", False, False),
        ("when an opposing character die is ko'd,", False, False),  # a die's deed, not theirs
        ("when any player uses an action die,", False, False),
    ],
)
def test_a_trigger_says_whose_deed_it_is(words: str, theirs: bool, other_die: bool) -> None:
    trigger = read_line(f"{words} gain 1 life.").trigger
    assert trigger is not None
    assert (trigger.theirs, trigger.other_die) == (theirs, other_die)


def test_them_is_the_opponent_of_their_own_deed_only() -> None:
    record = ability(f"While {NAME} is active, when your opponent fields a character, "
                     f"{NAME} deals them 1 damage.")  # fmt: skip
    assert record["effects"][0]["target"] == "opponent"
    # an opposing die's KO is no deed of its player's: "them" names no one
    assert why("character", f"While {NAME} is active, when an opposing character die is KO'd, "
               f"{NAME} deals them 1 damage.") == "reference"  # fmt: skip


def test_the_payment_is_split_from_what_it_buys() -> None:
    pay = {"op": "$pay", "pay": 1, "pay_types": ["bolt"]}
    gain = {"op": "gain_life", "amount": 1, "target": "you"}
    paid = (Sentence((pay,), True), Sentence(({**gain, "condition": {"kind": "$paid"}},)))
    assert payment(paid) == (
        (("pay", 1), ("pay_types", ["bolt"])),
        (Sentence((), True), Sentence((gain,))),
    )
    with pytest.raises(NotRead):  # an effect that happens either way
        payment((Sentence((pay,), True), Sentence((gain,))))
    with pytest.raises(NotRead):  # "if you do" with nothing paid
        payment((Sentence(({**gain, "condition": {"kind": "$paid"}},)),))


def test_the_grammar_reads_in_an_attack_step_and_a_second_amount_itself() -> None:
    for words in (
        "whenever self takes damage in an attack step, he deals 2 damage to your opponent.",
        "deal 1 damage to your opponent and one to target character.",
    ):
        assert without_card_reminders(words) == words
    in_step = ability(f"When {NAME} is dealt damage in the attack step, gain 1 life.")
    assert in_step["condition"] == {"kind": "attack_step"}
    assert effects(
        "action", "Deal 2 damage to target opposing character die and 1 to your opponent."
    ) == [
        {"op": "deal_damage", "amount": 2, "target": "target_opposing_die"},
        {"op": "deal_damage", "amount": 1, "target": "opponent"},
    ]


@pytest.mark.parametrize(
    "line",
    [
        # "in" after a KO is "in combat" only
        f"When {NAME} is knocked out in an attack step, gain 1 life.",
        # a second amount with no damage before it
        "Gain 1 life and one to target character.",
        # a second amount said of no one
        "Deal 1 damage to your opponent and 2 to.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    kind = "character" if NAME in line else "action"
    assert why(kind, line)
