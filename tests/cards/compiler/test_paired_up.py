"""A Heroic card's pairing-up benefit (001:L696-711; cards/compiler/constructs/paired_up.py):
"While <self> is paired up, he and his partner each get ..." is the card's `heroic`
ability, which pair_up gives to both partners until the start of the player's next turn
(DM-14.2). Near misses (a benefit pair_up cannot give) stay text only."""

from __future__ import annotations

import pytest

from cards.execution import status
from games.engine.loading import card_from_dict
from games.reading import read_card
from tests.cards.compiler.helpers import CODE, NAME, compiled
from tests.engine.helpers import make_card

HEROIC = ("heroic",)


def _made(line: str) -> dict:
    made = compiled("character", [line], keywords=HEROIC)
    card = {"id": CODE, "kind": "character", "name": NAME, "text": [line],
            "keywords": list(HEROIC), **made}  # fmt: skip
    assert status(card).executed, made
    return made


@pytest.mark.parametrize(
    ("line", "effect"),
    [
        (
            "While Wren Hollow is paired up, she and her partner each gain +2A.",
            {"op": "modify_attack", "amount": 2, "duration": "next_turn", "target": "this_die"},
        ),
        (
            "While Wren Hollow is paired up, she and her partner each get +1A and +1D.",
            {"op": "modify_stats", "amount": 1, "duration": "next_turn", "target": "this_die"},
        ),
        (
            "While Wren Hollow is paired up, she and her partner can't be targeted by "
            "Global Abilities.",
            {
                "op": "cant_be_targeted",
                "by_filters": {"sources": "global"},
                "duration": "next_turn",
                "target": "this_die",
            },
        ),
        (
            "While Wren Hollow is paired up, prevent the first 3 damage dealt to Wren Hollow "
            "and her partner.",
            {"op": "prevent_next", "amount": 3, "duration": "next_turn", "target": "this_die"},
        ),
    ],
)
def test_the_benefit_is_the_heroic_ability(line: str, effect: dict) -> None:
    (record,) = _made(line)["abilities"]
    assert record["trigger"] == "heroic"
    assert record["effects"] == [effect]


def test_read_back_it_says_when_and_how_long() -> None:
    line = "While Wren Hollow is paired up, she and her partner each gain +2A."
    made = _made(line)
    card = card_from_dict(make_card(CODE, name=NAME, text=[line], keywords=list(HEROIC), **made))
    (reading,) = [x.reading for x in read_card(card) if x.kind == "ability"]
    assert "Heroic" in reading and "next turn" in reading, reading


@pytest.mark.parametrize(
    "line",
    [
        # a trigger of the paired dice, not a benefit pair_up gives
        "While Wren Hollow is paired up, gain 1 life when she or her partner blocks.",
        "While Wren Hollow is paired up, spin her and her partner up one level at the end of "
        "your turn.",
        # only one of the partners
        "While Wren Hollow is paired up, her partner gets +2A.",
        # not "paired up"
        "While Wren Hollow is teamed up, she and her partner each gain +2A.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    made = compiled("character", [line], keywords=HEROIC)
    assert made.get("unread"), made
