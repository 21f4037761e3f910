"""Counting what an ability's own effects did (abilities/this_way.py): "KO all opposing
Sidekick character dice, then deal 1 damage to your opponent for each die KO'd this way",
"move ..., then deal 1 damage for each die moved this way" (DM-18.5: "for each" counts;
DM-15.3: the ability's effects resolve in order, each fully, before any other ability). Our
own wording."""

from __future__ import annotations

from typing import Any

from games.engine import events as ev
from tests.engine.effects.common import action_card, effect, use, with_action
from tests.engine.helpers import c, of_type


def purge(count: dict[str, Any], **per: Any) -> dict[str, Any]:
    return action_card("purge", {"effects": [
        effect("ko", "all_opposing_characters", filters={"sidekick": True}),
        {**count, **per}]})  # fmt: skip


HIT = effect("deal_damage", "opponent", amount=1)


def test_damage_for_each_die_kod_this_way() -> None:
    """Chris's three Sidekicks are KO'd: he takes 3 damage (10 -> 7)."""
    g = with_action(purge(HIT, per="dice_kod_this_way"), chris_field=3)
    events = use(g, "purge")
    assert of_type(events, ev.DiceKnockedOut) == [ev.DiceKnockedOut((c(5), c(6), c(7)))]
    assert g.life(1) == 7


def test_nothing_kod_nothing_counted() -> None:
    """Near miss: no Sidekick of Chris's in the Field Zone: no damage (the count is 0)."""
    g = with_action(purge(HIT, per="dice_kod_this_way"), chris_field=0)
    use(g, "purge")
    assert g.life(1) == 10


def test_the_count_narrowed_by_filters() -> None:
    """ "for each (bolt) die KO'd this way": the Sidekicks are of no energy type counted."""
    g = with_action(
        purge(HIT, per="dice_kod_this_way", per_filters={"energy_type": "bolt"}), chris_field=2
    )
    use(g, "purge")
    assert g.life(1) == 10


def test_damage_for_each_die_moved_this_way() -> None:
    """ "Move all opposing Sidekick dice to their Prep Area, then deal 1 damage to your
    opponent for each die moved this way": 2 moved, 2 damage (10 -> 8)."""
    card = action_card("shove", {"effects": [
        effect("move_die", "all_opposing_characters", zone="prep", filters={"sidekick": True}),
        effect("deal_damage", "opponent", amount=1, per="dice_moved_this_way")]})  # fmt: skip
    g = with_action(card, chris_field=2)
    use(g, "shove")
    assert c(5) in g.zone(1, "prep") and c(6) in g.zone(1, "prep")
    assert g.life(1) == 8


def quake(amount: int) -> dict[str, Any]:
    """ "Deal N damage to each opposing character die, then 1 damage to your opponent for
    each die KO'd by it" (our wording)."""
    return action_card("quake", {"effects": [
        effect("deal_damage", "all_opposing_characters", amount=amount),
        {**HIT, "per": "dice_kod_this_way"}]})  # fmt: skip


def test_dice_kod_by_the_abilitys_own_damage_count() -> None:
    """Damage KOs only when lethal damage is next looked at, after the resolution: the count
    KOs the dice its earlier effects left lethal first (DM-16.4), so Chris's two 1D
    Sidekicks, dealt 1 damage each, count 2 (10 -> 8)."""
    g = with_action(quake(1), chris_field=2)
    events = use(g, "quake")
    assert of_type(events, ev.DiceKnockedOut) == [ev.DiceKnockedOut((c(5), c(6)))]
    assert g.life(1) == 8


def test_damage_that_kos_nothing_counts_nothing() -> None:
    """Near miss: 0 damage leaves the Sidekicks standing: nothing counted, no damage."""
    g = with_action(quake(0), chris_field=2)
    use(g, "quake")
    assert g.life(1) == 10
