"""spin_to_energy_face: "spin target opposing character die to an energy face (of your
choice)": the die chosen shows the energy face chosen (abilities/energy_faces.py) and, as
a character die rerolled to energy does (DM-22.1, DM-22.4), leaves the Field Zone for its
owner's Reserve Pool, its damage and applied effects gone (model/zones.py)."""

from __future__ import annotations

from games.engine.abilities.effects.base import Effect
from games.engine.abilities.energy_faces import split
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec, EnergyFace
from games.engine.model.state import FIELD_ZONES, Trigger, Zone


def _spin(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    for target in targets:
        named = split(target)
        if named is None:
            continue
        die_id, face = named
        die = b.state.dice.get(die_id)
        if die is None or die.owner is None or die.zone not in FIELD_ZONES:
            continue
        if not isinstance(b.state.cards[die.card].faces[face], EnergyFace):
            continue
        b.emit(ev.DieSpun(die_id, face, trigger.card))
        b.emit(ev.DiceMoved(die.owner, (die_id,), Zone.RESERVE.value, trigger.card))


EFFECTS = {"spin_to_energy_face": Effect(_spin)}
