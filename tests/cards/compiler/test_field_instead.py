"""Another price for fielding <self> (cards/compiler/constructs/field_instead.py; engine
abilities/field_instead.py; docs/rulings.md "Fielding paid another way"): "you may pay N
life to field <self> for free" and "you may KO every die in your Field Zone to field <self>
for free", a permission of the card's own static (DM-8.10: the fielding cost made nothing,
its price paid instead, DM-12.2). Near misses stay text only. Cards are our own wording."""

from __future__ import annotations

import pytest

from cards.compiler import compile_card
from games.engine import card_execution
from games.engine.loading import card_from_dict
from games.reading import read_card

NAME = "Brannoch Vale"


def _compile(*lines: str) -> dict:
    return compile_card("character", list(lines), name=NAME, code="7bv")


def _executed(lines: list[str], made: dict) -> str:
    data = {"id": "7bv", "name": NAME, "kind": "character", "cost": 4, **made}
    data["faces"] = [{"kind": "energy", "symbols": ["generic"]}] * 6
    assert card_execution({**data, "text": lines}).executed
    return " ".join(x.reading for x in read_card(card_from_dict(data)))


def test_life_instead_of_the_fielding_cost() -> None:
    line = f"You may pay 2 life to field {NAME} for free."
    made = _compile(line)
    assert made["abilities"][0]["effects"] == [
        {"op": "field_for_life", "amount": 2, "target": "this_card"}
    ]
    said = _executed([line], made)
    assert "by losing 2 life instead of paying their fielding cost" in said


@pytest.mark.parametrize("dice", ["every die", "all the dice"])
def test_every_die_in_the_field_zone_kod_instead(dice: str) -> None:
    line = f"You may KO {dice} in your Field Zone to field {NAME} for free."
    made = _compile(line)
    assert made["abilities"][0]["effects"] == [{"op": "field_for_ko_all", "target": "this_card"}]
    said = _executed([line], made)
    assert "by KOing all the dice in your Field Zone instead of paying" in said


def test_with_a_window_ability_on_the_same_line() -> None:
    """The Global window said "any time you can use a Global Ability" with no comma: a
    sentence of its own (DM-8.18), its life a cost paid as it is used (DM-12.2)."""
    line = (f"You may pay 1 life to field {NAME} for free. Any time you can use a Global"
            f" Ability you may pay 1 life to spin {NAME} up 1 level.")  # fmt: skip
    made = _compile(line)
    window = made["abilities"][1]
    assert window["trigger"] == "global_window"
    assert window["costs"] == [{"op": "lose_life", "amount": 1, "target": "you"}]
    said = _executed([line], made)
    assert "you may lose 1 life; if you do, spin this die up 1 level" in said


@pytest.mark.parametrize(
    "line",
    [
        f"When fielded, you may pay 2 life to field {NAME} for free.",  # a trigger's: not this
        f"You may pay 2 life to field {NAME} at level 2.",  # a level: not a price of fielding
        f"You may sacrifice another fielded character to field {NAME} for free.",  # one die
        f"You may KO every die in your Field Zone to field {NAME} for free or spin him up 1"
        " level.",  # a choice of deeds
        f"While {NAME} is active, you may pay 2 life to field {NAME} for free.",  # a static's
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert "unread" in _compile(line)
