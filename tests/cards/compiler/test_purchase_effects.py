"""A die purchased by an ability (constructs/purchase_effects.py; the engine's
`purchase_die` on `supply_die`, docs/rulings.md "A die purchased by an ability"): a price
the card names ("for (2)", "for 1", "at a cost of 1", "you may pay (1) to purchase"), for
free, or for life; where the die goes. Near misses (no price of its own, "N less", dice of
several cards at a price) stay text only. Our own wording."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import CODE, NAME, compiled, effects, said, why

OTHERS = ["Moss Warden"]


def _ability(line: str) -> dict:
    made = compiled("character", [line], names=OTHERS)
    assert "unread" not in made, made
    (record,) = made["abilities"]
    return record


def test_a_price_in_energy_is_the_abilitys_payment() -> None:
    record = _ability(f"When {NAME} attacks, you may purchase a {NAME} die for (1).")
    assert record["pay"] == 1 and record["optional"] is True
    assert record["effects"] == [
        {"op": "purchase_die", "target": "supply_die", "filters": {"card": CODE}}
    ]


@pytest.mark.parametrize(
    ("line", "pay", "zone"),
    [
        ("When fielded, you may purchase a Moss Warden character die for (2) and Prep it.", 2,
         "prep"),
        ("When fielded, you may purchase a Moss Warden die for (mask) and add it to your Prep"
         " Area.", 1, "prep"),
        ("When fielded, you may pay (3) to purchase a Moss Warden die and put it into your bag.",
         3, "bag"),
        ("When fielded, you may purchase a Moss Warden die at a cost of 1.", 1, ""),
    ],
)  # fmt: skip
def test_named_dice_prices_and_places(line: str, pay: int, zone: str) -> None:
    record = _ability(line)
    (effect,) = record["effects"]
    assert record["pay"] == pay and effect["filters"] == {
        "named": "Moss Warden", "die_kind": "character"
    }  # fmt: skip
    assert effect.get("zone", "") == zone


def test_a_basic_action_die_for_a_plain_number() -> None:
    record = _ability("When fielded, you may purchase a Basic Action Die for 1.")
    assert record["pay"] == 1 and record["effects"][0]["filters"] == {"basic": True}


def test_for_free_pays_nothing() -> None:
    record = _ability("When fielded, you may purchase a Moss Warden die for free.")
    assert "pay" not in record and record["effects"][0]["op"] == "purchase_die"


def test_life_paid_goes_with_the_die_bought() -> None:
    """No die left to buy: no life lost either (the purchase is the "if you do" cost)."""
    found = effects("character", "When fielded, you may pay 3 life to purchase a Moss Warden"
                    " die and Prep it.", names=OTHERS)  # fmt: skip
    assert [e["op"] for e in found] == ["purchase_die", "lose_life"]
    assert found[1]["condition"] == {"kind": "done"} and found[0]["zone"] == "prep"


@pytest.mark.parametrize(
    "line",
    [
        "When fielded, you may purchase a Moss Warden die for 2 less (to a minimum of 1).",
        "When fielded, you may immediately purchase a Moss Warden character die for up to 2"
        " less (minimum 1), and Prep it.",
    ],
)
def test_for_less_is_a_reduction_paid_as_it_resolves(line: str) -> None:
    record = _ability(line)
    (effect,) = record["effects"]
    assert "pay" not in record and effect["amount"] == 2


def test_bought_and_fielded_at_a_level() -> None:
    record = _ability("When fielded, you may purchase a Moss Warden die for free and"
                      " immediately field it at level 2.")  # fmt: skip
    assert [e["op"] for e in record["effects"]] == ["purchase_die", "field_die"]
    assert record["effects"][1] == {"op": "field_die", "amount": 2, "target": "moved_die"}


def test_bought_and_rolled_into_the_reserve_pool() -> None:
    record = _ability("When fielded, you may immediately purchase a Moss Warden die for (1) and"
                      " immediately roll it (place it in your Reserve Pool).")  # fmt: skip
    assert record["pay"] == 1
    assert record["effects"][1] == {"op": "roll_from", "target": "moved_die"}


def test_the_price_said_again_in_brackets() -> None:
    record = _ability("When fielded, you may purchase a Basic Action Die for 1 (this may not"
                      " reduce a die's cost below 1).")  # fmt: skip
    assert record["pay"] == 1


def test_the_reading_says_the_price_and_the_place() -> None:
    words = said(f"When {NAME} attacks, you may purchase a {NAME} die for (1) and Prep it.")
    assert "you may pay 1 energy" in words and "energy type of the card it buys" in words
    assert "purchase a die" in words and "Prep Area" in words
    assert "for no energy" not in words  # (near miss: a price named)


def test_the_reading_says_for_free_is_for_no_energy() -> None:
    words = said(f"When {NAME} attacks, you may purchase a {NAME} die for free.")
    assert "purchase a die" in words and "for no energy" in words
    assert "pay" not in words.split("for no energy")[0]


@pytest.mark.parametrize(
    "line",
    [
        # no price of its own: its printed cost, paid as usual (not this)
        "When fielded, you may purchase a Moss Warden die.",
        # dice of several cards at a price: whose energy type it must hold is the pick's
        "When fielded, you may purchase an action die for 1.",
        "When fielded, you may purchase a character die for (2).",
        # a Wild price
        "When fielded, you may purchase a Moss Warden die for (wild).",
        # less, of Basic Action Cards of different costs; a floor of 0
        "When fielded, you may purchase a Basic Action Die for 2 less.",
        "When fielded, you may purchase a Moss Warden die for 2 less (minimum 0).",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert compiled("character", [line], names=OTHERS)["unread"]
    assert why("character", line)
