"""name_energy: "name an energy type": the type chosen (target kind
`energy_type_of_choice`, abilities/named_energy.py) is remembered as a persistent effect of
its card, "energy:<type>", for the effect's duration (DM-14.2; "while_active": while its
card is active, DM-18.1). What the name does is said by the effects that read it (a cost
change filtered `named_energy`)."""

from __future__ import annotations

from games.engine.abilities.effects.base import Effect
from games.engine.abilities.effects.lasting import until
from games.engine.abilities.named_energy import NAMED, types_offered
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import Trigger


def _name(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    offered = types_offered()
    for target in targets:
        if target in offered:
            b.emit(
                ev.EffectStarted(
                    NAMED, target, trigger.card, trigger.controller, until(effect, trigger)
                )
            )


EFFECTS = {"name_energy": Effect(_name)}
