"""Conditions on what an ability's own earlier effects did (abilities/done_this_way.py, kind
`this_way`): "if that die is KO'd by this damage, ...", "if you spin up at least one die of
this card, ..." (DM-15.3: the effects resolve in order, each fully, before any other
ability; DM-16.4: damage at or above D KOs; DM-21.2: a die that cannot move is not spun).
Our own wording."""

from __future__ import annotations

from typing import Any

import pytest

from games.engine.abilities.conditions import condition_from_dict
from tests.engine.effects.common import action_card, effect, use, with_action
from tests.engine.helpers import c
from tests.engine.keywords.common import character

KOD = {"kind": "this_way", "what": "kod"}
HIT = effect("deal_damage", "opponent", amount=2)


def jolt(amount: int, condition: dict[str, Any] = KOD) -> dict[str, Any]:
    """ "Deal N damage to target opposing character die. If it is KO'd by this damage, deal
    2 damage to your opponent." """
    return action_card("jolt", {"effects": [
        effect("deal_damage", "target_opposing_die", amount=amount),
        {**HIT, "condition": condition}]})  # fmt: skip


def test_a_target_kod_by_the_damage_lets_the_next_effect_happen() -> None:
    """Chris's 1D Sidekick takes 1 damage: it is KO'd (the lethal damage is looked at before
    the condition is), and Chris takes 2 damage (10 -> 8)."""
    g = with_action(jolt(1))
    use(g, "jolt", c(5))
    assert c(5) not in g.zone(1, "field")
    assert g.life(1) == 8


def test_a_target_that_survives_the_damage_does_not() -> None:
    """Near miss: 0 damage; the Sidekick stands, no damage to Chris."""
    g = with_action(jolt(0))
    use(g, "jolt", c(5))
    assert c(5) in g.zone(1, "field")
    assert g.life(1) == 10


def test_filters_narrow_the_dice_kod() -> None:
    """Near miss: "if a (bolt) die is KO'd by this damage": the Sidekick has no type."""
    g = with_action(jolt(1, {**KOD, "filters": {"energy_type": "bolt"}}))
    use(g, "jolt", c(5))
    assert c(5) not in g.zone(1, "field")
    assert g.life(1) == 10


def test_a_die_kod_before_the_ability_began_is_not_its_work() -> None:
    """Near miss: the condition alone, with no effect before it, counts nothing KO'd."""
    card = action_card("jolt", {"effects": [{**HIT, "condition": KOD}]})
    g = with_action(card)
    use(g, "jolt")
    assert g.life(1) == 10


def lift(card: str) -> dict[str, Any]:
    """ "Spin each of your <card> dice up 1 level. If you spin up at least one, deal
    2 damage to your opponent." """
    spun = {"kind": "this_way", "what": "spun", "filters": {"card": card}}
    return action_card("lift", {"effects": [
        effect("spin_up", "all_your_characters", amount=1, filters={"card": card}),
        {**HIT, "condition": spun}]})  # fmt: skip


def test_a_die_spun_up_counts() -> None:
    g = with_action(lift("climber"), character("climber", 1, 1))
    g.give(0, "p1:climber:1", to="field", face=0)
    use(g, "lift")
    assert g.life(1) == 8


def test_a_die_at_its_top_level_is_not_spun() -> None:
    """Near miss: the climber already shows level 3: it cannot move, so nothing is spun."""
    g = with_action(lift("climber"), character("climber", 1, 1))
    g.give(0, "p1:climber:1", to="field", face=2)
    use(g, "lift")
    assert g.life(1) == 10


@pytest.mark.parametrize(
    ("data", "ability"),
    [
        ({"kind": "this_way"}, False),  # what it counts is not said
        ({"kind": "this_way", "what": "moved"}, False),
        ({"kind": "this_way", "what": "kod", "counted": 1}, False),  # the engine's to write
        ({"kind": "this_way", "what": "kod"}, True),  # an ability's: read before it resolves
    ],
)
def test_the_loader_refuses(data: dict[str, Any], ability: bool) -> None:
    with pytest.raises(ValueError):
        condition_from_dict(data, "test", ability)
