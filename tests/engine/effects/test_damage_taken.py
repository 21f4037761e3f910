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
from games.engine.abilities.damage_sources import Dealer
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


def _named(op: str, amount: int, target: str, by: dict[str, Any], **more: Any) -> dict[str, Any]:
    """Monk with one reduction or cap of the damage its `by_filters` name."""
    return character(
        "monk", 2, 5,
        abilities=[{"trigger": "static", "text": "Damage ...", **more,
                    "effects": [effect(op, target, amount=amount, by_filters=by)]}],
    )  # fmt: skip


def _by(g: Any, source: str, target: str, kinds: str, amount: int = 3) -> int:
    """Ability damage dealt by an ability of those kinds that Chris controls."""
    return deal_damage(
        Batch(g.state), source, target, amount, False, Dealer(frozenset(kinds.split()), 1)
    )


def test_a_reduction_of_non_combat_damage_leaves_combat_damage_whole() -> None:
    """ "<self> takes 2 less damage from non-combat damage" (by_filters combat false): ability
    damage is 2 less (DM-16 glossary "Ability Damage"); combat damage (DM-9.11) is not."""
    g = face_off([_named("reduce_damage_taken", 2, "this_card", {"combat": False})], [BRUTE_CARD])
    assert hit(g, BRUTE, MONK, amount=3) == 1
    assert hit(g, BRUTE, MONK, amount=3, combat=True) == 3  # near miss: combat damage


def test_a_cap_of_damage_from_action_dice_only() -> None:
    """ "<self> takes at most 1 damage from action dice" (sources "action"): an action die's
    damage is at most 1; a character's ability and combat damage pass whole."""
    g = face_off([_named("cap_damage_taken", 1, "this_card", {"sources": "action"})], [BRUTE_CARD])
    assert _by(g, "brute", MONK, "action", amount=4) == 1
    assert _by(g, BRUTE, MONK, "character", amount=4) == 4  # near miss: another kind
    assert hit(g, BRUTE, MONK, amount=4, combat=True) == 4  # near miss: combat damage


def test_a_cap_on_you_of_ability_damage_while_active() -> None:
    """A static on `you` ("prevent all but 1 damage to you from action or character
    abilities"): each such damage to its player is at most 1 while the card is active
    (DM-18.1); combat damage, and damage to their dice, pass whole."""
    card = _named(
        "cap_damage_taken", 1, "you", {"sources": "action character"}, while_active="self"
    )
    g = face_off([card], [BRUTE_CARD])
    assert _by(g, "brute", "player:0", "action", amount=3) == 1
    assert _by(g, BRUTE, "player:0", "character", amount=3) == 1
    assert _by(g, "brute", "player:0", "global", amount=3) == 3  # near miss: a Global's
    assert hit(g, BRUTE, "player:0", amount=3, combat=True) == 3  # near miss: combat
    assert _by(g, BRUTE, MONK, "character", amount=3) == 3  # near miss: her die
    assert _by(g, BRUTE, "player:1", "character", amount=3) == 3  # near miss: her opponent
    g.arrange(0, "used", [MONK])
    assert _by(g, BRUTE, "player:0", "character", amount=3) == 3  # Monk not active


def test_a_cap_on_you_of_combat_damage_from_opposing_dice() -> None:
    """ "Each opposing character deals you at most 1 damage while attacking": combat damage
    to its player from an opponent's die (DM-9.11) is at most 1; ability damage is whole."""
    card = _named("cap_damage_taken", 1, "you", {"combat": True, "opposing": True})
    g = face_off([card], [BRUTE_CARD])
    assert hit(g, BRUTE, "player:0", amount=6, combat=True) == 1
    assert hit(g, BRUTE, "player:0", amount=6) == 6  # near miss: not combat damage
    assert hit(g, MONK, "player:1", amount=6, combat=True) == 6  # near miss: the other player


def test_all_but_one_damage_from_each_opposing_action_die() -> None:
    """A cap on you of each opposing action die's damage ("all but 1" of it prevented:
    constructs/all_but.py): each opposing action die's damage to its player is at most 1 while the
    card is active (DM-19.1, DM-18.1); its own player's action dice, characters and combat
    damage pass whole."""
    by = {"sources": "action", "opposing": True}
    g = face_off([_named("cap_damage_taken", 1, "you", by, while_active="self")], [BRUTE_CARD])
    assert _by(g, "brute", "player:0", "action", amount=4) == 1
    own = Dealer(frozenset({"action"}), 0)  # near miss: its own player's action die
    assert deal_damage(Batch(g.state), "monk", "player:0", 4, False, own) == 4
    assert _by(g, BRUTE, "player:0", "character", amount=4) == 4  # near miss: a character's
    assert hit(g, BRUTE, "player:0", amount=4, combat=True) == 4  # near miss: combat damage
    g.arrange(0, "used", [MONK])
    assert _by(g, "brute", "player:0", "action", amount=4) == 4  # Monk not active


def test_a_die_filter_of_a_reduction_on_you_is_refused() -> None:
    """Filters on the damaged die name no player: the loader refuses them on `you`."""
    bad = character(
        "monk", 2, 5,
        abilities=[{"trigger": "static", "text": "...", "effects": [
            effect("cap_damage_taken", "you", amount=1, filters={"sidekick": True})]}],
    )  # fmt: skip
    assert not card_execution(bad).executed
