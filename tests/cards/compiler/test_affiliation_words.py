"""An affiliation word in a dice phrase: "your villain characters", "each non-villain
character", "target non-hero character die" (filters `affiliation` / `not_affiliation`),
and said back in words. Cards and wording are our own."""

from __future__ import annotations

from cards.compiler.reminders import without_card_reminders
from games.reading import read_data
from tests.cards.compiler.helpers import NAME, compiled, effects, why


def test_each_non_villain_character_is_every_characters_die_but_villains() -> None:
    line = f"While {NAME} is active, each non-Villain character gets -1A."
    (effect,) = effects("character", line)
    assert effect["target"] == "all_characters"
    assert effect["filters"] == {"not_affiliation": "villain"}


def test_your_other_villain_characters() -> None:
    (effect,) = effects(
        "character", f"While {NAME} is active, your other Villain characters get +2A and +2D."
    )
    assert effect["target"] == "all_your_characters"
    assert effect["filters"]["affiliation"] == "villain"


def test_target_non_hero_character_die() -> None:
    (effect,) = effects("action", "Deal 2 damage to target non-Hero character die.")
    assert effect == {
        "op": "deal_damage", "amount": 2, "target": "target_die",
        "filters": {"not_affiliation": "hero"},
    }  # fmt: skip


def test_near_misses_stay_text_only() -> None:
    assert why("action", "Deal 2 damage to target non-villainous character die.")
    assert why("action", "Deal 2 damage to target villain villain character die.")


def test_the_reading_says_non_villain() -> None:
    line = f"While {NAME} is active, each non-Villain character gets -1A and -1D."
    made = compiled("character", [line])
    lines = read_data({"kind": "character", "name": NAME, "text": [line], **made})
    assert lines is not None
    said = " ".join(x.reading for x in lines)
    assert "non-Villain" in said, said
    assert without_card_reminders(line.lower()) == line.lower()
