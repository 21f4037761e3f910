"""What other text says of Breath Weapons (cards/compiler/constructs/breath_words.py;
docs/rulings.md "Anti-Breath Weapon"): Anti-Breath Weapon X is a Reactive Global of its card
(DM-8.19), its price a static may lower; "other character dice cannot use Breath Weapons"
is a static bar (DM-12.1); an answer to an opponent's Breath Weapon deals as much as its N.
Our own wording; near misses stay text only."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cards.compiler.constructs.breath_words import PER, REACTIVE, USED
from games.engine import card_execution
from games.engine.loading import card_from_dict
from games.reading import read_card
from tests.cards.compiler.helpers import NAME, compiled, why

ECHO = [
    {"op": "deal_damage", "amount": 1, "per": PER, "target": "opponent"},
    {"op": "deal_damage", "amount": 1, "per": PER, "target": "all_opposing_characters"},
]


@pytest.mark.parametrize("head", ["Anti-Breath Weapon X", "Anti-Breath Weapon - X"])
def test_anti_breath_weapon_is_a_reactive_global_while_active(head: str) -> None:
    made = compiled("character", [head])
    assert "unread" not in made, made
    (record,) = made["globals"]
    assert record["reactive"] == REACTIVE and record["cost"] == 0
    assert record["condition"] == {"kind": "active"}
    assert record["effects"] == [{"op": "cancel_breath_weapon", "target": "you"}]


def test_breath_weapon_keeps_its_n() -> None:
    (record,) = compiled("character", ["Breath Weapon 3"])["globals"]
    assert record["breath"] == 3


@pytest.mark.parametrize(
    "line",
    [
        f"While {NAME} is active, whenever an opponent uses a Breath Weapon, {NAME} deals"
        " that much damage to that opponent and to each of their character dice.",
        f"While {NAME} is active, when an opposing character die uses Breath Weapon, that"
        " Breath Weapon also damages its controller and their character dice.",
    ],
)
def test_an_answer_to_an_opponents_breath_weapon(line: str) -> None:
    (record,) = compiled("character", [line])["abilities"]
    assert record["trigger"] == USED and record["effects"] == ECHO


def test_other_dice_cannot_use_breath_weapons() -> None:
    line = f"While {NAME} is active, other character dice can't use Breath Weapons."
    (record,) = compiled("character", [line])["abilities"]
    assert record["trigger"] == "static"
    assert record["effects"] == [{"op": "no_other_breath_weapons", "target": "all_players"}]


def test_its_price_may_be_capped_while_behind_on_life() -> None:
    line = (
        f"While you have less life than an opponent, {NAME}'s Anti-Breath Weapon costs"
        " only (2) to cancel any Breath Weapon."
    )
    (record,) = compiled("character", ["Anti-Breath Weapon X", line])["abilities"]
    assert record["trigger"] == "static" and record["condition"]["kind"] == "life"
    assert record["effects"] == [{"op": "anti_breath_only", "amount": 2, "target": "you"}]


@pytest.mark.parametrize(
    "line",
    [
        # another Anti-Breath Weapon: a reduction, not a cancel
        "Anti-Breath Weapon 2 (When an opponent uses a Breath Weapon, you may pay (2) to"
        " lower its damage to you and each of your dice by 2.)",
        # "that much" after any other Global: no Breath Weapon's N to count
        f"While {NAME} is active, whenever an opponent uses a Global Ability, {NAME} deals"
        " that much damage to that opponent and to each of their character dice.",
        # your own Breath Weapon
        f"Whenever you use a Breath Weapon, {NAME} deals that much damage to that opponent"
        " and to each of their character dice.",
        f"While {NAME} is active, other character dice cannot use Global Abilities twice.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)


def test_our_cards_are_executed_and_read() -> None:
    cards = json.loads(Path("cards/data/ocr.json").read_text())["cards"]
    ours = {c["id"]: c for c in cards if c["id"] in ("660ocr", "661ocr", "662ocr")}
    assert all(card_execution(c).executed for c in ours.values())
    readings = " ".join(x.reading for c in ours.values() for x in read_card(card_from_dict(c)))
    assert "pay as much as the Breath Weapon's cost" in readings
    assert "Whenever an opponent uses a Breath Weapon" in readings
    assert "no player may use a Breath Weapon other than this card's own" in readings


def test_more_damage_to_a_defender_with_no_active_dice_rides_the_breath_weapon() -> None:
    """A rider (docs/rulings.md "Breath Weapon"): the player takes 3 more if, once its own
    damage is dealt, none of their character dice is in the Field Zone (DM-18.1)."""
    line = (
        f"If the defending player has no active character dice, {NAME}'s Breath Weapon"
        " deals an additional 3 damage to that opponent."
    )
    (record,) = compiled("character", ["Breath Weapon 1", line])["globals"]
    assert record["effects"][2] == {
        "op": "deal_damage", "amount": 3, "target": "opponent",
        "condition": {"kind": "dice", "whose": "opposing", "at_most": 0},
    }  # fmt: skip


def test_near_miss_more_damage_to_their_dice_stays_text_only() -> None:
    line = (
        f"If the defending player has no active character dice, {NAME}'s Breath Weapon"
        " deals an additional 3 damage to each of their dice."
    )
    assert "unread" in compiled("character", ["Breath Weapon 1", line])
