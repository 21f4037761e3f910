"""Replacement sentences (cards/compiler/constructs/instead.py; DM-12.1): "If <condition>,
instead <effect>." and "If <condition>, <effect> instead." after a sentence of one effect
are that effect's `instead` (the engine does them in its place when the condition holds as
it resolves). Our own wording."""

from __future__ import annotations

import pytest

from cards.compiler import compile_card
from games.engine.loading import card_from_dict
from games.reading import read_card
from tests.cards.compiler.helpers import CODE, NAME, compiled, effects, why
from tests.engine.helpers import make_card

DAMAGE = {"op": "deal_damage", "amount": 1, "target": "target_die"}
HAVE = {"kind": "dice", "whose": "yours", "at_least": 3, "zone": "used"}


@pytest.mark.parametrize(
    "line",
    [
        "Deal 1 damage to target character die. If you have 3 or more dice in your Used Pile, "
        "instead deal 2 damage.",
        "Deal 1 damage to target character die. If you have 3 or more dice in your Used Pile, "
        "deal 2 damage instead.",
    ],
)
def test_instead_deal_more_is_the_same_damage_with_its_amount(line: str) -> None:
    (effect,) = effects("basic_action", line)
    assert effect == {**DAMAGE, "instead": {"if": HAVE, "effects": [{**DAMAGE, "amount": 2}]}}


def test_it_is_the_die_the_replaced_effect_named() -> None:
    line = ("When fielded, target character die gets +2A. If that character die is (grv), it "
            "gets +3A instead.")  # fmt: skip
    (record,) = compiled("character", [line])["abilities"]
    (effect,) = record["effects"]
    assert effect["instead"] == {
        "if": {"kind": "target", "filters": {"affiliation": "grovekin"}},
        "effects": [{"op": "modify_attack", "amount": 3, "target": "target_die"}],
    }


@pytest.mark.parametrize(
    "line",
    [
        # two effects before: which one is replaced is not said
        "Deal 1 damage to target character die and gain 1 life. If you have 3 or more dice in "
        "your Used Pile, instead deal 2 damage.",
        # a condition no construct reads
        "Deal 1 damage to target character die. If the moon is full, instead deal 2 damage.",
        # "instead" with nothing before it
        "If you have 3 or more dice in your Used Pile, instead deal 2 damage to target "
        "character die.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("basic_action", line) in ("condition", "unparsed")


def test_the_reading_says_what_happens_instead() -> None:
    line = ("Deal 1 damage to target character die. If you have 3 or more dice in your Used "
            "Pile, instead deal 2 damage.")  # fmt: skip
    made = compile_card("basic_action", [line], NAME, code=CODE)
    card = card_from_dict(make_card(CODE, "basic_action", name=NAME, abilities=made["abilities"]))
    assert read_card(card)[0].reading.endswith("instead."), read_card(card)[0].reading
