"""swap_attack: "swap <this die>'s A with target opposing character die's A" (card text;
DM-14.1, DM-14.3). Each die's A becomes the other's as it stands as the effect happens:
printed plus applied bonuses, the part of a die's A effects may manipulate (DM-14.1: "a
swap of A and D swaps printed values plus applied modifiers"); static bonuses are never
manipulated (DM-14.3) and stay with their own die, adding to the A it gets. Kept as two
`set_attack` effects (effects/swap_stats.py), one on each die, until Cleanup: bonuses
applied later still add (docs/rulings.md "Swapping A between two dice"). Only when both dice
are character dice in a Field Zone (DM-13.4: else nothing is swapped)."""

from __future__ import annotations

from games.engine.abilities.effects.base import Effect
from games.engine.abilities.effects.lasting import until
from games.engine.abilities.effects.swap_stats import SET_ATTACK, applied
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import CharacterFace, EffectSpec
from games.engine.model.state import FIELD_ZONES, Die, GameState, Trigger


def _manipulable(state: GameState, die: Die) -> int | None:
    """A die's printed A plus its applied bonuses (never below 0, DM-16.1), or None."""
    face = state.face_of(die) if die.zone in FIELD_ZONES else None
    if not isinstance(face, CharacterFace):
        return None
    return max(0, applied(state, die, face.attack, face.defense)[0])


def _swap_attack(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    own = b.state.dice.get(trigger.source_die)
    for target in targets:
        other = b.state.dice.get(target)
        if own is None or other is None or other.id == own.id:
            continue
        mine, theirs = _manipulable(b.state, own), _manipulable(b.state, other)
        if mine is None or theirs is None:
            continue
        for die, value in ((own, theirs), (other, mine)):
            b.emit(ev.EffectStarted(
                SET_ATTACK, die.id, trigger.card, trigger.controller, until(effect),
                len(die.modifiers), to=str(value),
            ))  # fmt: skip


EFFECTS = {"swap_attack": Effect(_swap_attack)}
