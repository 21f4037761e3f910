"""The grammar reads triggers on your own and your opponent's dice and deeds
(cards/compiler/constructs/deed_triggers.py) into the engine's `yours`/`opposing` triggers
(games/engine/abilities/occasions.py, DM-18.1), with filters on the die they name; near
misses stay text only. Cards here are our own wording."""

from __future__ import annotations

import pytest

from cards.compiler import compile_card
from games.engine import card_execution

NAME = "Quill Harrow"


def _ability(line: str) -> dict:
    compiled = compile_card("character", [line], name=NAME, affiliations={"gld": "guild"})
    assert "unread" not in compiled, compiled
    (ability,) = compiled["abilities"]
    return ability


@pytest.mark.parametrize(
    ("line", "trigger", "filters"),
    [
        ("Whenever you field a Sidekick die, gain 1 life.", "when_you_field", {"sidekick": True}),
        ("When you field a (gld) character die, gain 1 life.", "when_you_field",
         {"affiliation": "guild"}),
        ("While Quill Harrow is active, when an opponent fields a character die, "
         "deal 1 damage to your opponent.", "when_opponent_fields", {}),
        ("When an opposing character die is KO'd, gain 1 life.", "when_opposing_die_is_kod", {}),
        ("When one of your character dice is KO'd, deal 1 damage to target opposing "
         "character die.", "when_your_die_is_kod", {}),
        ("Each time an opponent purchases a die, your opponent loses 1 life.",
         "when_opponent_purchases", {}),
        ("When your opponent uses a Global ability, gain 1 life.",
         "when_opponent_uses_a_global", {}),
        ("When an opponent uses an action die, deal 1 damage to your opponent.",
         "when_opponent_uses_an_action_die", {}),
        ("When an opposing character die attacks, gain 1 life.", "when_opposing_die_attacks",
         {}),
    ],
)  # fmt: skip
def test_deed_triggers_are_read(line: str, trigger: str, filters: dict) -> None:
    ability = _ability(line)
    assert ability["trigger"] == trigger
    assert ability.get("trigger_filters", {}) == filters
    card = {"id": "q", "name": NAME, "kind": "character", "text": [line],
            "abilities": [ability]}  # fmt: skip
    assert card_execution(card).executed


@pytest.mark.parametrize(
    "line",
    [
        "When an opponent fields a character die, gain 1 life gently.",  # an unknown word
        "When an opponent fields two character dice, gain 1 life.",  # not one die
        "When a character die is KO'd, gain 1 life.",  # whose: not said
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert "unread" in compile_card("character", [line], name=NAME)
