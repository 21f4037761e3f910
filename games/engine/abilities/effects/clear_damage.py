"""clear_damage: "clear all damage from <it>" / "heal all damage from <it>": the damage on a
character die ends where it is (DieRecovered `damage_only`); what else applies to it stays
(a stat change, a persistent effect), and the record of damage dealt this turn (DM-19.1)
is untouched: it was dealt."""

from __future__ import annotations

from games.engine.abilities.effects.base import Effect
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import Trigger


def _clear(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    for target in targets:
        die = b.state.dice.get(target)
        if die is not None and die.damage:
            b.emit(ev.DieRecovered(target, trigger.card, damage_only=True))


EFFECTS = {"clear_damage": Effect(_clear)}
