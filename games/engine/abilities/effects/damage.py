"""deal_damage: ability damage to players and dice (Ability Damage, 000:L753; DM-16)."""

from __future__ import annotations

from games.engine.abilities.damage import damage_occasions, deal_damage
from games.engine.abilities.effects.base import Effect
from games.engine.abilities.occasions import announce
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import Trigger


def _deal(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    source = trigger.source_die or trigger.card
    for target in targets:
        deal_damage(b, source, target, effect.amount, combat=False)
    # Ability damage resolves immediately (DM-16.1): "when damaged" first, then the KO.
    hits = [(source, t) for t in targets if t in b.state.dice and effect.amount > 0]
    announce(b, *damage_occasions(hits))


EFFECTS = {"deal_damage": Effect(_deal)}
