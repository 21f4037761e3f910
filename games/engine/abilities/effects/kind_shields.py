"""Shields of one kind of damage (DM-19.1, DM-9.7: combat damage is what attackers and
blockers deal each other and the defending player in the Attack Step; every other damage
is ability damage, from a character's or a Global's ability or an action die):

- `prevent_next_ability`: "prevent the next N damage that you take from an ability or action
  die this turn": effects/shields.py's `prevent_next`, for ability damage only;
- `shield_combat`: "prevent all combat damage to ...": effects/prevent.py's `shield` (all of
  it), for combat damage only.

Each starts one persistent effect (DM-14.2) on each target, named for its kind; the damage
door (abilities/damage.py `shielded`) reads it as the shield it is for damage of that kind
and passes over it for the other kind (model/evolve_effects.py `shield_of`), so combat
damage does not use up "the next 2 damage from an ability"."""

from __future__ import annotations

from games.engine.abilities.effects.base import Effect
from games.engine.abilities.effects.lasting import start
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.evolve_effects import SHIELD_COMBAT, SHIELD_NEXT_ABILITY
from games.engine.model.state import Trigger


def _next_ability(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    if effect.amount > 0:  # "the next 0 damage" prevents nothing
        start(b, SHIELD_NEXT_ABILITY, effect, trigger, targets, effect.amount)


def _combat(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    start(b, SHIELD_COMBAT, effect, trigger, targets, 0)


EFFECTS = {SHIELD_NEXT_ABILITY: Effect(_next_ability), SHIELD_COMBAT: Effect(_combat)}
