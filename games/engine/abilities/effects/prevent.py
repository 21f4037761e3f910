"""Preventing damage (DM-19.1: "a prevented thing triggers nothing; costs are not refunded").

- `prevent_damage`: damage just dealt is prevented: the die's damage goes down by `amount`
  (0: all of it), a player's life comes back by `amount`. A Reactive Global does this as its
  occasion happens (DM-8.19, DM-15.4: it interrupts before anything that waited for the
  damage; prevented to nothing, the die's "when damaged" abilities leave the queue).
- `redirect_damage` (DM-19.2): damage just dealt to this die (the occasion's) or, with no
  die, to the controller, up to `amount` (0: all of it), is prevented there and dealt to the
  effect's targets instead ("your opponent", "each opposing character die": chosen targets
  are not offered to a Reactive Global, which resolves at once). It is ability damage from
  this card (the engine keeps no record of the first source; docs/rulings.md).
- `shield`: a persistent effect (DM-14.2) the damage door reads (abilities/damage.py
  `shielded`): the next `amount` damage to the target (0: all damage) while it lasts is
  never dealt, so nothing triggers on it.
"""

from __future__ import annotations

from games.engine.abilities.damage import damage_occasions, deal_damage
from games.engine.abilities.effects.base import Effect
from games.engine.abilities.effects.lasting import start
from games.engine.abilities.occasions import Occasion, announce
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


def _redirect(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    state = b.state
    die = state.dice.get(trigger.source_die) if trigger.source_die else None
    if die is not None:
        taken, where = die.damage, die.id
    else:
        where = f"player:{trigger.controller}"
        taken = state.options.starting_life - state.players[trigger.controller].life
    amount = taken if effect.amount <= 0 else min(effect.amount, taken)
    targets = [t for t in targets if t != where]
    if amount <= 0 or not targets:
        return
    b.emit(ev.DamagePrevented(where, amount, trigger.card))
    dealt = [t for t in targets if deal_damage(b, trigger.card, t, amount, combat=False)]
    hits = [(trigger.card, t) for t in dealt if t in b.state.dice]
    players = [Occasion("player_damaged", player=int(t[7:])) for t in dealt if t[:7] == "player:"]
    announce(b, *damage_occasions(hits), *players)


def _shield(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    start(b, "shield", effect, trigger, targets, max(0, effect.amount))


EFFECTS = {
    "prevent_damage": Effect(_prevent),
    "redirect_damage": Effect(_redirect),
    "shield": Effect(_shield),
}
