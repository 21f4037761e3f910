"""Doubling a character die's printed A (DM-14.1, docs/rulings.md "Doubling the printed A").

double_printed_attack: "double the printed A of <dice>", "replace <die>'s printed A with
double its printed A (on all faces)". An applied effect kept as a persistent effect on the
die (`Lasting` "double_printed_attack") until Cleanup; it ends, as applied bonuses do, when
the die is KO'd or rerolled to energy. Only the printed A is doubled: the A of the face the
die shows now (a die that spins up or down has its new face's printed A doubled: "on all
faces"); every applied, persistent and static bonus adds to it undoubled, whether it came
before or after; two such doublings make four times the printed A. abilities/stats.py asks
`printed` for the face it adds bonuses to.

set_double_printed_attack: "replace <die>'s A with double its printed A": the set_attack
family (effects/swap_stats.py): the die's A (printed plus the applied bonuses it has now)
becomes twice the printed A of the face it shows as the effect happens; bonuses applied later
and static ones add to it."""

from __future__ import annotations

from dataclasses import replace

from games.engine.abilities.effects.base import Effect
from games.engine.abilities.effects.lasting import until
from games.engine.abilities.effects.swap_stats import SET_ATTACK
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import CharacterFace, EffectSpec
from games.engine.model.state import FIELD_ZONES, Die, GameState, Trigger

DOUBLE_PRINTED = "double_printed_attack"
SET_DOUBLE_PRINTED = "set_double_printed_attack"


def _character_dice(b: Batch, targets: list[str]) -> list[Die]:
    """Only a character die in the Field Zone has an A to double (DM-13.4)."""
    dice = (b.state.dice.get(t) for t in targets)
    return [d for d in dice if d and d.zone in FIELD_ZONES and b.state.is_character(d)]


def _double(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    for die in _character_dice(b, targets):
        b.emit(ev.EffectStarted(
            DOUBLE_PRINTED, die.id, trigger.card, trigger.controller, until(effect)
        ))  # fmt: skip


def _set_double(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    for die in _character_dice(b, targets):
        face = b.state.cards[die.card].faces[die.face]  # type: ignore[index]
        assert isinstance(face, CharacterFace)
        twice = printed(b.state, die, face).attack * 2
        b.emit(ev.EffectStarted(
            SET_ATTACK, die.id, trigger.card, trigger.controller, until(effect),
            len(die.modifiers), to=str(twice),
        ))  # fmt: skip


def printed(state: GameState, die: Die, face: CharacterFace) -> CharacterFace:
    """The face whose printed A the die uses: `face`, its A doubled once for each doubling
    of the printed A on the die now."""
    if not state.lasting:
        return face
    times = sum(1 for x in state.lasting if x.effect == DOUBLE_PRINTED and x.target == die.id)
    return replace(face, attack=face.attack * 2**times) if times else face


EFFECTS = {
    DOUBLE_PRINTED: Effect(_double),
    SET_DOUBLE_PRINTED: Effect(_set_double),
}
