"""A die of a card regenerates (keywords/regenerate.py's occasion `regenerated`; docs/rulings.md
"Regenerates"): its Regenerate roll announces it, whatever face comes up ("when <this>
regenerates"), a character face being "regenerates successfully" and any other face "uses
Regenerate but rolls an energy face". Our own cards: a die (A1 D1) with Regenerate attacks
and trades blows with a Sidekick (A1 D1), as tests/engine/keywords/test_regenerate.py does."""

from __future__ import annotations

from typing import Any

import pytest

from games.engine import events as ev
from tests.engine.helpers import c, of_type
from tests.engine.keywords.common import at_attack, character

DIE = "p1:mender:1"
LEVEL_2, ENERGY = 1, 3  # faces of `character`


def _mender(*abilities: dict[str, Any]) -> dict[str, Any]:
    return character("mender", 1, 1, keywords=["regenerate"], abilities=list(abilities))


def _ability(trigger: str, op: dict[str, Any], **more: Any) -> dict[str, Any]:
    return {"trigger": trigger, "text": trigger, "effects": [op], **more}


DRAIN_2 = {"op": "lose_life", "amount": 2, "target": "opponent"}
HURT_YOU = {"op": "deal_damage", "amount": 1, "target": "you"}


def _rolled(face: int, *abilities: dict[str, Any]):
    g = at_attack(_mender(*abilities))
    g.attack(DIE)
    g.block((c(5), DIE))
    g.pass_all()
    assert (g.pending.kind, g.pending.to) == ("roll", "regenerate")
    events = g.roll({DIE: face})
    return g, events + g.pass_all()


def test_a_character_face_is_regenerating_successfully() -> None:
    g, events = _rolled(LEVEL_2, _ability("when_regenerates_successfully", DRAIN_2))
    assert len(of_type(events, ev.AbilityTriggered)) == 1
    assert g.life(1) == 8 and DIE in g.zone(0, "field")


def test_an_energy_face_is_not_a_success_but_its_own_occasion() -> None:
    """DM-9.11 via Regenerate's reminder: the die goes to the Prep Area; "uses Regenerate but
    rolls an energy face" triggers from there (no ability needs it in the field)."""
    success = _ability("when_regenerates_successfully", DRAIN_2)
    g, events = _rolled(ENERGY, success)
    assert not of_type(events, ev.AbilityTriggered) and g.life(1) == 10
    g, events = _rolled(ENERGY, success, _ability("when_regenerates_unsuccessfully", HURT_YOU))
    assert len(of_type(events, ev.AbilityTriggered)) == 1
    assert g.life(0) == 9 and DIE in g.zone(0, "prep")


def test_regenerates_is_either_face() -> None:
    for face in (LEVEL_2, ENERGY):
        g, _ = _rolled(face, _ability("when_regenerates", DRAIN_2))
        assert g.life(1) == 8, face


def test_only_a_card_with_regenerate_has_these_triggers() -> None:
    """Near miss: a card without Regenerate cannot wait for its own regeneration (the
    trigger is the keyword's); loading it names the unknown trigger."""
    plain = character("plain", 1, 1, abilities=[_ability("when_regenerates", DRAIN_2)])
    with pytest.raises(ValueError, match="unknown trigger 'when_regenerates'"):
        at_attack(plain)


def test_a_ko_the_roll_replaced_is_no_kod_occasion() -> None:
    """The roll replaces the KO: "when KO'd" does not trigger, "regenerates" does."""
    kod = _ability("when_kod", HURT_YOU)
    g, events = _rolled(LEVEL_2, kod, _ability("when_regenerates", DRAIN_2))
    (triggered,) = of_type(events, ev.AbilityTriggered)
    assert triggered.ability == 1 and g.life(0) == 10 and g.life(1) == 8
