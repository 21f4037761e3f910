"""spin_to_energy_face: "spin target opposing character die to an energy face (of your
choice)": the die chosen shows the energy face chosen (abilities/energy_faces.py) and, as
a character die rerolled to energy does (DM-22.1, DM-22.4), leaves the Field Zone for its
owner's Reserve Pool, its damage and applied effects gone (model/zones.py)."""

from __future__ import annotations

from games.engine.abilities.effects.base import Effect
from games.engine.abilities.energy_faces import picked
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec, EnergyFace
from games.engine.model.state import Trigger, Zone


def _spin(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    for target in targets:
        found = picked(b.state, target)
        if found is None or found[0].owner is None:
            continue
        (die, face), die_id = found, found[0].id
        if not isinstance(b.state.cards[die.card].faces[face], EnergyFace):
            continue
        b.emit(ev.DieSpun(die_id, face, trigger.card))
        b.emit(ev.DiceMoved(die.owner, (die_id,), Zone.RESERVE.value, trigger.card))


EFFECTS = {"spin_to_energy_face": Effect(_spin)}
