"""`cap_combat_damage_this_turn`: "<dice> take a maximum of N combat damage this turn": one
persistent effect (DM-14.2) on each die it names until the end of the turn, `amount` N; the
damage door reads it (abilities/turn_caps.py)."""

from __future__ import annotations

from games.engine.abilities.effects.base import Effect
from games.engine.abilities.effects.lasting import start
from games.engine.abilities.turn_caps import CAP
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import Trigger


def _cap(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    start(b, CAP, effect, trigger, targets, effect.amount)


EFFECTS = {CAP: Effect(_cap)}
