"""Extra damage equal to the level of your highest-level Adventurer (cards/compiler/
constructs/highest_level.py; docs/rulings.md "Adventurers"). Our own wording; near misses
stay text only."""

from __future__ import annotations

from cards.execution import status
from tests.cards.compiler.helpers import CODE, NAME, compiled

BASE = "Deal 2 damage to target character or player."
BURST = (
    "(burst)(burst) Deal extra damage to a character equal to the level of your highest level "
    "Adventurer in the field."
)


def _executed(lines: list[str]) -> list[dict]:
    made = compiled("basic_action", lines)
    card = {"id": CODE, "kind": "basic_action", "name": NAME, "text": lines, **made}
    assert status(card).executed, made
    return made["abilities"]


def test_the_chosen_character_takes_extra_damage() -> None:
    _, burst = _executed([BASE, BURST])
    assert burst["bursts"] == [2] and burst["burst_mode"] == "replace"
    hit, extra = burst["effects"]
    assert hit == {"op": "deal_damage", "amount": 2, "target": "target_player_or_die"}
    assert extra == {
        "op": "deal_damage", "amount": 1, "target": "target_player_or_die",
        "per": "your_highest_level", "per_filters": {"keyword": "experience"},
        "condition": {"kind": "target", "filters": {"die_kind": "character"}},
    }  # fmt: skip


def test_an_affiliation_names_its_own() -> None:
    burst = BURST.replace("Adventurer", "(grv) character")
    _, made = _executed([BASE, burst])
    assert made["effects"][1]["per_filters"] == {"affiliation": "grovekin"}


def test_an_icon_alone_names_its_affiliation_too() -> None:
    burst = BURST.replace("Adventurer in the field", "(grv) in the Field Zone")
    _, made = _executed([BASE, burst])
    assert made["effects"][1]["per_filters"] == {"affiliation": "grovekin"}


def test_near_miss_an_icon_of_no_affiliation_stays_text() -> None:
    burst = BURST.replace("Adventurer in the field", "(bolt) in the Field Zone")
    made = compiled("basic_action", [BASE, burst])
    assert "unread" in made


def test_near_miss_no_text_chose_a_target() -> None:
    made = compiled("basic_action", ["Gain 2 life.", BURST])
    assert "unread" in made


def test_near_miss_lowest_level_stays_text() -> None:
    made = compiled("basic_action", [BASE, BURST.replace("highest", "lowest")])
    assert "unread" in made
