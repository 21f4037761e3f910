"""Set keywords read from their own line (cards/compiler/set_keywords.py; docs/rulings.md):
Breath Weapon N, with or without its reminder, is a Global of the card usable while it is
active. Our own wording where the reminder is said."""

from __future__ import annotations

import pytest

from cards.compiler import compile_card
from games.engine.loading import card_from_dict
from games.reading import read_card
from tests.cards.compiler.helpers import CODE, NAME, compiled, why
from tests.engine.helpers import make_card


@pytest.mark.parametrize(
    "line",
    [
        "Breath Weapon 2",
        "Breath Weapon 2 (Pay 2 to deal 2 damage to your opponent and all their characters.)",
    ],
)
def test_breath_weapon_is_a_global_while_the_card_is_active(line: str) -> None:
    made = compiled("character", [line])
    assert "unread" not in made, made
    (record,) = made["globals"]
    assert record["cost"] == 2
    assert record["condition"] == {"kind": "active"}
    assert record["effects"] == [
        {"op": "deal_damage", "amount": 2, "target": "opponent"},
        {"op": "deal_damage", "amount": 2, "target": "all_opposing_characters"},
    ]


@pytest.mark.parametrize(
    "line",
    [
        "Breath Weapon 2 (Pay 1 to deal 3 damage to your opponent and all their characters.)",
        "Breath Weapon 2. Gain 1 life.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line) in ("set_keyword:breath_weapon", "unparsed")


def test_the_reading_says_when_it_may_be_used() -> None:
    made = compile_card("character", ["Breath Weapon 1"], NAME, code=CODE)
    card = card_from_dict(make_card(CODE, name=NAME, globals=made["globals"]))
    assert read_card(card)[0].reading.startswith("Global (pay 1, if this card is active)")


@pytest.mark.parametrize(
    "line",
    [
        f"Strike (If you field no other characters this turn, {NAME} gets +2/+2 and Overcrush.)",
        f"Strike ({NAME} gets +2A, +2D, and Overcrush so long as it is the only character die "
        "you fielded this turn.)",
    ],
)
def test_strike_is_a_static_while_no_other_die_was_fielded(line: str) -> None:
    made = compiled("character", [line])
    assert "unread" not in made, made
    (record,) = made["abilities"]
    assert record["trigger"] == "static"
    assert record["condition"] == {"kind": "fielded_alone"}
    assert record["effects"] == [
        {"op": "modify_stats", "amount": 2, "target": "this_card"},
        {"op": "grant_keyword", "keyword": "overcrush", "target": "this_card"},
    ]


def test_strike_near_miss_stays_text_only() -> None:
    line = f"Strike (If you field no other characters this turn, {NAME} gets +3/+3.)"
    assert why("character", line) in ("set_keyword:strike", "unparsed")


# A Breath Weapon's riders: another line of the card that says more of it (docs/rulings.md
# "Breath Weapon"), read into its Global as effects on the dice it damaged.
RIDDEN = "all_just_damaged_dice"


@pytest.mark.parametrize(
    ("rider", "effect"),
    [
        (f"{NAME}'s Breath Weapon deals 1 extra damage to Adventurers.",
         {"op": "deal_damage", "amount": 1, "target": RIDDEN,
          "filters": {"keyword": "experience"}}),
        (f"{NAME}'s Breath Weapon deals an additional 3 damage to Adventurer character.",
         {"op": "deal_damage", "amount": 3, "target": RIDDEN,
          "filters": {"keyword": "experience"}}),
        ("Level 2 character dice damaged by this Breath Weapon cannot block until end of turn.",
         {"op": "cant_block", "target": RIDDEN, "filters": {"level": 2}}),
        (f"When {NAME}'s Breath Weapon deals damage to an Adventurer, it cannot block this turn.",
         {"op": "cant_block", "target": RIDDEN, "filters": {"keyword": "experience"}}),
        ("Spin each character damaged by this breath weapon down 2 levels.",
         {"op": "spin_down", "amount": 2, "target": RIDDEN}),
    ],
)  # fmt: skip
def test_a_rider_is_read_into_the_breath_weapon(rider: str, effect: dict) -> None:
    made = compiled("character", ["Breath Weapon 2", rider])
    assert "unread" not in made, made
    (record,) = made["globals"]
    assert record["riders"] == [rider]
    assert record["effects"][2:] == [effect]
    card = card_from_dict(
        make_card(CODE, name=NAME, text=["Breath Weapon 2", rider], globals=made["globals"])
    )
    readings = [x.reading for x in read_card(card)]
    assert "that damage was dealt to" in readings[0]
    assert readings[1] == "said in the Global above (its last effects)"


@pytest.mark.parametrize(
    "lines",
    [
        # no Breath Weapon on the card: the rider says more of nothing
        [f"{NAME}'s Breath Weapon deals 1 extra damage to Adventurers."],
        # what the rider says the grammar does not read: both lines stay text only
        ["Breath Weapon 1", "Villain character dice damaged by this Breath Weapon cannot block"
         " until end of turn unless your opponent pays (1)."],
        ["Breath Weapon 1", "Adventurer character dice damaged by this Breath Weapon cannot"
         " block dragons until end of turn."],
        ["Breath Weapon 1", "Level 1 character dice damaged by this Breath Weapon gain Fast."],
    ],
)  # fmt: skip
def test_rider_near_misses_stay_text_only(lines: list[str]) -> None:
    made = compiled("character", lines)
    assert "globals" not in made or not any(g.get("riders") for g in made["globals"])
    assert made.get("unread"), made


def test_a_rider_the_opponent_may_prevent_by_paying_life() -> None:
    """docs/rulings.md "Breath Weapon": "... cannot block. Your opponent may prevent this by
    paying N life": the dice it damaged can't block this turn unless the opponent pays (the
    payment asked as the Global resolves, constructs/opponent_pays.py); the damage happens
    either way."""
    rider = (
        "Character dice damaged by this Breath Weapon can't block. Your opponent can prevent "
        "this effect by paying 2 life."
    )
    made = compiled("character", ["Breath Weapon 1", rider])
    assert "unread" not in made, made
    (record,) = made["globals"]
    assert record["effects"][2:] == [
        {"op": "lose_life", "amount": 2, "target": "opponent_may_pay"},
        {"op": "cant_block", "target": RIDDEN, "condition": {"kind": "prevented", "unless": True}},
    ]


def test_rider_near_miss_an_energy_payment_stays_text_only() -> None:
    rider = (
        "Character dice damaged by this Breath Weapon can't block. Your opponent can prevent "
        "this effect by paying (1)."
    )
    assert compiled("character", ["Breath Weapon 1", rider]).get("unread")
