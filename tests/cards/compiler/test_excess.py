"""Overcrush said in words (cards/compiler/constructs/excess.py): "any damage that <self>
does in excess of his blocking characters' total defense is dealt to your opponent" is
Overcrush on this die for the turn (`grant_keyword`). Another die's excess damage stays
text only. Our own wording."""

from __future__ import annotations

import pytest

from games.engine.loading import card_from_dict
from games.reading import read_card
from tests.cards.compiler.helpers import CODE, NAME, compiled, effects, why
from tests.engine.helpers import make_card

OVERCRUSH = [{"op": "grant_keyword", "keyword": "overcrush", "target": "this_die"}]


@pytest.mark.parametrize(
    "line",
    [
        "When blocked, any damage that Wren Hollow does in excess of his blocking characters' "
        "total defense is dealt to your opponent.",
        "When Wren Hollow is blocked, any damage it deals in excess of the defense of its "
        "blockers is dealt to your opponent.",
    ],
)
def test_excess_damage_to_the_opponent_is_overcrush(line: str) -> None:
    assert effects("character", line) == OVERCRUSH
    card = card_from_dict(make_card(CODE, name=NAME, text=[line], **compiled("character", [line])))
    (reading,) = [x.reading for x in read_card(card) if x.kind == "ability"]
    assert reading == (
        "When this die is blocked: this die gains Overcrush until the end of the turn."
    )


@pytest.mark.parametrize(
    "line",
    [
        # another die's damage
        "When fielded, any damage that target character die does in excess of its blocking "
        "characters' total defense is dealt to your opponent.",
        # to another player
        "When blocked, any damage it deals in excess of the defense of its blockers is dealt "
        "to target player.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)
