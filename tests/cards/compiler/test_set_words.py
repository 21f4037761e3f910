"""The sets' own words for a character die (cards/compiler/set_words.py, docs/rulings.md "A
set's creature words"): in the Yu-Gi-Oh! set a "monster" is any character die (DM-13.2: a
target die is a character die in the Field Zone unless stated), Sidekicks included; in
another set the word is no character die (the Dungeons & Dragons Monster affiliation) and
the line stays as it was. Our own wording."""

from __future__ import annotations

from typing import Any

import pytest

from cards.compiler import compile_card
from cards.compiler.set_words import plain, set_code
from cards.execution import status

NAME = "Moss Drake"


def _made(line: str, code: str) -> dict[str, Any]:
    made = compile_card("character", [line], NAME, code=code)
    card = {"id": code, "kind": "character", "name": NAME, "text": [line], **made}
    return {**made, "executed": status(card).executed}


def test_a_card_code_names_its_set() -> None:
    assert set_code("101ygo") == "ygo"
    assert set_code("7m2016") == "m2016"
    assert set_code("") == ""


@pytest.mark.parametrize(
    ("line", "effect"),
    [
        ("Global: Pay (fist) to deal 2 damage to target monster.",
         {"op": "deal_damage", "amount": 2, "target": "target_die"}),
        ("When this monster attacks, level 2 monsters cannot block this turn.",
         {"op": "cant_block", "target": "all_characters", "filters": {"level": 2}}),
    ],
)  # fmt: skip
def test_a_monster_of_the_yu_gi_oh_set_is_a_character_die(line: str, effect: dict) -> None:
    made = _made(line, "9ygo")
    assert made["executed"], made
    record = (made.get("abilities") or made["globals"])[0]
    assert record["effects"] == [effect]


def test_elsewhere_a_monster_is_no_character_die() -> None:
    """Near miss: the same line on a card of another set stays text only (there "monster" is
    an affiliation, the Monster icon; docs/rulings.md "Experience")."""
    made = _made("Global: Pay (fist) to deal 2 damage to target monster.", "9bff")
    assert not made["executed"]
    assert made["unread"][0]["why"] == "effect"


def test_only_the_whole_word_is_said_again() -> None:
    """A word that only contains it ("monstrous") is left as printed."""
    assert plain("monsters get +1a", "3ygo") == "characters get +1a"
    assert plain("a monstrous roar", "3ygo") == "a monstrous roar"
    assert plain("target monster", "3bff") == "target monster"


@pytest.mark.parametrize(
    ("line", "effect"),
    [
        ("When fielded, knock out an opposing NPC.",
         {"op": "ko", "target": "choose_opposing_die", "filters": {"sidekick": True}}),
        ("Global: Pay (bolt). Deal 1 damage to an NPC.",
         {"op": "deal_damage", "amount": 1, "target": "choose_die",
          "filters": {"sidekick": True}}),
    ],
)  # fmt: skip
def test_an_npc_of_the_dungeons_and_dragons_sets_is_a_sidekick(line: str, effect: dict) -> None:
    made = _made(line, "9bff")
    assert made["executed"], made
    record = (made.get("abilities") or made["globals"])[0]
    assert record["effects"] == [effect]


def test_elsewhere_an_npc_is_no_sidekick() -> None:
    """Near miss: the same word on a card of a set that does not say it stays as printed."""
    made = _made("When fielded, knock out an opposing NPC.", "9avx")
    assert not made["executed"]
    assert plain("an opposing npc", "3avx") == "an opposing npc"
    assert plain("your npcs and an npc", "3toa") == "your sidekicks and a sidekick"
    assert plain("a non-npc die", "3toa") == "a non-sidekick die"
