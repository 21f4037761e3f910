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
