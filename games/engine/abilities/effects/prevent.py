"""Preventing damage (DM-19.1: "a prevented thing triggers nothing; costs are not refunded").

- `prevent_damage`: damage just dealt is prevented: the die's damage goes down by `amount`
  (0: all of it), a player's life comes back by `amount`. A Reactive Global does this as its
  occasion happens (DM-8.19, DM-15.4: it interrupts before anything that waited for the
  damage; prevented to nothing, the die's "when damaged" abilities leave the queue).
- `shield`: a persistent effect (DM-14.2) the damage door reads (abilities/damage.py
  `shielded`): the next `amount` damage to the target (0: all damage) while it lasts is
  never dealt, so nothing triggers on it.
"""

from __future__ import annotations

from games.engine.abilities.effects.base import Effect
from games.engine.abilities.effects.lasting import start
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import Trigger


def _prevent(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    state = b.state
    for target in targets:
        if target.startswith("player:"):
            player = int(target[7:])
            room = state.options.starting_life - state.players[player].life
            amount = min(effect.amount, room) if effect.amount > 0 else room
            if amount > 0:  # never above the starting life (docs/rulings.md, Effects (fx))
                b.emit(ev.DamagePrevented(target, amount, trigger.card))
            continue
        die = state.dice.get(target)
        if die is None or not die.damage:
            continue
        amount = die.damage if effect.amount <= 0 else min(effect.amount, die.damage)
        b.emit(ev.DamagePrevented(target, amount, trigger.card))


def _shield(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    start(b, "shield", effect, trigger, targets, max(0, effect.amount))


EFFECTS = {"prevent_damage": Effect(_prevent), "shield": Effect(_shield)}
