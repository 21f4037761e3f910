"""double_damage_taken (abilities/damage_doubled.py reads it at the door of damage): on a
character die in the Field Zone, a persistent effect until its duration ends (DM-14.2); a
static ability's doubling does nothing when resolved (DM-14.3: it holds while it holds), nor
does double_damage_dealt, a static's only."""

from __future__ import annotations

from games.engine.abilities.damage_doubled import DEALT, DOUBLED
from games.engine.abilities.effects.base import Effect
from games.engine.abilities.effects.lasting import until
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import FIELD_ZONES, Trigger


def _double(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    if effect.duration == "static":
        return
    for target in targets:
        die = b.state.dice.get(target)
        if die is None or die.zone not in FIELD_ZONES or not b.state.is_character(die):
            continue  # DM-13.4: only a character die in the Field Zone takes damage
        b.emit(ev.EffectStarted(
            DOUBLED, target, trigger.card, trigger.controller, until(effect, trigger)
        ))  # fmt: skip


def _static_only(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    """A dealer's doubling is a static ability's: nothing happens when resolved."""


EFFECTS = {DOUBLED: Effect(_double), DEALT: Effect(_static_only)}
