"""A player's own deeds as triggers (cards/compiler/constructs/player_deeds.py; engine
games/engine/abilities/player_deeds.py): "whenever you take non-combat damage" (DM-9.7,
DM-16.1), "whenever you KO an opposing (non-Sidekick) character die"; and the shortening
"deal 1 damage to opponent" (constructs/damage_everyone.py). Our own wording."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import ability, said, why


@pytest.mark.parametrize(
    "opening",
    ["While active, each time you take non-combat damage,",
     "While Wren Hollow is active, whenever you are dealt non-combat damage,"],
)  # fmt: skip
def test_non_combat_damage(opening: str) -> None:
    record = ability(f"{opening} deal 1 damage to opponent.")
    assert record["trigger"] == "when_you_take_non_combat_damage"
    assert record["effects"] == [{"op": "deal_damage", "amount": 1, "target": "opponent"}]


def test_you_ko_an_opposing_die() -> None:
    record = ability(
        "While Wren Hollow is active, whenever you KO an opposing non-Sidekick character die,"
        " gain 1 life."
    )
    assert record["trigger"] == "when_you_ko_opposing_die"
    assert record["trigger_filters"] == {"sidekick": False}
    assert "Whenever you KO an opposing non-Sidekick die" in said(
        "Whenever you KO an opposing non-Sidekick character die, gain 1 life."
    )


@pytest.mark.parametrize(
    "line",
    [
        "Whenever you KO a character die, gain 1 life.",  # whose: not said
        "Whenever you KO one of your character dice, gain 1 life.",
        "Whenever you take combat damage, gain 1 life.",
        "Whenever your opponent takes non-combat damage, gain 1 life.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line) in ("trigger:other", "trigger:whenever", "unparsed", "effect")


def test_any_character_die_leaves_the_field_zone() -> None:
    line = ("While Wren Hollow is active, when any character die leaves the Field Zone,"
            " Wren Hollow gets +2D until end of turn.")  # fmt: skip
    record = ability(line)
    assert record["trigger"] == "when_your_die_leaves_field"
    assert record["also"] == ["when_opposing_die_leaves_field"]
    assert "leaves the Field Zone" in said(line)
    near = ("While Wren Hollow is active, when any character die leaves the Field Zone during"
            " your turn, gain 1 life.")  # fmt: skip
    assert ability(near)["condition"] == {"kind": "your_turn"}  # the trigger's own condition
