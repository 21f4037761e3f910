"""Energy from effects.

- gain_virtual_energy: generic energy with no die, lost when its player passes priority
  (DM-2.5, DM-8.21).
- spin_to_energy: "spin this die to a generic energy side" (card text): the action die just
  used stays in its owner's Reserve Pool, or comes back to it from Out of Play (where using
  it put it, DM-8.14; card text beats rule text), showing its face of generic energy with
  the most energy, to be spent like any energy die (DM-8.3). A die with no such face is
  left where it is (docs/rulings.md, "An action die spun to an energy side")."""

from __future__ import annotations

from games.engine.abilities.effects.base import Effect
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import GENERIC, EffectSpec, EnergyFace, Face
from games.engine.model.state import Trigger, Zone


def _gain(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    b.emit(ev.VirtualEnergyGained(trigger.controller, effect.amount))


def _generic_face(faces: tuple[Face, ...]) -> int | None:
    """The die's face of generic energy only with the most energy (the first such)."""
    found = [
        (-len(face.symbols), index)
        for index, face in enumerate(faces)
        if isinstance(face, EnergyFace) and all(s == GENERIC for s in face.symbols)
    ]
    return min(found)[1] if found else None


def _spin_to_energy(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    for target in targets:
        die = b.state.dice.get(target)
        if die is None or die.owner is None or die.zone not in (Zone.RESERVE, Zone.OOP):
            continue
        face = _generic_face(b.state.cards[die.card].faces)
        if face is None:
            continue
        if die.zone is not Zone.RESERVE:
            b.emit(ev.DiceMoved(die.owner, (target,), Zone.RESERVE.value, trigger.card))
        b.emit(ev.DieSpun(target, face, trigger.card))


EFFECTS = {
    "gain_virtual_energy": Effect(_gain),
    "spin_to_energy": Effect(_spin_to_energy),
}
