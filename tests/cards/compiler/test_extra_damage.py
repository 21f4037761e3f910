"""A Reactive Global on damage its player deals with an action die or a Global
(cards/compiler/constructs/extra_damage.py; the engine's abilities/extra_damage.py, DM-8.19):
"Global: Pay (fist) when you deal damage with an action die or global ability to deal one
extra damage to one target". Our own wording."""

from __future__ import annotations

import pytest

from games.engine.loading import card_from_dict
from games.reading import read_card
from tests.cards.compiler.helpers import CODE, NAME, compiled, effects, why
from tests.engine.helpers import make_card

EXTRA = [{"op": "deal_damage", "amount": 1, "target": "target_just_damaged"}]
LINE = (
    "Global: Pay (fist) when you deal damage with an action die or global ability to deal one"
    " extra damage to one target."
)


@pytest.mark.parametrize(
    "line",
    [
        LINE,
        "Global: Pay 1 when you deal damage with an action die or a global ability to deal 1"
        " extra damage to one target.",
    ],
)
def test_a_reactive_global_on_action_or_global_damage(line: str) -> None:
    assert effects("character", line) == EXTRA
    (record,) = compiled("character", [line])["globals"]
    assert record["reactive"] == "when_you_deal_action_or_global_damage"
    assert record["cost"] == 1


def test_the_cost_and_its_type() -> None:
    (record,) = compiled("character", [LINE])["globals"]
    assert (record["cost"], record["energy_types"]) == (1, ["fist"])


def test_the_reading() -> None:
    card = card_from_dict(make_card(CODE, name=NAME, text=[LINE], **compiled("character", [LINE])))
    (reading,) = [x.reading for x in read_card(card) if x.kind == "global"]
    assert reading.startswith("Global, when you deal damage with an action die or a global")
    assert "1 damage to one player or character die that damage was dealt to" in reading


@pytest.mark.parametrize(
    "line",
    [
        # "extra damage" with no damage it answers
        "Deal one extra damage to one target.",
        "When fielded, deal one extra damage to one target.",
        "Global: Pay (fist). Deal one extra damage to one target.",
        # other sources of the damage
        "Global: Pay (fist) when you deal damage with a character die to deal one extra damage"
        " to one target.",
        # another effect of the Global first
        "Global: Pay (fist) when you deal damage with an action die or global ability to gain"
        " 1 life and deal one extra damage to one target.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    why("character", line)
