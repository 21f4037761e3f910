""" "[You may] <cost>. If you do, <effects>." with no energy paid (cards/compiler/constructs/
paid.py `done`; the engine's abilities/if_you_do.py, DM-12.2, DM-12.3): the first sentence is
the cost, each effect after it carries the condition "done", and the reading says "if you
do". Our own wording."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import NAME, effects, said, why

DONE = {"kind": "done"}


def test_a_ko_of_a_chosen_die_then_what_it_buys() -> None:
    line = (f"When fielded, you may KO target opposing sidekick character die. If you do, "
            f"{NAME} gets +2A (until end of turn).")  # fmt: skip
    assert effects("character", line) == [
        {"op": "ko", "target": "target_opposing_die", "filters": {"sidekick": True}},
        {"op": "modify_attack", "amount": 2, "target": "this_die", "condition": DONE},
    ]
    assert said(line) == (
        "When fielded: you may KO target opposing Sidekick character die; if you do, this "
        "die gets +2A until the end of the turn."
    )


def test_spinning_self_down_as_the_cost() -> None:
    line = f"When {NAME} attacks, you may spin her down 1 level. If you do, gain 3 life."
    assert effects("character", line) == [
        {"op": "spin_down", "amount": 1, "target": "this_die"},
        {"op": "gain_life", "amount": 3, "target": "you", "condition": DONE},
    ]
    assert said(line) == (
        "When this die attacks: you may spin this die down 1 level; if you do, you gain 3 life."
    )


def test_a_cost_that_must_be_paid() -> None:
    """No "you may": the cost is paid if it can be (DM-12.2), and then the effect."""
    line = "When fielded, KO a character die you control. If you do, gain 2 life."
    record = effects("character", line)
    assert record[0] == {"op": "ko", "target": "choose_your_die"}
    assert record[1]["condition"] == DONE


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        # "if you do" with nothing before it
        ("If you do, deal 1 damage to target opponent.", "condition"),
        # an effect after the cost that happens either way
        (f"When fielded, you may KO {NAME}. Gain 1 life. If you do, deal 1 damage to your "
         "opponent.", "condition"),
        # a cost of its own condition
        (f"When fielded, you may KO {NAME} if you have 2 or more Sidekick dice. If you do, "
         "gain 1 life.", "condition"),
    ],
)  # fmt: skip
def test_near_misses_stay_text_only(line: str, reason: str) -> None:
    assert why("character", line) == reason


def test_sacrificing_self_to_buy_an_effect() -> None:
    """constructs/sacrifice.py: the die goes to the Used Pile (its reminder dropped), and
    what follows "to" is bought by it."""
    line = (f"When {NAME} is blocked, you may sacrifice {NAME} to deal 2 damage to target "
            "opponent (sacrificed characters go to the Used Pile).")  # fmt: skip
    assert effects("character", line) == [
        {"op": "move_die", "target": "this_die", "zone": "used"},
        {"op": "deal_damage", "amount": 2, "target": "opponent", "condition": DONE},
    ]


def test_sacrificing_a_sidekick_of_your_own() -> None:
    line = "When fielded, you may sacrifice a Sidekick. If you do, gain 2 life."
    assert effects("character", line)[0] == {
        "op": "move_die", "target": "choose_your_die", "filters": {"sidekick": True},
        "zone": "used",
    }  # fmt: skip


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        # a trigger of the player's: `self` would be every die of the card
        (f"At the start of your turn, you may sacrifice {NAME}. If you do, gain 2 life.", "self"),
        # the opponent's dice are not yours to sacrifice
        ("When fielded, sacrifice all opposing Sidekick dice. If you do, gain 2 life.", "target"),
    ],
)  # fmt: skip
def test_sacrifice_near_misses(line: str, reason: str) -> None:
    assert why("character", line) == reason


def test_paying_life_is_a_cost_of_life_lost() -> None:
    """DM-12.4: paying life is losing it (not damage); DM-12.2: it is the cost."""
    line = "When fielded, you may pay 2 life to deal 2 damage to target character die."
    assert effects("character", line) == [
        {"op": "lose_life", "amount": 2, "target": "you"},
        {"op": "deal_damage", "amount": 2, "target": "target_die", "condition": DONE},
    ]
    line = f"When {NAME} attacks, you may pay 1 life. If you do, your opponent loses 1 life."
    assert effects("character", line)[1] == {
        "op": "lose_life", "amount": 1, "target": "opponent", "condition": DONE,
    }  # fmt: skip
    assert said(line) == (
        "When this die attacks: you may lose 1 life; if you do, your opponent loses 1 life."
    )
