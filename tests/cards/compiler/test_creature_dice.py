"""Dice named by a creature type in a cost change (cards/compiler/constructs/creature_dice.py;
games/engine/abilities/creature_types.py): "your Fiend dice", "Dragons cost you", "Trap
dice", "Gear dice", with the rulebook's floors ("(min. 1)"), a purchase floor before "and 1
less to field". Near misses stay text only. Our own wording."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import effects, said, why


def _typed(kind: str, word: str, op: str = "reduce_cost", amount: int = 1) -> dict:
    return {"op": op, "amount": amount, "target": kind, "filters": {"creature_type": word}}


@pytest.mark.parametrize(
    ("line", "made"),
    [
        ("While Wren Hollow is active, your Fiend dice cost (1) less to purchase.",
         [_typed("all_your_dice", "fiend")]),
        ("While Wren Hollow is active, your Fiend dice cost (2) less to purchase (min. 1).",
         [_typed("all_your_dice", "fiend", amount=2)]),
        ("While active, Dragons cost you 2 less to purchase, to a minimum of 1.",
         [_typed("all_your_dice", "dragon", amount=2)]),
        ("While Wren Hollow is active, Trap dice cost you (1) less to purchase "
         "(to a minimum of 1).", [_typed("all_your_dice", "trap")]),
        ("While active, gear dice cost you 1 less to purchase.", [_typed("all_your_dice", "gear")]),
        ("While Wren Hollow is active, your fiend dice cost (2) less to purchase (min. 1) and "
         "(1) less to field.",
         [_typed("all_your_dice", "fiend", amount=2),
          _typed("all_your_dice", "fiend", "reduce_field_cost")]),
    ],
)  # fmt: skip
def test_typed_dice_cost_changes(line: str, made: list[dict]) -> None:
    assert effects("character", line) == made


@pytest.mark.parametrize(
    "line",
    [
        # a floor not the rulebook's own (DM-8.7, DM-8.10)
        "While Wren Hollow is active, your fiend dice cost (1) less to purchase (min. 2).",
        "While Wren Hollow is active, your fiend dice cost (1) less to purchase (minimum 2) "
        "and (1) less to field.",
        "While Wren Hollow is active, opposing fiend dice cost (1) more to field.",  # no side
        # an increase of no one's dice: every player's, not read for a type
        "While Wren Hollow is active, Fiend dice cost (2) more to purchase.",
        "While active, Dragons cost 1 more to purchase.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line) == "cost_change"


def test_the_reading_names_the_type() -> None:
    line = "While Wren Hollow is active, your Fiend dice cost (1) less to purchase."
    assert "Fiend" in said(line)
