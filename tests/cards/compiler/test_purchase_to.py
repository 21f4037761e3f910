"""A Global sending the first die bought in the turn to the Prep Area, or the first action die
to the bag, rather than to the Used Pile (cards/compiler/constructs/purchase_to.py; the engine's
abilities/costs.py, DM-8.8, DM-14.2). Our own wording."""

from __future__ import annotations

import pytest

from games.engine.loading import card_from_dict
from games.reading import read_card
from tests.cards.compiler.helpers import CODE, NAME, compiled, effects, why
from tests.engine.helpers import make_card

PREP = (
    "Global: Pay (bolt). The first die you buy this turn is put into your Prep Area"
    " instead of your Used Pile."
)
BAG = (
    "Global: Pay 2. The first action die you buy this turn is put into your bag (instead of"
    " the used pile)."
)


def test_the_first_die_to_the_prep_area() -> None:
    assert effects("character", PREP) == [
        {"op": "next_purchase_to", "zone": "prep", "target": "you"}
    ]


def test_the_first_action_die_to_the_bag() -> None:
    assert effects("character", BAG) == [
        {"op": "next_purchase_to", "zone": "bag", "target": "all_your_dice",
         "filters": {"die_kind": "action"}}
    ]  # fmt: skip


def test_the_readings() -> None:
    for line, words in (
        (PREP, "this turn, the next die you purchase goes to your Prep Area instead of your"
               " Used Pile"),
        (BAG, "this turn, the next action die you purchase goes to your bag instead of your"
              " Used Pile"),
    ):  # fmt: skip
        card = card_from_dict(
            make_card(CODE, name=NAME, text=[line], **compiled("character", [line]))
        )
        (reading,) = [x.reading for x in read_card(card) if x.kind == "global"]
        assert words in reading, reading


@pytest.mark.parametrize(
    "line",
    [
        # no "this turn": whenever that is? not read
        "Global: Pay 1. The first die you purchase is added to your Prep Area instead of your"
        " Used Pile.",
        # another zone than the Prep Area or the bag
        "Global: Pay 1. The first die you purchase this turn is added to your Field Zone"
        " instead of your Used Pile.",
        # an opponent's purchase
        "Global: Pay 1. The first die your opponent purchases this turn is added to their bag"
        " instead of their Used Pile.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)
