"""KO'd dice sent elsewhere than the Prep Area (constructs/kod_to.py; engine
abilities/kod_to.py, card text beating DM-9.11): a whole line read as a static. Our own
wording; near misses stay text only."""

from __future__ import annotations

import pytest

from games.engine.model.cards import EffectSpec
from games.reading import effect_words
from tests.cards.compiler.helpers import NAME, ability, said, why


@pytest.mark.parametrize(
    ("line", "effect"),
    [
        (f"When {NAME} KOs a character die with combat damage, move the KO'd die into the Used "
         "Pile (instead of the Prep Area).",
         {"op": "kos_to", "target": "this_card", "zone": "used"}),
        (f"When {NAME} KOs a character die with combat damage, put the KO'd character die into "
         "its owner's bag.",
         {"op": "kos_to", "target": "this_card", "zone": "bag"}),
        (f"When {NAME} KOs a non-(mask) character die with combat damage, place the KO'd die "
         "in the Used Pile.",
         {"op": "kos_to", "target": "this_card", "zone": "used",
          "by_filters": {"not_energy_type": "mask"}}),
        (f"When {NAME} KOs a (grv) character die with combat damage, move the KO'd die to the "
         "bag.",
         {"op": "kos_to", "target": "this_card", "zone": "bag",
          "by_filters": {"affiliation": "grovekin"}}),
    ],
)  # fmt: skip
def test_dice_this_card_kos_go_elsewhere(line: str, effect: dict) -> None:
    record = ability(line)
    assert record["trigger"] == "static" and record["effects"] == [effect]


def test_ko_d_sidekicks_go_to_the_bag_while_active() -> None:
    line = f"While {NAME} is active, when a Sidekick character die is KO'd, put it in its bag."
    record = ability(line)
    assert record["trigger"] == "static" and record["while_active"] == "self"
    assert record["effects"] == [
        {"op": "kod_to", "target": "all_characters", "zone": "bag", "filters": {"sidekick": True}}
    ]
    assert said(line) == (
        "While this card is active: Sidekick character dice that are KO'd go to their owner's"
        " bag instead of the Prep Area."
    )


def test_the_reading_names_the_dice_and_the_zone() -> None:
    line = (
        f"When {NAME} KOs a non-(mask) character die with combat damage, send the KO'd die to"
        " the Used Pile."
    )
    assert said(line) == (
        "Non-Mask character dice that this card's dice KO with combat damage go to their owner's"
        " Used Pile instead of the Prep Area."
    )


def test_blocking_dice_read_as_many() -> None:
    """The blocker filter's words name one die; the reading of a whole kind says "are"."""
    spec = EffectSpec(op="kos_to", target="this_card", zone="used", by_filters=(("blocker", True),))
    assert effect_words(spec).startswith("character dice that are blocking that this card's")


@pytest.mark.parametrize(
    "line",
    [
        # a choice: "you may" is no static
        f"When {NAME} KOs a character die with combat damage, you may send the KO'd die to the "
        "Used Pile.",
        # a zone no KO door sends to
        f"When {NAME} KOs a character die with combat damage, place the KO'd die in the Reserve "
        "Pool.",
        # no "while active": whose card it is unsaid
        "When a Sidekick character die is KO'd, put it into its owner's bag.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)
