"""A static bar on the opponent's purchases (cards/compiler/constructs/purchase_bars.py; the
engine's `cant_be_purchased`, and `cant_be_fielded` for "or field", DM-14.3): "your
opponent may not purchase or field character dice with a printed cost of 2"; and "may
not" as one more way to say "can't" ("your Sidekicks may not attack"). Our own wording,
with near misses that stay text only."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import NAME, effects, said, why


def _bars(*ops: str, **filters: object) -> list[dict]:
    return [
        {"op": op, "target": "all_opposing_characters",
         "filters": {**filters, "die_kind": "character"}}
        for op in ops
    ]  # fmt: skip


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (f"While {NAME} is active, your opponent may not purchase or field character dice "
         "with a printed cost of (3).", _bars("cant_be_purchased", "cant_be_fielded", cost_is=3)),
        (f"While {NAME} is active, your opponent can't purchase character dice with purchase "
         "cost 1 or less.", _bars("cant_be_purchased", cost_at_most=1)),
        (f"While {NAME} is active, your opponent cannot purchase #grv character dice.",
         _bars("cant_be_purchased", affiliation="grv")),
    ],
)  # fmt: skip
def test_the_opponent_may_not_purchase_those_dice(line: str, expected: list) -> None:
    assert effects("character", line) == expected


def test_the_reading_says_which_dice() -> None:
    line = (
        f"While {NAME} is active, your opponent can't purchase character dice with purchase "
        "cost 1 or less."
    )
    assert said(line) == (
        "While this card is active: each opposing character die with purchase cost 1 or less "
        "can't be purchased."
    )


@pytest.mark.parametrize(
    "line",
    [
        "When fielded, your opponent can't purchase character dice with purchase cost 2.",  # when
        f"While {NAME} is active, you can't purchase character dice with purchase cost 2.",  # you
        f"While {NAME} is active, your opponent can't purchase character dice.",  # every die
        f"While {NAME} is active, your opponent can't purchase level 3 character dice.",  # a face
        f"While {NAME} is active, your opponent can't purchase target character die.",  # chosen
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line) != ""


def test_may_not_says_cant() -> None:
    line = f"While {NAME} is active, your non-#grv character dice may not attack."
    assert effects("character", line) == [
        {"op": "cant_attack", "target": "all_your_characters",
         "filters": {"not_affiliation": "grv"}}
    ]  # fmt: skip
    assert why("character", f"While {NAME} is active, your character dice may attack.") != ""
