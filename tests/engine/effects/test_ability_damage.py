"""Damage from characters' abilities made smaller (abilities/ability_damage.py): a static
"reduce damage from opposing character's abilities by 1" (DM-14.3: while its card is
active, DM-18.1) and a Global's "reduce the damage you take from a character's ability to 1"
(a persistent effect on its player until Cleanup, DM-14.2). Ability damage only, not
combat damage (DM-9.7; 000 glossary "Ability Damage"); damage reduced to 0 is not dealt
(DM-19.1); an action die's or a Global's damage is no character's (DM-1.3)."""

from __future__ import annotations

from typing import Any

from games.engine import events as ev
from games.engine.abilities.damage import deal_damage
from games.engine.loading import card_execution
from games.engine.model.batch import Batch
from games.engine.model.evolve import evolve
from tests.engine.effects.common import effect
from tests.engine.keywords.common import character, face_off

MONK, BRUTE, SIDEKICK = "p1:monk:1", "p2:brute:1", "p2:sidekick:5"
BRUTE_CARD = character("brute", 3, 4)  # Chris's character
MONK_CARD = character(
    "monk", 2, 5,
    abilities=[{"trigger": "static", "text": "While Monk is active, reduce damage ...",
                "while_active": "self",
                "effects": [effect("reduce_ability_damage", "you", amount=1)]}],
)  # fmt: skip


def hit(g: Any, source: str, target: str, amount: int = 2, combat: bool = False) -> int:
    b = Batch(g.state)
    return deal_damage(b, source, target, amount, combat)


def test_ability_damage_from_an_opposing_character_is_one_less_to_you_and_your_dice() -> None:
    g = face_off([MONK_CARD], [BRUTE_CARD], chris_field=1)
    assert hit(g, BRUTE, MONK) == 1
    assert hit(g, BRUTE, "player:0") == 1
    assert hit(g, BRUTE, "player:0", amount=1) == 0  # reduced to nothing: not dealt


def test_combat_damage_and_non_character_damage_are_not_reduced() -> None:
    g = face_off([MONK_CARD], [BRUTE_CARD])
    assert hit(g, BRUTE, MONK, combat=True) == 2
    assert hit(g, "brute", "player:0") == 2  # a card as source: an action's or Global's


def test_it_protects_only_its_player_and_only_while_active() -> None:
    g = face_off([MONK_CARD], [BRUTE_CARD])
    assert hit(g, MONK, BRUTE) == 2  # Chris's die is not protected
    assert hit(g, MONK, "player:1") == 2
    g.arrange(0, "used", [MONK])
    assert hit(g, BRUTE, "player:0") == 2  # Monk is no longer active (DM-18.1)


def test_the_global_caps_the_damage_you_take_this_turn() -> None:
    g = face_off([character("plain", 1, 1)], [BRUTE_CARD])
    g.state = evolve(g.state, ev.EffectStarted("cap_ability_damage", "player:0", "x", 0,
                                               "end_of_turn", 1))  # fmt: skip
    assert hit(g, BRUTE, "player:0", amount=4) == 1
    assert hit(g, BRUTE, "p1:plain:1", amount=4) == 4  # "you": not your dice
    assert hit(g, BRUTE, "player:0", amount=4, combat=True) == 4


def test_card_data_says_it_and_the_engine_runs_it() -> None:
    assert card_execution(MONK_CARD).executed
    paladin = {
        **character("paladin", 1, 2),
        "globals": [{"cost": 1, "energy_types": ["shield"], "text": "Global: ...",
                     "effects": [effect("cap_ability_damage", "you", amount=1)]}],
    }  # fmt: skip
    assert card_execution(paladin).executed
