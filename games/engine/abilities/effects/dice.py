"""swap and copy_stats: effects on two dice (DM-23).

- `swap` (DM-23.4): this die and the chosen target exchange positions exactly (zone, owner's
  area, attacking or blocking position). A die going from an unrolled place (Used Pile, bag,
  Prep Area) to a rolled one enters on level 1 (or the level `amount` names); this is not
  fielding ("when fielded" does not trigger). A die leaving play loses its damage and
  effects (DM-14.1, DM-14.2).
- `copy_stats` (DM-23.3: "copy the stats"): this die uses the printed A and D of the chosen
  die's card for its own level, keeping its own bursts, until Cleanup (duration "turn") or
  the start of its controller's next turn ("next_turn"); a persistent effect on this die
  (`Lasting` "copy_stats", `source` the copied card) that abilities/stats.py reads.
"""

from __future__ import annotations

from games.engine.abilities.effects.base import Effect
from games.engine.abilities.effects.lasting import until
from games.engine.abilities.effects.moves import _to_level
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import ROLLED_ZONES, Trigger


def _swap(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    state = b.state
    this = state.dice.get(trigger.source_die)
    other = state.dice.get(targets[0]) if targets else None
    if this is None or other is None or this.id == other.id:
        return  # DM-13.4: nothing to swap with
    if (this.owner, this.zone) == (other.owner, other.zone):
        return  # the same position: nothing changes
    entering = [
        d.id for d, place in ((this, other), (other, this))
        if d.zone not in ROLLED_ZONES and place.zone in ROLLED_ZONES
    ]  # fmt: skip
    b.emit(ev.DiceSwapped(this.id, other.id, trigger.card))
    _to_level(b, entering, effect.amount or 1, trigger.card)  # DM-23.4: level 1, not fielded


def _copy_stats(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    state = b.state
    this = state.dice.get(trigger.source_die)
    other = state.dice.get(targets[0]) if targets else None
    if this is None or other is None or not state.cards[other.card].character_faces():
        return
    b.emit(
        ev.EffectStarted("copy_stats", this.id, other.card, trigger.controller, until(effect), 0)
    )


EFFECTS = {"swap": Effect(_swap), "copy_stats": Effect(_copy_stats)}
