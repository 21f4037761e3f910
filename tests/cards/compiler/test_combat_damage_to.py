"""Where a die's combat damage went, as a trigger: "When <self> deals combat damage to a
(grv) character die," (constructs/combat_triggers.py; the card file's "deals combat damage
a ..." with its "to" left out is read the same, normalise.py) and a die of yours that deals
combat damage to an opponent, while <self> is active (constructs/deeds.py; DM-9.8,
DM-9.10). Our own wording; near misses stay text only."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import NAME, ability, said, why

LOSE_2 = [{"op": "lose_life", "amount": 2, "target": "opponent"}]


@pytest.mark.parametrize("words", ["deals combat damage to", "deals combat damage"])
def test_combat_damage_to_a_die_of_a_kind(words: str) -> None:
    line = f"When {NAME} {words} a (grv) character die, your opponent loses 2 life."
    record = ability(line)
    assert record["trigger"] == "when_deals_combat_damage_to_die"
    assert record["trigger_filters"] == {"affiliation": "grovekin"}
    assert record["effects"] == LOSE_2
    assert said(line).startswith("When this die deals combat damage to a Grovekin die")


def test_a_die_of_yours_deals_combat_damage_to_an_opponent() -> None:
    line = (f"While {NAME} is active, whenever one of your (grv) character dice deals combat"
            " damage to your opponent, gain 1 life.")  # fmt: skip
    record = ability(line)
    assert record["trigger"] == "when_your_die_deals_combat_damage_to_opponent"
    assert record["trigger_filters"] == {"affiliation": "grovekin"}
    assert "deals combat damage to an opponent" in said(line)


@pytest.mark.parametrize(
    "line",
    [
        # an opposing die's "your opponent" (its own player?), either player's die, and a
        # die of the damaging player's own side
        "When an opposing character die deals combat damage to your opponent, gain 1 life.",
        "When a character die deals combat damage to an opponent, gain 1 life.",
        f"When {NAME} deals combat damage to a character die you control, gain 1 life.",
        f"When {NAME} deals combat damage to another player, gain 1 life.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line) in ("trigger:other", "unparsed", "condition")


@pytest.mark.parametrize(
    ("line", "filters"),
    [
        (f"If {NAME} attacks and KOs an opposing character die, gain 1 life.", {"blocker": True}),
        (f"When {NAME} blocks and KOs a Sidekick die, gain 1 life.",
         {"sidekick": True, "blocked": True}),
    ],
)  # fmt: skip
def test_attacks_or_blocks_and_kos(line: str, filters: dict) -> None:
    record = ability(line)
    assert record["trigger"] == "when_kos" and record["trigger_filters"] == filters


def test_its_own_damage_said_with_its() -> None:
    """ "deal its damage equal to its A" (the card file's words): its own damage, its A."""
    record = ability(f"When {NAME} attacks and KOs a character die, you may deal its damage"
                     " equal to its A to target character die.")  # fmt: skip
    assert record["effects"] == [
        {"op": "deal_damage", "target": "target_die", "amount": 1, "per": "this_die_attack"}
    ]
    assert "KOs a blocking" in said(f"When {NAME} attacks and KOs a character die, gain 1 life.")


@pytest.mark.parametrize(
    "line",
    [
        # a combat word the role already says, or one it contradicts; no die KO'd
        f"When {NAME} attacks and KOs a blocking character die, gain 1 life.",
        f"When {NAME} blocks and KOs an attacking character die, gain 1 life.",
        f"When {NAME} attacks and KOs, gain 1 life.",
    ],
)
def test_role_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line) in ("trigger:other", "unparsed", "condition")
