"""spin_to_<type>_side (one per energy type, DM-2.1): "spin any number of your Sidekick dice
to their (bolt) side (if active, move them to your Reserve Pool)" (001:L562-566, the
rulebook's own example of it). Each die named turns to its face showing that energy alone;
one in a Field Zone (active, DM-18.1) then leaves it for its owner's Reserve Pool, its
damage and applied effects gone as a die rerolled to energy loses them (DM-14.1, DM-22.1);
an attacker it blocked stays blocked (DM-9.5). A die with no such face, or not rolled (not
in a Field Zone or a Reserve Pool), is left as it is."""

from __future__ import annotations

from games.engine.abilities.effects.base import Apply, Effect
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import ENERGY_TYPES, EffectSpec, EnergyFace
from games.engine.model.state import FIELD_ZONES, Trigger, Zone


def _side(energy: str) -> Apply:
    def apply(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
        for target in targets:
            die = b.state.dice.get(target)
            if die is None or die.owner is None:
                continue
            if die.zone not in FIELD_ZONES and die.zone is not Zone.RESERVE:
                continue
            faces = b.state.cards[die.card].faces
            face = next(
                (i for i, f in enumerate(faces)
                 if isinstance(f, EnergyFace) and f.symbols == (energy,)),
                None,
            )  # fmt: skip
            if face is None:
                continue
            if die.face != face:
                b.emit(ev.DieSpun(target, face, trigger.card))
            if die.zone in FIELD_ZONES:
                b.emit(ev.DiceMoved(die.owner, (target,), Zone.RESERVE.value, trigger.card))

    return apply


EFFECTS = {f"spin_to_{energy}_side": Effect(_side(energy)) for energy in ENERGY_TYPES}
