"""Kinds of dice in a target phrase (constructs/dice_kinds.py): another character's name,
"non-<self>", "non-Crossover", "with <keyword>", "Adventurers" (a character
with Experience, docs/rulings.md "Adventurers"), each a filter that combines with every
effect taking a target (DM-13: a target phrase names the dice an effect affects). Wording
and names are our own."""

from __future__ import annotations

import pytest

from cards.compiler import compile_card
from cards.execution import status
from tests.cards.compiler import helpers

NAME = "Wren Hollow"
NAMES = ("Marsh Wren", "The Old Heron", "Wren Hollow")
ICONS = {"grv": "grovekin"}


def compiled(line: str) -> dict:
    return compile_card("character", [line], NAME, code="5tst", names=NAMES, affiliations=ICONS)


def effects(line: str) -> list[dict]:
    return helpers.effects("character", line, names=NAMES)


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "When fielded, deal 3 damage to each opposing Marsh Wren character die.",
            {"op": "deal_damage", "amount": 3, "target": "all_opposing_characters",
             "filters": {"named": "Marsh Wren"}},
        ),
        (
            "While Wren Hollow is active, your The Old Heron dice get +1A and +1D.",
            {"op": "modify_stats", "amount": 1, "target": "all_your_characters",
             "filters": {"named": "The Old Heron"}},
        ),
        (
            "When fielded, KO all Marsh Wren dice.",
            {"op": "ko", "target": "all_characters", "filters": {"named": "Marsh Wren"}},
        ),
        (
            "While Wren Hollow is active, your non-Wren Hollow (grv) character dice get +2A.",
            {"op": "modify_attack", "amount": 2, "target": "all_your_characters",
             "filters": {"other_card": "5tst", "affiliation": "grovekin"}},
        ),
        (
            "When fielded, deal 1 damage to target non-Crossover character die.",
            {"op": "deal_damage", "amount": 1, "target": "target_die",
             "filters": {"crossover": False}},
        ),
        (
            "When fielded, KO all character dice with Frag.",
            {"op": "ko", "target": "all_characters", "filters": {"keyword": "frag"}},
        ),
        (
            "When fielded, deal 3 damage to all Adventurer character dice.",
            {"op": "deal_damage", "amount": 3, "target": "all_characters",
             "filters": {"keyword": "experience"}},
        ),
        (  # DM-13.1: one chosen die, of any card but this one
            "When fielded, target (grv) character die other than Wren Hollow gains Overcrush.",
            {"op": "grant_keyword", "keyword": "overcrush", "target": "target_die",
             "filters": {"affiliation": "grovekin", "other_card": "5tst"}},
        ),
        (
            "When fielded, target character die other than Wren Hollow gets +2A.",
            {"op": "modify_attack", "amount": 2, "target": "target_die",
             "filters": {"other_card": "5tst"}},
        ),
        (
            "When fielded, KO an Adventurer.",
            {"op": "ko", "target": "choose_die", "filters": {"keyword": "experience"}},
        ),
    ],
)  # fmt: skip
def test_a_kind_of_dice_is_a_filter(line: str, expected: dict) -> None:
    (effect,) = effects(line)
    assert effect == expected


@pytest.mark.parametrize(
    "line",
    [
        "When fielded, deal 2 damage to target @bolt die.",  # an action die has a type too
        "When fielded, KO all opposing dice.",  # action dice as well: not read here
        "When fielded, KO all Adventurers with Swarm and Frag.",
        "While Wren Hollow is active, your other non-Wren Hollow character dice get +1A.",
        # "other than <self>" said beside "non-<self>", or of a die named elsewhere
        "When fielded, target non-Wren Hollow die other than Wren Hollow gets +2A.",
        "When fielded, target character die other than Marsh Wren gets +2A.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    made = compiled(line)
    card = {"id": "5tst", "kind": "character", "name": NAME, "text": [line], **made}
    assert not status(card).executed
