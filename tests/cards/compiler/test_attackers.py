"""Conditions on who attacks with this die (cards/compiler/constructs/attackers.py; DM-9.1,
DM-9.2): "if another character die is attacking" (a count of the player's other attacking
dice) and "if <self> is the only attacking character die" / "is attacking alone" (kind
`attacking_alone`). Wording is our own."""

from __future__ import annotations

import pytest

from cards.execution import status
from games.reading import read_data
from tests.cards.compiler.helpers import CODE, NAME, ability, compiled, why

ANOTHER = {"kind": "count", "count": "your_other_attacking_dice", "at_least": 1}
ALONE = {"kind": "attacking_alone"}


@pytest.mark.parametrize(
    ("line", "condition", "words"),
    [
        (f"When {NAME} attacks, {NAME} gets +1A if another character die is attacking.",
         ANOTHER, "1 or more other character dice of yours are attacking"),
        (f"When {NAME} attacks, it gets +1A if at least 1 other character die also attacks.",
         ANOTHER, "1 or more other character dice of yours are attacking"),
        (f"When {NAME} attacks, if another character die attacks, {NAME} gets +1A.",
         ANOTHER, "1 or more other character dice of yours are attacking"),
        (f"When {NAME} attacks, she gets +2A and +2D if she is the only attacking character "
         "die (until end of turn).", ALONE, "this die is the only attacking die"),
        (f"When {NAME} attacks, {NAME} gets +2A if {NAME} is attacking alone.", ALONE,
         "this die is the only attacking die"),
    ],
)  # fmt: skip
def test_who_else_attacks_is_the_effects_condition(line: str, condition: dict, words: str) -> None:
    record = ability(line)
    assert record["trigger"] == "when_attacks"
    (effect,) = record["effects"]
    assert effect["condition"] == condition and effect["target"] == "this_die"
    card = {"id": CODE, "kind": "character", "name": NAME, "text": [line], **compiled(
        "character", [line])}  # fmt: skip
    assert status(card).executed
    (read,) = read_data(card)
    assert words in read.reading


@pytest.mark.parametrize(
    "line",
    [
        # two or more others: "dice", no shape read here
        f"When {NAME} attacks, it gets +1A if at least 2 other character dice also attack.",
        # blocking, an opposing die, a named other: other states than attacking beside it
        f"When {NAME} attacks, it gets +1A if another character die is blocking.",
        f"When {NAME} attacks, it gets +1A if an opposing character die is attacking.",
        f"When {NAME} attacks, it gets +1A if it is the only blocking character die.",
        # alone "this turn" or "again": not said by the declaration
        f"When {NAME} attacks, it gets +1A if it attacked alone last turn.",
        # Sidekicks that block, or a number of them
        f"If one or more Sidekicks block, {NAME} gets +1A.",
        f"If two or more Sidekicks attack, {NAME} gets +1A.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)


def test_our_set_carries_the_shapes() -> None:
    """Our own set (cards/data/ocr.json) has a card of each: Lone Heron (the only attacker,
    116ocr), Fen Piper (while another character is active, 117ocr); both executed."""
    import json

    from cards.catalog import DATA

    cards = {c["id"]: c for c in json.loads((DATA / "ocr.json").read_text())["cards"]}
    heron, piper = cards["116ocr"], cards["117ocr"]
    assert heron["abilities"][0]["effects"][0]["condition"] == ALONE
    assert piper["abilities"][0]["condition"]["filters"] == {"named": "Lone Heron"}
    assert status(heron).executed and status(piper).executed


def test_sidekicks_attacking_are_any_players_sidekick_dice_in_the_attack_zone() -> None:
    """DM-9.1: "if one or more Sidekicks attack (either players')": a static's condition."""
    line = f"If one or more Sidekicks attack (either players'), {NAME} gets +1A and +1D."
    record = ability(line)
    assert record["trigger"] == "static"
    assert record["condition"] == {"kind": "dice", "whose": "any", "at_least": 1,
                                   "filters": {"sidekick": True, "zone": "attack"}}  # fmt: skip
