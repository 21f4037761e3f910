"""Damage a card's dice never take (abilities/immunity.py): a static "<self> takes no
damage from @bolt characters", "... no combat damage", "... no non-combat damage" (DM-14.3:
while its card is active; DM-19.1: prevented damage is not dealt, so "when damaged" does
not trigger; DM-16 glossary: combat damage is an attacker's or blocker's in Assign Damage,
ability damage any other)."""

from __future__ import annotations

from typing import Any

from games.engine import events as ev
from games.engine.abilities.damage import deal_damage
from games.engine.loading import card_execution, card_from_dict
from games.engine.model.batch import Batch
from tests.engine.effects.common import effect
from tests.engine.keywords.common import character, face_off

STONE, BOLTER, SIDEKICK = "p1:stone:1", "p2:bolter:1", "p2:sidekick:5"
BOLTER_CARD = character("bolter", 1, 4, energy_types=["bolt"])  # Chris's @bolt character


def stone(**by: Any) -> dict[str, Any]:
    return character(
        "stone", 2, 3,
        abilities=[{"trigger": "static", "text": "Stone takes no damage from ...",
                    "effects": [effect("no_damage_from", "this_card", by_filters=by)]}],
    )  # fmt: skip


def hit(g: Any, source: str, target: str, combat: bool) -> tuple[int, list[ev.Event]]:
    b = Batch(g.state)
    dealt = deal_damage(b, source, target, 2, combat)
    return dealt, b.events


def test_no_damage_from_dice_of_an_energy_type() -> None:
    """ "Stone takes no damage from @bolt characters": the Bolter's damage, combat or not,
    is not dealt; a Sidekick's is."""
    g = face_off([stone(energy_type="bolt")], [BOLTER_CARD], chris_field=1)
    assert hit(g, BOLTER, STONE, True) == (0, [])
    assert hit(g, BOLTER, STONE, False) == (0, [])
    dealt, events = hit(g, SIDEKICK, STONE, True)
    assert dealt == 2 and ev.DieDamaged(STONE, 2, SIDEKICK, True) in events


def test_combat_or_non_combat_damage_only() -> None:
    combat = face_off([stone(combat=True)], [BOLTER_CARD])
    assert hit(combat, BOLTER, STONE, True)[0] == 0
    assert hit(combat, BOLTER, STONE, False)[0] == 2
    ability = face_off([stone(combat=False)], [BOLTER_CARD])
    assert hit(ability, BOLTER, STONE, True)[0] == 2
    assert hit(ability, "some-action-card", STONE, False)[0] == 0  # an action die's damage


def test_a_die_filter_needs_a_character_source() -> None:
    """Damage from an action die or a Global (its card is the source) is from no character:
    "from @bolt characters" does not stop it."""
    g = face_off([stone(energy_type="bolt")], [BOLTER_CARD])
    assert hit(g, "bolter", STONE, False)[0] == 2


def test_higher_level_sources() -> None:
    """ "From higher level characters": the Bolter at level 2 against Stone at level 1."""
    from games.engine.model.evolve import evolve

    g = face_off([stone(level_vs="higher")], [BOLTER_CARD])
    assert hit(g, BOLTER, STONE, True)[0] == 2  # the same level
    g.state = evolve(g.state, ev.DieSpun(BOLTER, 1, "test"))
    assert hit(g, BOLTER, STONE, True)[0] == 0


def test_it_protects_each_die_of_its_card_and_no_other() -> None:
    g = face_off([stone(energy_type="bolt")], [BOLTER_CARD])
    assert hit(g, BOLTER, "p1:sidekick:1", True)[0] == 2  # not Stone's die
    g.arrange(0, "used", [STONE])
    g.arrange(0, "field", ["p1:stone:2"], face=0)
    assert hit(g, BOLTER, "p1:stone:2", True)[0] == 0


def test_card_data_says_it_and_the_engine_runs_it() -> None:
    data = stone(energy_type="bolt", combat=True)
    assert card_execution(data).executed
    card_from_dict(data)


def test_no_damage_from_dice_of_any_other_energy_type() -> None:
    """ "Stone takes no damage from non-@shield characters": the Bolter's and a Sidekick's
    (of no energy type) are not dealt; a @shield character's is, and damage from no
    character die (an action die, a Global: the Stone card itself here) is."""
    shielder = character("shielder", 1, 4, energy_types=["shield"])
    g = face_off([stone(not_energy_type="shield")], [BOLTER_CARD], chris_field=1)
    assert hit(g, BOLTER, STONE, True) == (0, [])
    assert hit(g, SIDEKICK, STONE, False) == (0, [])
    assert hit(g, "stone", STONE, False)[0] == 2
    g = face_off([stone(not_energy_type="shield")], [shielder])
    assert hit(g, "p2:shielder:1", STONE, True)[0] == 2
