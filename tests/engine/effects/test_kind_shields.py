"""Shields of one kind of damage (effects/kind_shields.py; DM-19.1, DM-9.7 and the glossary's
"Ability Damage" / "Combat Damage"): "prevent the next N damage that you take from an ability
or action die" stops ability damage only; "prevent all combat damage to ..." stops combat
damage only; each lets the other kind through untouched and unused."""

from __future__ import annotations

from games.engine import events as ev
from games.engine.abilities.damage import deal_damage
from games.engine.model.batch import Batch
from games.engine.model.evolve import evolve
from tests.engine.effects.test_reactive import ZAP
from tests.engine.effects.test_shields import HURL, TOUGH_DIE, game, hit
from tests.engine.helpers import bac, of_type


def shield(g, name: str, target: str, amount: int = 0) -> None:  # type: ignore[no-untyped-def]
    """The effect as the op starts it (an action or a Global of Chris's)."""
    g.state = evolve(g.state, ev.EffectStarted(name, target, "ward", 1, "end_of_turn", amount))


def test_the_next_ability_damage_to_you_is_never_dealt() -> None:
    """An action die's 2 damage to Chris is ability damage: stopped, the shield used up."""
    g = game(HURL)
    shield(g, "prevent_next_ability", "player:1", 2)
    before = g.life(1)
    events = hit(g, "hurl")
    assert ev.DamageShielded("player:1", 2, "ward", bac("hurl", 1), 0) in events
    assert g.life(1) == before and not of_type(events, ev.PlayerDamaged)
    assert g.state.lasting == ()


def test_combat_damage_passes_an_ability_shield_and_leaves_it_whole() -> None:
    """DM-9.7: combat damage is not "damage from an ability or action die"."""
    g = game(HURL)
    shield(g, "prevent_next_ability", "player:1", 2)
    b = Batch(g.state)
    assert deal_damage(b, "p1:jubilee-wondra:1", "player:1", 3, True) == 3
    assert not of_type(b.events, ev.DamageShielded)
    (left,) = b.state.lasting
    assert (left.effect, left.amount) == ("prevent_next_ability", 2)


def test_a_combat_shield_stops_combat_damage_only() -> None:
    """ "Prevent all combat damage to ...": the Zap's ability damage is dealt (and triggers
    "when damaged"); combat damage to the same die is never dealt; the shield lasts."""
    g = game(ZAP)
    shield(g, "shield_combat", TOUGH_DIE)
    events = hit(g, "zap")
    assert ev.DieDamaged(TOUGH_DIE, 1, bac("zap", 1), False) in events
    assert any(t.card == "tough" for t in of_type(events, ev.AbilityTriggered))
    b = Batch(g.state)
    assert deal_damage(b, "p1:jubilee-wondra:1", TOUGH_DIE, 4, True) == 0
    assert not of_type(b.events, ev.DieDamaged)
    assert [x.effect for x in b.state.lasting] == ["shield_combat"]
