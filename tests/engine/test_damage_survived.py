"""Damage a die survives (issue 16; abilities/survival.py): `when_damaged_survives` ("When
<this> takes damage and isn't KO'd") and `when_deals_combat_damage_survives` ("Whenever
<this> deals combat damage and is not KO'd"). Cards and wording are our own."""

from __future__ import annotations

from games.engine import events as ev
from tests.engine.effects.common import action_card, effect, use
from tests.engine.effects.common import with_action as action_game
from tests.engine.keywords.common import character
from tests.engine.test_combat_triggers import GAIN_1, brute, fight, gained

BURN = action_card(
    "burn",
    {"text": "Deal 1 damage to each of your character dice.",
     "effects": [effect("deal_damage", "all_your_characters", amount=1)]},
)  # fmt: skip


def burned(defense: int) -> list[ev.Event]:
    tough = character("tough", 1, defense, abilities=[
        {"trigger": "when_damaged_survives", "effects": [GAIN_1]}])  # fmt: skip
    g = action_game(BURN, tough)
    g.arrange(0, "field", ["p1:tough:1"], face=0)
    return use(g, "burn")


def test_damage_survived_triggers_and_a_lethal_hit_does_not() -> None:
    """DM-16.2: 1 damage on a D3 die leaves it in the Field Zone (triggers); on a D1 die it
    is lethal (DM-16.1, KO'd at once): near miss, though plain "when damaged" would trigger
    (DM-16.4)."""
    mine = ev.AbilityTriggered(0, "tough", 0, "ability", "p1:tough:1")
    assert mine in burned(3)
    assert mine not in burned(1)


def test_deals_combat_damage_and_survives() -> None:
    """DM-9.9: the blocked attacker deals and takes combat damage at once; it survives a D1
    Sidekick's 1 damage with D2, not with D1 (near miss); unblocked (DM-9.8: Out of Play,
    not KO'd) it survives too."""
    trigger = "when_deals_combat_damage_survives"
    assert gained(fight(brute(trigger, attack=1, defense=2))) == 1
    assert gained(fight(brute(trigger, attack=1, defense=1))) == 0
    assert gained(fight(brute(trigger), blocked=False)) == 1
