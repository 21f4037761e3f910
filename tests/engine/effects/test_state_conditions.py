"""Conditions on energy in a Reserve Pool (kind `energy`: symbols on energy faces, DM-8.1)
and on damage a player took this turn (kind `damaged`: the turn's record of damage,
DM-19.1), in abilities/conditions.py. Cards and wording are our own."""

from __future__ import annotations

import pytest

from games.engine import events as ev
from games.engine.abilities.conditions import Context, condition_from_dict, holds
from games.engine.model.evolve import evolve
from tests.engine.effects.common import effect, with_action
from tests.engine.helpers import c

RALLY = {
    "id": "rally",
    "name": "rally",
    "kind": "basic_action",
    "cost": 1,
    "abilities": [{"trigger": "action", "effects": [effect("gain_life", "you", amount=1)]}],
}


def _holds(g, data: dict, seat: int = 0) -> bool:  # type: ignore[no-untyped-def]
    return holds(Context(g.state, seat, "rally"), condition_from_dict(data, "test"))


def test_energy_counts_the_symbols_of_a_type_in_the_reserve_pool() -> None:
    """Michele's Reserve Pool: m2 and m3 on Fist faces (and her action die, no energy)."""
    g = with_action(RALLY)
    assert _holds(g, {"kind": "energy", "energy_type": "fist", "at_least": 2})
    assert not _holds(g, {"kind": "energy", "energy_type": "fist", "at_least": 3})
    assert not _holds(g, {"kind": "energy", "energy_type": "bolt"})  # near miss: no Bolt
    assert _holds(g, {"kind": "energy", "at_least": 2})  # any type
    assert not _holds(g, {"kind": "energy", "whose": "opposing"})  # Chris has none there


def test_damaged_reads_the_damage_dealt_to_the_player_this_turn() -> None:
    g = with_action(RALLY)
    taken = {"kind": "damaged"}
    assert not _holds(g, taken)
    g.state = evolve(g.state, ev.PlayerDamaged(0, 2, "c5", False))
    assert _holds(g, taken) and _holds(g, {"kind": "damaged", "at_least": 2})
    assert not _holds(g, {"kind": "damaged", "combat": True})  # not combat damage
    assert not _holds(g, {"kind": "damaged", "whose": "opposing"})
    assert _holds(g, {"kind": "damaged", "whose": "opposing"}, seat=1)  # Chris asks


@pytest.mark.parametrize(
    ("data", "message"),
    [({"kind": "energy", "energy_type": "plasma"}, "unknown energy type"),
     ({"kind": "damaged", "zone": "used"}, "takes no")],
)  # fmt: skip
def test_the_loader_refuses_what_they_do_not_take(data: dict, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        condition_from_dict(data, "test")


def test_kod_counts_the_character_dice_ko_d_this_turn_by_their_controller() -> None:
    """ "If a character die you control was KO'd this turn" (kind `kod`, GameState.kod):
    Chris's Sidekick c5 is KO'd (DM-9.11: to its owner's Prep Area; DM-16.4: an effect's KO
    is a KO too); Chris controlled it, so it counts for him, not for Michele. A new turn
    starts the record again."""
    g = with_action(RALLY)
    yours = {"kind": "kod", "whose": "yours"}
    none = {"kind": "kod", "whose": "yours", "at_most": 0}
    assert not _holds(g, yours) and _holds(g, none)
    g.state = evolve(g.state, ev.DiceKnockedOut((c(5),)))
    assert g.state.kod == ((1, c(5)),)
    assert not _holds(g, yours) and _holds(g, none)  # Michele controlled none of them
    assert _holds(g, {"kind": "kod", "whose": "opposing"})
    assert _holds(g, yours, seat=1) and not _holds(g, none, seat=1)
    assert not _holds(g, {"kind": "kod", "whose": "any", "at_least": 2})
    assert _holds(g, {"kind": "kod", "whose": "any", "filters": {"sidekick": True}})
    g.state = evolve(g.state, ev.TurnBegan(2, 1))
    assert g.state.kod == ()
