"""A die's own replacement of its KO (constructs/ko_instead.py; engine abilities/ko_instead.py,
DM-12.1): a whole line read as a static of this card's dice. Our own wording; near misses
stay text only."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import NAME, ability, said, why

USED = {"op": "ko_instead", "target": "this_card", "zone": "used"}
FIELD = {"op": "ko_instead", "target": "this_card", "zone": "field"}


@pytest.mark.parametrize(
    ("line", "effect"),
    [
        (f"When {NAME} would be KO'd, instead put him into your Used Pile.", USED),
        (f"When {NAME} would be KO'd, send her to the Used Pile instead.", USED),
        (f"If a {NAME} die would be KO'd, instead place it in its owner's Used Pile.", USED),
        (f"If {NAME} would be KO'd, instead return him to the Field Zone at level 1.", FIELD),
        (f"When {NAME} would be KO'd, return her to your Field Zone at level 1 instead.", FIELD),
    ],
)  # fmt: skip
def test_the_die_s_ko_is_replaced(line: str, effect: dict) -> None:
    record = ability(line)
    assert record["trigger"] == "static" and record["effects"] == [effect]


def test_the_reading_says_it_is_not_ko_d() -> None:
    assert said(f"If {NAME} would be KO'd, instead put him into your Used Pile.") == (
        "This card's dice that would be KO'd go to their owner's Used Pile instead (they are"
        " not KO'd)"
    )


@pytest.mark.parametrize(
    "line",
    [
        # another level: no place the engine returns a die to
        f"If {NAME} would be KO'd, instead return him to the Field Zone at level 2.",
        # another zone
        f"When {NAME} would be KO'd, instead put him into your Prep Area.",
        # damage cleared where it is: no such replacement yet
        f"When {NAME} would be KO'd, instead clear all damage from him.",
        # a payment
        f"When {NAME} would be KO'd, you may pay (bolt) to return him to the Field Zone at "
        "level 1.",
        # a die of another card
        "When a Sidekick die would be KO'd, instead put it into its owner's Used Pile.",
        # not a replacement: after the KO
        f"When {NAME} is KO'd, put him into your Used Pile.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)
