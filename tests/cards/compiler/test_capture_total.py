"""A capture of several dice under a total fielding cost, until its player damages an
opponent (constructs/capture_total.py; DM-23.1). Our own wording; near misses stay text only."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import effects, why

LINE = (
    "This die captures any number of opposing characters with a total fielding cost of 3 or"
    " less. This effect lasts until canceled or you damage your opponent (return the captured"
    " dice to the field)."
)


def test_any_number_under_a_total_until_you_damage_your_opponent() -> None:
    assert effects("basic_action", LINE) == [
        {"op": "capture", "target": "choose_opposing_die", "up_to": 99,
         "filters": {"total_field_cost": 3}, "duration": "until_damage"}
    ]  # fmt: skip


def test_it_is_said_in_words() -> None:
    from games.engine.loading import card_from_dict
    from games.reading import read_card
    from tests.cards.compiler.helpers import CODE, NAME, compiled
    from tests.engine.helpers import make_card

    made = compiled("basic_action", [LINE])
    card = card_from_dict(make_card(CODE, kind="basic_action", name=NAME, text=[LINE], **made))
    (reading,) = [x.reading for x in read_card(card) if x.kind == "ability"]
    assert reading == (
        "Capture an opposing character die with fielding cost 3 or less (3 or less for all of"
        " them together) of your choice (repeated for any number of dice) until you damage your"
        " opponent."
    )


@pytest.mark.parametrize(
    "line",
    [
        # how long it lasts said after no capture
        "Gain 1 life. This effect lasts until you damage your opponent.",
        # said twice
        "When fielded, capture target opposing character die until the end of the turn. This"
        " capture lasts until you damage your opponent.",
        # a total of nothing
        "This die captures any number of opposing characters with a total fielding cost of 0"
        " or less.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("basic_action" if line.startswith(("This", "Gain")) else "character", line)
