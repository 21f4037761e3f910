"""remember_face, former_face: a rerolled die put back on the face it showed before the roll
("reroll target opposing die. If it shows energy, <effect>. Otherwise, return it to the
Field Zone on its original face / at its original level"; docs/rulings.md "Back on its
original face").

`remember_face`, said just before the reroll on the same target (the compiler puts it there,
cards/compiler/constructs/roll_outcomes.py), marks each die it names with the face it shows
now (a persistent mark, `amount` the face, until Cleanup; DM-14.2: it ends anyway if the die
is KO'd or rerolled to energy). `former_face`, an outcome's effect on the rolled die
(abilities/outcomes.py), spins it back to that face when it is still in the Field Zone on a
character face (a face it could not keep there is DM-22.1's to move), and ends the mark. It
is no spin of the die by its player's choice, so "when spun" triggers do not ask (the die
only stays where and as it was, DM-22.1 "unless the card text ... says otherwise")."""

from __future__ import annotations

from games.engine.abilities.effects.base import Effect
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import CharacterFace, EffectSpec
from games.engine.model.state import FIELD_ZONES, Trigger

MARK = "former_face"  # the persistent mark's name: `amount` is the face before the roll


def _remember(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    for die_id in sorted(t for t in targets if t in b.state.dice):
        face = b.state.dice[die_id].face
        if face is not None and b.state.dice[die_id].zone in FIELD_ZONES:
            b.emit(ev.EffectStarted(MARK, die_id, trigger.card, trigger.controller, amount=face))


def _back(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    for die_id in targets:
        die = b.state.dice.get(die_id)
        marks = [x for x in b.state.lasting if x.effect == MARK and x.target == die_id]
        if die is None or not marks:
            continue
        was = marks[-1].amount
        faces = b.state.cards[die.card].faces
        if (
            die.zone in FIELD_ZONES
            and die.face is not None
            and isinstance(faces[die.face], CharacterFace)
            and isinstance(faces[was], CharacterFace)
            and die.face != was
        ):
            b.emit(ev.DieSpun(die_id, was, trigger.card))
        b.emit(ev.EffectEnded(MARK, die_id, marks[-1].source))


EFFECTS = {"remember_face": Effect(_remember), "former_face": Effect(_back)}
