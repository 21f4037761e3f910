"""Where in combat a die is, in the engine's words (games/reading `qualifiers`): the filters
zone "attack" (the Attack Zone, DM-9.1) and "blocker" (declared as a blocker in this combat,
DM-9.3, state.combat.blocks) say "attacking", "blocking" or "attacking or blocking", never
"blocked this turn" (the filter holds during combat only), and an opponent's choice of N of
their dice says how many they name (abilities/choosers.py `fewest`). Data of our own."""

from __future__ import annotations

import pytest

from games.engine.model.cards import Ability, Condition, EffectSpec, GlobalAbility
from games.reading import ability_words, effect_words, global_words


@pytest.mark.parametrize(
    ("filters", "words"),
    [
        ((("zone", "attack"), ("blocker", False)), "target attacking character die"),
        ((("zone", "attack"), ("blocker", True)), "target blocking character die"),
        ((("zone", "attack"),), "target attacking or blocking character die"),
        ((("blocker", True),), "target blocking character die"),
        ((("blocker", False),), "target character die that is not blocking"),
    ],
)
def test_combat_filters_say_where_the_die_is(filters: tuple, words: str) -> None:
    spec = EffectSpec("deal_damage", amount=1, target="target_die", filters=filters)
    said = effect_words(spec)
    assert words in said and "this turn" not in said


def test_leaving_combat_keeps_the_attacker() -> None:
    """A Global that removes an attacker from combat names an attacker, not "a die that did
    not block"."""
    leave = EffectSpec(
        "move_die", target="target_die", zone="field",
        filters=(("zone", "attack"), ("blocker", False)),
    )  # fmt: skip
    said = global_words(GlobalAbility(1, (leave,), energy_types=("mask",)))
    assert "remove target attacking character die from combat" in said
    assert "block" not in said


def test_a_condition_on_this_die_blocking() -> None:
    ability = Ability(
        "when_kos", (EffectSpec("gain_life", amount=1, target="you"),),
        condition=Condition("this_die", (("filters", {"blocker": True}),)),
    )  # fmt: skip
    said = ability_words(ability)
    assert "if this die is blocking:" in said and "that blocked" not in said


@pytest.mark.parametrize(
    ("blocked", "unless", "words"),
    [
        (True, True, "unless this die was blocked"),
        (True, False, "if this die was blocked"),
        (False, False, "if this die was not blocked"),
    ],
)
def test_a_condition_on_this_die_being_blocked(blocked: bool, unless: bool, words: str) -> None:
    """A relative filter ("that was blocked") keeps its own verb after "this die": never
    "this die is that was blocked"."""
    shut = EffectSpec("cant_be_blocked", target="all_your_characters", condition=Condition(
        "this_die", (("filters", (("blocked", blocked),)),), unless,
    ))  # fmt: skip
    said = ability_words(Ability("when_attacks", (shut,)))
    assert words in said and "is that" not in said


def test_a_kod_trigger_in_the_attack_zone_is_attacking_or_blocking() -> None:
    ability = Ability(
        "when_kod", (EffectSpec("gain_life", amount=1, target="you"),),
        trigger_filters=(("zone", "attack"),),
    )  # fmt: skip
    assert ability_words(ability).startswith("When this die is KO'd while attacking or blocking:")


@pytest.mark.parametrize(("up_to", "count"), [(2, "2"), (3, "3")])
def test_an_opponents_choice_of_n_dice_says_n(up_to: int, count: str) -> None:
    spec = EffectSpec("cant_block", target="opponent_chooses_their_die", up_to=up_to)
    said = effect_words(spec)
    assert said.startswith(
        f"{count} of your opponent's character dice of their choice (all they have, if fewer)"
    )
    assert "targets" not in said and "each" not in said
