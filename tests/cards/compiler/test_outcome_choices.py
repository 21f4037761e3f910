"""A roll's outcome that its player may take or not, and fielding said without "for free"
(constructs/roll_outcomes.py `attach`, cards/compiler/you_may.py `_before_roll`; the engine's
`rolled`, games/engine/abilities/outcomes.py): "If you roll a character face, you may field
it." is a yes-or-no asked before the roll with the die's choice (DM-13.1), the outcome's
effect under it; "field it", "field it at no cost" field as "for free" does (DM-8.12: an
effect's fielding from a pile is free). Our own wording; near misses stay text only."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import NAME, effects, said, why

FIELD = {"op": "field_die", "target": "rolled_die"}
BACK = {"op": "move_die", "target": "rolled_die", "zone": "used"}
ROLL = {"op": "roll_from", "target": "choose_your_die"}


def test_you_may_field_it_is_asked_before_the_roll() -> None:
    asked, roll = effects("character", "When fielded, roll a (grv) character die from your "
                          "Used Pile. If it lands on a character face, you may field it "
                          "for free. Otherwise, put it in your Used Pile.")  # fmt: skip
    assert asked == {"op": "choose", "target": "you_may", "choice": 1}
    assert roll == {
        **ROLL,
        "filters": {"zone": "used", "die_kind": "character", "affiliation": "grovekin"},
        "rolled": {
            "face": "character",
            "effects": [{**FIELD, "condition": {"kind": "accepted", "choice": 1}}],
            "otherwise": [BACK],
        },
    }


def test_the_whole_ability_optional_and_the_outcome_too() -> None:
    found = effects("character", f"When {NAME} attacks, you may roll a character die in your "
                    "Used Pile. If it lands on a character face, you may field it.")  # fmt: skip
    assert [e["op"] for e in found] == ["choose", "roll_from"]
    assert found[1]["rolled"]["effects"] == [
        {**FIELD, "condition": {"kind": "accepted", "choice": 1}}
    ]


@pytest.mark.parametrize("said", ["field it", "field it at no cost", "field that die"])
def test_fielding_said_without_for_free(said: str) -> None:
    (roll,) = effects("character", f"When {NAME} attacks, roll a character die from your Used "
                      f"Pile. If it lands on a character face, {said}. Otherwise, place it in "
                      "your bag.")  # fmt: skip
    assert roll["rolled"]["effects"] == [FIELD]


def test_field_it_at_a_level_without_for_free() -> None:
    (roll,) = effects("character", f"When fielded, search your bag for a {NAME} die and roll "
                      "it. If it rolls an energy face, field it at level 2. Otherwise, Prep "
                      "it.")  # fmt: skip
    assert roll["rolled"]["effects"] == [{**FIELD, "amount": 2}]


def test_the_reading_says_the_yes_and_the_level() -> None:
    text = said(f"When {NAME} attacks, roll a character die from your Used Pile. If it lands "
                "on an energy face, you may field it at level 1. Otherwise, put it in your "
                "Used Pile.")  # fmt: skip
    assert (
        "choose yes or no" in text and "field that die for free at level 1 if you chose yes" in text
    )


@pytest.mark.parametrize(
    "line",
    [
        # no choice before the yes: as the outcome resolves, nothing tells the answer apart
        f"When fielded, reroll {NAME}. If you roll a character face, you may field it. "
        "Otherwise, return it to the Used Pile.",
        # an action die is never fielded (keywords/gadgeteer.py moves one)
        f"When {NAME} attacks, roll an action die from your Used Pile. If it lands on an action "
        "face, field it.",
        # the yes on the other side of the outcome
        f"When {NAME} attacks, roll a character die from your Used Pile. If it lands on a "
        "character face, field it. Otherwise, you may put it in your Used Pile.",
        # fielding paid for: not free
        f"When {NAME} is KO'd, roll a character die from your Used Pile. If it is a character "
        "face, you may field it (paying its cost).",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line) in ("choice", "condition", "zone_move", "unparsed", "cost")


def test_a_blocked_die_moved_out_of_the_attack_says_so_in_a_parenthesis() -> None:
    (reroll,) = effects("character", f"When {NAME} is blocked, you may reroll it. If it lands "
                        f"on a character face, {NAME} gains Overcrush. Otherwise, move {NAME} to "
                        "the Field Zone at level 2 (it is no longer attacking).")  # fmt: skip
    assert reroll["rolled"]["otherwise"] == [
        {"op": "move_die", "target": "this_die", "zone": "field", "amount": 2}
    ]


@pytest.mark.parametrize(
    "back",
    [
        "Otherwise, return it to the Field Zone on its original face.",
        "Otherwise, leave it in the Field Zone at its former level.",
    ],
)
def test_back_on_the_face_before_the_roll(back: str) -> None:
    remember, reroll = effects("character", "When fielded, reroll target character die. If it "
                               f"rolls an energy face KO it. {back}")  # fmt: skip
    assert remember == {"op": "remember_face", "target": reroll["target"]}
    assert reroll["rolled"]["otherwise"][-1] == {"op": "former_face", "target": "rolled_die"}


@pytest.mark.parametrize(
    "line",
    [
        # the face before the roll after a character outcome: it would undo that outcome
        "When fielded, reroll target character die. If it lands on a character face, KO it. "
        "Otherwise, return it to the Field Zone on its original face.",
        # no roll before it
        "When fielded, KO target character die. Otherwise, return it to the Field Zone on its "
        "original face.",
    ],
)
def test_former_face_near_misses(line: str) -> None:
    assert why("character", line) in ("condition", "unparsed")


def test_left_in_place_or_returned_out_of_the_attack() -> None:
    head = "When fielded, reroll target character die. If it rolls an energy face, KO it. "
    (_, left) = effects("character", f"{head}Otherwise, leave it in the Field Zone at its "
                        "former level.")  # fmt: skip
    assert left["rolled"]["otherwise"] == [{"op": "former_face", "target": "rolled_die"}]
    (_, back) = effects("character", f"{head}Otherwise, return it to the Field Zone at its "
                        "former level.")  # fmt: skip
    assert back["rolled"]["otherwise"][0]["filters"] == {"zone": "attack"}  # (out of combat)
