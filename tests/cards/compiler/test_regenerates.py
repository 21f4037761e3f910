"""Lines on a die of this card regenerating (cards/compiler/constructs/regenerates.py; the
engine's triggers in keywords/regenerate.py; docs/rulings.md "Regenerates"). Our own wording;
each card has Regenerate (the triggers are the keyword's)."""

from __future__ import annotations

import pytest

from cards.execution import status
from cards.vocabulary import keywords_in
from games.engine.loading import card_from_dict
from games.reading import read_card
from tests.cards.compiler.helpers import CODE, NAME, compiled
from tests.engine.helpers import make_card


def _card(line: str, keywords: tuple[str, ...] = ("Regenerate",)) -> tuple[dict, bool]:
    """A character with the keyword's line (as printed) and `line`, keywords as imported."""
    lines = [*keywords, line]
    words = keywords_in(lines)
    card = make_card(CODE, name=NAME, text=lines, keywords=words,
                     **compiled("character", lines, keywords=words))  # fmt: skip
    return card, status(card).executed


@pytest.mark.parametrize(
    ("opening", "trigger"),
    [
        (f"When {NAME} regenerates", "when_regenerates"),
        (f"If {NAME} regenerates successfully", "when_regenerates_successfully"),
        (f"When {NAME} successfully regenerates", "when_regenerates_successfully"),
        (f"If {NAME} uses Regenerate but rolls an energy face", "when_regenerates_unsuccessfully"),
    ],
)
def test_each_way_of_regenerating_is_its_trigger(opening: str, trigger: str) -> None:
    made, executed = _card(f"{opening}, gain 1 life.")
    assert executed
    (record,) = made["abilities"]
    assert record["trigger"] == trigger
    assert record["effects"] == [{"op": "gain_life", "amount": 1, "target": "you"}]
    readings = [x.reading for x in read_card(card_from_dict(made)) if x.kind == "ability"]
    assert readings[-1].startswith("When this die") and "Regenerate" in readings[-1]


def test_the_first_time_each_turn_and_during_the_attack_step() -> None:
    made, _ = _card(f"The first time each turn a {NAME} regenerates, gain 1 life.")
    (record,) = made["abilities"]
    assert record["trigger"] == "when_regenerates" and record["first_time_each_turn"] is True
    made, _ = _card(f"When {NAME} regenerates successfully during the Attack Step, gain 1 life.")
    (record,) = made["abilities"]
    assert record["condition"] == {"kind": "attack_step"}


@pytest.mark.parametrize(
    ("line", "keywords"),
    [
        (f"When {NAME} regenerates, gain 1 life.", ()),  # no Regenerate of its own
        (f"When {NAME} regenerates twice, gain 1 life.", ("Regenerate",)),
        (f"If {NAME} uses Regenerate but rolls a character face, gain 1 life.", ("Regenerate",)),
        ("When a character die regenerates, gain 1 life.", ("Regenerate",)),  # anyone's
    ],
)
def test_near_misses_stay_text_only(line: str, keywords: tuple[str, ...]) -> None:
    _, executed = _card(line, keywords)
    assert not executed
