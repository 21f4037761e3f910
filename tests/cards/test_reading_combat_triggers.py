"""A die's own combat and damage triggers read in words (games/reading/triggers.py): what
narrows them is said, and the filters on the other die name that die ("KOs a Sidekick
die", "blocks a Villain die"). Abilities here are our own."""

from __future__ import annotations

import pytest

from games.engine.model.cards import Ability, EffectSpec
from games.reading import ability_words

PREP = EffectSpec(op="prep", amount=1, zone="bag", target="none")


@pytest.mark.parametrize(
    ("trigger", "filters", "lead"),
    [
        ("when_dealt_combat_damage", (), "When this die is dealt combat damage:"),
        ("when_deals_combat_damage", (), "When this die deals combat damage:"),
        ("when_damages_opponent", (), "When this die deals damage to an opponent:"),
        ("when_deals_combat_damage_to_opponent", (),
         "When this die deals combat damage to an opponent:"),
        ("when_kod_by_combat", (), "When this die is KO'd by combat damage:"),
        ("when_attacks_alone", (), "When this die attacks alone:"),
        ("when_kos", (("sidekick", True),), "When this die KOs a Sidekick die with combat damage:"),
        ("when_blocks_die", (("affiliation", "villain"),), "When this die blocks a Villain die:"),
        ("when_blocked_by_die", (("level", 2),), "When this die is blocked by a level 2 die:"),
    ],
)  # fmt: skip
def test_combat_triggers_are_said_with_what_narrows_them(
    trigger: str, filters: tuple, lead: str
) -> None:
    words = ability_words(Ability(trigger=trigger, effects=(PREP,), trigger_filters=filters))
    assert words.startswith(lead), words


def test_a_basic_action_die_is_said() -> None:
    ability = Ability(trigger="when_you_use_an_action_die", effects=(PREP,),
                      trigger_filters=(("basic", True),))  # fmt: skip
    assert ability_words(ability).startswith(
        "When you use a Basic action die, while this card is active:"
    )
    ability = Ability(trigger="when_you_use_an_action_die", effects=(PREP,),
                      trigger_filters=(("basic", False),))  # fmt: skip
    assert ability_words(ability).startswith(
        "When you use a non-Basic action die, while this card is active:"
    )


def test_a_die_of_no_such_affiliation_is_said() -> None:
    ability = Ability(trigger="when_you_field", effects=(PREP,),
                      trigger_filters=(("not_affiliation", "villain"),))  # fmt: skip
    assert ability_words(ability).startswith(
        "Whenever you field a non-Villain die, while this card is active:"
    )


def test_ko_while_attacking_and_during_a_turn_are_said() -> None:
    attacking = (("blocker", False), ("zone", "attack"))
    ability = Ability(trigger="when_kod", effects=(PREP,), trigger_filters=attacking)
    assert ability_words(ability).startswith("When this die is KO'd while attacking:")
    from games.engine.abilities.conditions import condition_from_dict

    theirs = condition_from_dict({"kind": "your_turn", "unless": True}, "x")
    ability = Ability(trigger="when_kod", effects=(PREP,), condition=theirs)
    assert "unless it is your turn" in ability_words(ability)
