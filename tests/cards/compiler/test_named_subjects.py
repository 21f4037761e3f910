"""Another character named as a static's subject with no "dice" after it (cards/compiler/
named_subjects.py): "<Name> gets +1A", "<Name> and <Name> get ... and gain <keyword>",
"your <Name> costs 1 less", read as that character's dice (filter `named`), every player's
unless "your" says whose; a name before "and" that is no second name's subject is left as
it is. Names and wording are our own."""

from __future__ import annotations

import pytest

from games.engine.loading import card_from_dict
from games.reading import read_card
from tests.cards.compiler.helpers import CODE, NAME, compiled
from tests.engine.helpers import make_card

NAMES = ("Marsh Wren", "Reed Warbler", "Old Heron")


def _effects(line: str) -> list[dict]:
    made = compiled("character", [line], names=NAMES)
    assert "unread" not in made, made
    (record,) = made["abilities"]
    return list(record["effects"])


def test_a_name_gets_a_bonus_and_a_keyword() -> None:
    made = _effects(f"While {NAME} is active, Marsh Wren gets +1A and gains Overcrush.")
    assert [(e["op"], e["target"], e["filters"]) for e in made] == [
        ("modify_attack", "all_characters", {"named": "Marsh Wren"}),
        ("grant_keyword", "all_characters", {"named": "Marsh Wren"}),
    ]


def test_two_names_get_the_same() -> None:
    made = _effects(f"While {NAME} is active, Marsh Wren and Reed Warbler get +2A and +2D.")
    assert [e["filters"]["named"] for e in made] == ["Marsh Wren", "Reed Warbler"]


def test_your_name_costs_less() -> None:
    (effect,) = _effects(f"While {NAME} is active, your Old Heron costs 1 less to purchase.")
    assert effect == {"op": "reduce_cost", "amount": 1, "target": "all_your_characters",
                      "filters": {"named": "Old Heron"}}  # fmt: skip


@pytest.mark.parametrize(
    "line",
    [
        # "you control" is both kinds': not "Marsh Wren dice" of any player's
        f"While {NAME} is active, Marsh Wren and Sidekick dice you control gain +1D.",
        # no name of the catalog
        f"While {NAME} is active, Grey Heron gets +1A.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert "unread" in compiled("character", [line], names=NAMES)


def test_the_reading_names_the_character() -> None:
    line = f"While {NAME} is active, Marsh Wren gets +1A."
    made = compiled("character", [line], names=NAMES)
    card = card_from_dict(make_card(CODE, name=NAME, text=[line], **made))
    assert "named Marsh Wren" in " ".join(x.reading for x in read_card(card))
