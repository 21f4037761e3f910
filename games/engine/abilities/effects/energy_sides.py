"""spin_to_<type>_side (one per energy type, DM-2.1): any number of your Sidekick dice spun
to their (bolt) side, the active ones moved to your Reserve Pool (001:L562-566, the
rulebook's own example of it). Each die named turns to its face showing that energy alone;
one in a Field Zone (active, DM-18.1) then leaves it for its owner's Reserve Pool, its
damage and applied effects gone as a die rerolled to energy loses them (DM-14.1, DM-22.1);
an attacker it blocked stays blocked (DM-9.5). A die with no such face, or not rolled (not
in a Field Zone or a Reserve Pool), is left as it is.

spin_to_single_energy: "spin an opposing die to its single energy face": the same move, to
the face that shows one energy symbol; a die whose single-energy faces show different energy
(a Sidekick die) has no one such face and is no valid choice, nor is a die not rolled
(docs/rulings.md "A die spun to its single energy face")."""

from __future__ import annotations

from collections.abc import Callable

from games.engine.abilities.effects.base import Apply, Effect
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import ENERGY_TYPES, EffectSpec, EnergyFace
from games.engine.model.state import FIELD_ZONES, GameState, Trigger, Zone

FaceOf = Callable[[GameState, str], "int | None"]


def _rolled(state: GameState, die_id: str) -> bool:
    die = state.dice.get(die_id)
    return (
        die is not None
        and die.owner is not None
        and (die.zone in FIELD_ZONES or die.zone is Zone.RESERVE)
    )


def _showing(energy: str) -> FaceOf:
    """The first face of the die showing `energy` alone."""

    def face(state: GameState, die_id: str) -> int | None:
        faces = state.cards[state.dice[die_id].card].faces
        return next(
            (
                i
                for i, f in enumerate(faces)
                if isinstance(f, EnergyFace) and f.symbols == (energy,)
            ),
            None,
        )

    return face


def _single(state: GameState, die_id: str) -> int | None:
    """The die's face of one energy symbol, if all such faces show the same energy."""
    faces = state.cards[state.dice[die_id].card].faces
    found = [(f.symbols, i) for i, f in enumerate(faces)
             if isinstance(f, EnergyFace) and len(f.symbols) == 1]  # fmt: skip
    return found[0][1] if found and len({s for s, _ in found}) == 1 else None


def _spin_to(face_of: FaceOf) -> Apply:
    def apply(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
        for target in targets:
            if not _rolled(b.state, target):
                continue
            face = face_of(b.state, target)
            if face is None:
                continue
            die = b.state.dice[target]
            if die.face != face:
                b.emit(ev.DieSpun(target, face, trigger.card))
            if die.zone in FIELD_ZONES:
                b.emit(ev.DiceMoved(die.owner, (target,), Zone.RESERVE.value, trigger.card))  # type: ignore[arg-type]

    return apply


def _accepts(face_of: FaceOf) -> Callable[[GameState, EffectSpec, Trigger, str], bool]:
    """A chosen die must be rolled and have such a face (DM-13.4)."""
    return lambda state, effect, trigger, target: (
        _rolled(state, target) and face_of(state, target) is not None
    )


EFFECTS = {
    **{
        f"spin_to_{energy}_side": Effect(
            _spin_to(_showing(energy)), accepts=_accepts(_showing(energy))
        )
        for energy in ENERGY_TYPES
    },
    "spin_to_single_energy": Effect(_spin_to(_single), accepts=_accepts(_single)),
}
