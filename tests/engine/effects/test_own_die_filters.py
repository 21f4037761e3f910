"""The filters of abilities/own_die_filters.py, named by the resolving ability's own die
(DM-15.3: the head of the queue): `not_own` ("another <name>": any die but that die, another
die of its card too) and `blocking_own` (one of its declared blockers, DM-9.3, both still in
the Attack Zone; false: any die that is not). Our own cards and wording."""

from __future__ import annotations

from typing import Any

from games.engine.abilities.targets import targets_for
from tests.engine.effects.common import action_card, effect, with_action
from tests.engine.keywords.common import at_attack, character, face_off

BLOCKING = (("blocking_own", True),)
NOT_BLOCKING = (("blocking_own", False),)


def _pester(*filters: tuple[str, Any]) -> dict[str, Any]:
    """A 1A 5D character: when blocked, 1 damage to a target die that `filters` name."""
    hit = effect("deal_damage", "target_die", amount=1, filters=dict(filters))
    return character("pest", 1, 5, abilities=[{"trigger": "when_blocked", "effects": [hit]}])


def test_no_ability_resolving_names_no_blocker_and_every_die_another() -> None:
    """With no trigger at the head of the queue there is no own die: no die blocks it, and
    every die is "another"."""
    g = face_off([character("a", 1, 1)], [], chris_field=2)
    assert targets_for(g.state, "all_characters", 0, BLOCKING) == ()
    assert len(targets_for(g.state, "all_characters", 0, (("not_own", True),))) == 3


def test_blocked_the_target_is_one_of_its_blockers_or_not() -> None:
    """Michele's die attacks and Chris blocks it with one of his two Sidekicks (DM-9.3): as
    its "when blocked" ability resolves, `blocking_own` names that blocker; false, the other
    Sidekick and Michele's own dice (no blocker of it). Near miss: the attacker itself is
    no blocker of itself."""
    g = at_attack(_pester(), chris_field=2)
    g.attack("p1:pest:1")
    g.block(("p2:sidekick:5", "p1:pest:1"))
    assert g.pending.kind == "choose_target"
    assert targets_for(g.state, "target_die", 0, BLOCKING) == ("p2:sidekick:5",)
    others = targets_for(g.state, "target_die", 0, NOT_BLOCKING)
    assert "p2:sidekick:6" in others and "p1:pest:1" in others and "p2:sidekick:5" not in others


def test_the_ability_offers_only_what_its_filter_names() -> None:
    """The same card with the filter on its effect: only the blocker is offered, and the
    1 damage KOs it (1D, DM-16)."""
    g = at_attack(_pester(*BLOCKING), chris_field=2)
    g.attack("p1:pest:1")
    g.block(("p2:sidekick:5", "p1:pest:1"))
    assert g.pending.options == ("p2:sidekick:5",)
    g.target("p2:sidekick:5")
    assert "p2:sidekick:5" in g.zone(1, "prep") and "p2:sidekick:6" in g.zone(1, "field")


def test_another_is_any_die_but_the_one_fielded() -> None:
    """A card whose dice, fielded, give another die +1A: its other die in the Field Zone is
    offered, the fielded die itself is not (near miss)."""
    boost = effect("modify_attack", "choose_die", amount=1, filters={"not_own": True})
    twin = character("twin", 1, 1, abilities=[{"trigger": "when_fielded", "effects": [boost]}])
    g = with_action(action_card("dud", {"effects": [effect("gain_life", "you", amount=1)]}), twin)
    g.give(0, "p1:twin:1", to="field", face=0)
    g.give(0, "p1:twin:2", to="reserve", face=0)
    g.field("p1:twin:2")
    assert g.pending.kind == "choose_target"
    assert "p1:twin:1" in g.pending.options and "p1:twin:2" not in g.pending.options
