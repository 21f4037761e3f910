"""Damage made smaller as it is dealt (abilities/damage_taken.py; DM-15.4: "prevent, reduce,
or redirect" happen at once): statics "each damage to these dice is N less / at most N"
(DM-14.3, while their card is active, DM-18.1), per source (each damage event is one
source's), and a Global's "if a character die would deal you 7 or more combat damage, it
instead deals you 4" (a persistent effect on its player until Cleanup, DM-14.2). Damage
made 0 is not dealt (DM-19.1)."""

from __future__ import annotations

from typing import Any

from games.engine import events as ev
from games.engine.abilities.damage import deal_damage
from games.engine.abilities.effects.damage_taken import EFFECTS
from games.engine.loading import card_execution
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.evolve import evolve
from games.engine.model.state import Trigger
from tests.engine.effects.common import effect
from tests.engine.keywords.common import character, face_off

MONK, BRUTE = "p1:monk:1", "p2:brute:1"
BRUTE_CARD = character("brute", 6, 4)  # Chris's character


def monk(op: str, amount: int, target: str = "this_card", **more: Any) -> dict[str, Any]:
    return character(
        "monk", 2, 5,
        abilities=[{"trigger": "static", "text": "Damage dealt to Monk ...", **more,
                    "effects": [effect(op, target, amount=amount)]}],
    )  # fmt: skip


def hit(g: Any, source: str, target: str, amount: int = 3, combat: bool = False) -> int:
    return deal_damage(Batch(g.state), source, target, amount, combat)


def test_a_reduction_takes_n_from_each_damage_combat_or_not() -> None:
    g = face_off([monk("reduce_damage_taken", 1)], [BRUTE_CARD])
    assert hit(g, BRUTE, MONK) == 2
    assert hit(g, BRUTE, MONK, combat=True) == 2
    assert hit(g, BRUTE, MONK, amount=1) == 0  # reduced to nothing: not dealt (DM-19.1)
    assert hit(g, MONK, BRUTE) == 3  # only the dice it names
    assert hit(g, BRUTE, "player:0") == 3


def test_a_cap_makes_each_sources_damage_at_most_n() -> None:
    g = face_off([monk("cap_damage_taken", 1)], [BRUTE_CARD])
    assert hit(g, BRUTE, MONK, amount=5, combat=True) == 1
    assert hit(g, "brute", MONK, amount=4) == 1  # any source: an action's or a Global's too


def test_a_reduction_of_your_dice_while_active() -> None:
    card = monk("reduce_damage_taken", 2, "all_your_characters", while_active="self")
    g = face_off([card], [BRUTE_CARD])
    assert hit(g, BRUTE, MONK, amount=3) == 1
    other = face_off([card, character("plain", 1, 4)], [BRUTE_CARD])
    other.arrange(0, "used", [MONK])
    assert hit(other, BRUTE, "p1:plain:1") == 3  # Monk not active (DM-18.1)


def test_cap_first_then_reduction() -> None:
    both = character(
        "monk", 2, 5,
        abilities=[{"trigger": "static", "text": "...", "effects": [
            effect("cap_damage_taken", "this_card", amount=2),
            effect("reduce_damage_taken", "this_card", amount=1)]}],
    )  # fmt: skip
    g = face_off([both], [BRUTE_CARD])
    assert hit(g, BRUTE, MONK, amount=6) == 1


def test_the_global_limits_big_combat_damage_from_a_character_die() -> None:
    g = face_off([character("plain", 1, 1)], [BRUTE_CARD])
    g.state = evolve(g.state, ev.EffectStarted("limit_combat_damage", "player:0", "x", 0,
                                               "end_of_turn", 4, to="7"))  # fmt: skip
    assert hit(g, BRUTE, "player:0", amount=9, combat=True) == 4
    assert hit(g, BRUTE, "player:0", amount=7, combat=True) == 4
    assert hit(g, BRUTE, "player:0", amount=6, combat=True) == 6  # below the limit
    assert hit(g, BRUTE, "player:0", amount=9) == 9  # ability damage: not combat
    assert hit(g, BRUTE, "p1:plain:1", amount=9, combat=True) == 9  # "you": not your dice


def test_the_global_effect_starts_on_its_player() -> None:
    g = face_off([character("plain", 1, 1)], [BRUTE_CARD])
    b = Batch(g.state)
    spec = EffectSpec("limit_combat_damage", amount=2, target="you", attack=5)
    trigger = Trigger(controller=0, card="plain", ability=0)
    EFFECTS["limit_combat_damage"].apply(b, spec, trigger, ["player:0"])
    (x,) = [x for x in b.state.lasting if x.effect == "limit_combat_damage"]
    assert (x.target, x.amount, x.to, x.until) == ("player:0", 2, "5", "end_of_turn")


def test_card_data_says_them_and_the_engine_runs_them() -> None:
    assert card_execution(monk("cap_damage_taken", 1)).executed
    assert card_execution(monk("reduce_damage_taken", 1)).executed
    keeper = {
        **character("keeper", 1, 2),
        "globals": [{"cost": 1, "energy_types": ["mask"], "text": "Global: ...",
                     "effects": [effect("limit_combat_damage", "you", amount=4, attack=7)]}],
    }  # fmt: skip
    assert card_execution(keeper).executed
