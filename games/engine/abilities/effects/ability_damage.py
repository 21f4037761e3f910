"""Damage from characters' abilities made smaller (abilities/ability_damage.py reads both at
the door of damage): `reduce_ability_damage`, a static ability's only (DM-14.3: resolving
it does nothing); `cap_ability_damage`, a persistent effect on the player it names until
Cleanup (DM-14.2; a Global's: "reduce the damage you take from a character's ability to
1"), its amount the most such damage may be."""

from __future__ import annotations

from games.engine.abilities.ability_damage import CAP, REDUCE
from games.engine.abilities.effects.base import Effect
from games.engine.abilities.effects.lasting import start
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import Trigger


def _static_only(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    """A reduction while active is a static ability's: nothing happens when resolved."""


def _cap(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    players = [t for t in targets if t.startswith("player:")]
    start(b, CAP, effect, trigger, players, effect.amount)


EFFECTS = {REDUCE: Effect(_static_only), CAP: Effect(_cap)}
