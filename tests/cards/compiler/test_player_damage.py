"""Its player's damage as a character's trigger (cards/compiler/constructs/player_damage.py):
"When you take damage," (DM-12.4) while this card is active (DM-18.1); "... you or character
dice you control are damaged," two triggers of one ability (DM-15.6). Our own wording."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import CODE, ability, why

SPIN = {"op": "spin_up", "amount": 1, "target": "all_your_characters",
        "filters": {"card": CODE}}  # fmt: skip


@pytest.mark.parametrize(
    "opening",
    ["When you take damage,", "Whenever you are dealt damage,",
     "While Wren Hollow is active, each time you take damage,"],
)  # fmt: skip
def test_you_take_damage_is_your_damage_while_active(opening: str) -> None:
    record = ability(f"{opening} spin Wren Hollow up 1 level.")
    assert record["trigger"] == "when_you_are_damaged"
    assert record["while_active"] == "self" and "also" not in record
    assert record["effects"] == [SPIN]


@pytest.mark.parametrize(
    "opening",
    ["Whenever you or character dice you control are damaged,",
     "When you or one of your character dice is damaged,",
     "Whenever you or your character dice take damage,"],
)  # fmt: skip
def test_you_or_your_dice_is_two_triggers(opening: str) -> None:
    record = ability(f"{opening} spin Wren Hollow up 1 level.")
    assert record["trigger"] == "when_you_are_damaged"
    assert record["also"] == ["when_your_die_is_damaged"]
    assert record["while_active"] == "self"


def test_damage_or_an_opponent_s_attack_is_two_triggers() -> None:
    record = ability("When you take damage or an opponent declares an attack, gain 1 life.")
    assert record["trigger"] == "when_you_are_damaged"
    assert record["also"] == ["start_of_opponents_attack_step"]
    assert record["while_active"] == "self"


@pytest.mark.parametrize(
    "line",
    [
        "When you take damage or an opponent declares blockers, gain 1 life.",
        "When you take damage, deal 1 damage to it.",  # "it": no one die was damaged
        "When you lose life, gain 1 life.",  # life lost is no damage (DM-12.4)
        "When you or an opposing character die is damaged, gain 1 life.",
        "When you take 2 damage, gain 1 life.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line) in ("trigger:other", "reference", "effect", "unparsed")
