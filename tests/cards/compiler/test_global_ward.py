"""Dice an opponent's Globals cannot affect (cards/compiler/constructs/global_ward.py; the
engine's abilities/global_ward.py): "While <self> is active, your characters in the field
cannot be affected by global abilities used by your opponent" (a static while active,
DM-14.3, DM-18.1). Our own wording."""

from __future__ import annotations

import pytest

from games.engine.loading import card_from_dict
from games.reading import read_card
from tests.cards.compiler.helpers import CODE, NAME, compiled, effects, why
from tests.engine.helpers import make_card

WARD = [{"op": "unaffected_by_opposing_globals", "target": "all_your_characters"}]


@pytest.mark.parametrize(
    "line",
    [
        "While active, your characters in the field cannot be affected by global abilities"
        " used by your opponent.",
        "While Wren Hollow is active, your character dice can't be affected by your"
        " opponent's global abilities.",
    ],
)
def test_a_static_ward_while_active(line: str) -> None:
    assert effects("character", line) == WARD
    (record,) = compiled("character", [line])["abilities"]
    assert (record["trigger"], record["while_active"]) == ("static", "self")


def test_the_reading() -> None:
    line = (
        "While Wren Hollow is active, your characters cannot be affected by global abilities"
        " used by your opponent."
    )
    card = card_from_dict(make_card(CODE, name=NAME, text=[line], **compiled("character", [line])))
    (reading,) = [x.reading for x in read_card(card) if x.kind == "ability"]
    assert "can't be affected by your opponent's Global Abilities" in reading, reading


@pytest.mark.parametrize(
    "line",
    [
        # after a trigger, no duration said: a static's only
        "When fielded, your characters cannot be affected by global abilities used by your"
        " opponent.",
        # other sources
        "While Wren Hollow is active, your characters cannot be affected by action dice used"
        " by your opponent.",
        # one die
        "While Wren Hollow is active, Wren Hollow cannot be affected by global abilities used"
        " by your opponent.",
        # the opponent's characters
        "While Wren Hollow is active, opposing characters cannot be affected by global"
        " abilities used by your opponent.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)


@pytest.mark.parametrize(
    "line",
    [
        "While Wren Hollow is active, your character dice get +1D.",
        "While Wren Hollow is active, your characters gain Fast.",
        "While Wren Hollow is active, your character dice have Immortal.",
        "When fielded, your character dice get +1A until the end of the turn.",
    ],
)
def test_the_words_it_shares_with_other_constructs_still_read(line: str) -> None:
    """The ward starts with the core's target phrase, not its own copy of "your character
    dice": a copy made the LALR parser shift into the ward and fail these (ten community
    cards lost once)."""
    assert effects("character", line), line
