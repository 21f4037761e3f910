"""prep and move_die: dice moved between zones by an effect. A move into the Field Zone is
not fielding (DM-8.13)."""

from __future__ import annotations

from games.engine.abilities import hooks
from games.engine.abilities.effects.base import Effect
from games.engine.abilities.effects.chance import from_bag
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import SIDEKICK_ID, EffectSpec
from games.engine.model.state import FIELD_ZONES, Trigger, Zone


def _prep(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    """Prep up to `amount` dice from `zone` (Used Pile by default; from the bag they are drawn
    at random, 000:L799); do as much as you can (DM-12.3). target "sidekick" limits it to
    Sidekick dice."""
    if effect.zone == Zone.BAG.value:
        from_bag(b, trigger.controller, effect.amount, Zone.PREP)
        return
    source = Zone(effect.zone or "used")
    pool = [
        d
        for d in b.state.in_zone(trigger.controller, source)
        if effect.target != "sidekick" or b.state.dice[d].card == SIDEKICK_ID
    ]
    moved = tuple(sorted(pool)[: effect.amount])
    if moved:
        b.emit(ev.DiceMoved(trigger.controller, moved, Zone.PREP.value, trigger.card))


def _move(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    """Move dice; "to the Used Pile" from the Field Zone or Reserve Pool on their owner's own
    turn means Out of Play (000:L184); Out of Play does not exist on the opponent's turn."""
    state = b.state
    dice = tuple(t for t in targets if t in state.dice)

    def destination(die_id: str) -> str:
        die = state.dice[die_id]
        rolled = die.zone in FIELD_ZONES or die.zone is Zone.RESERVE
        if effect.zone == Zone.USED.value and die.owner == state.active and rolled:
            return Zone.OOP.value
        return effect.zone

    for to in sorted({destination(d) for d in dice}):
        group = tuple(d for d in dice if destination(d) == to)
        owner = state.dice[group[0]].owner
        player = owner if owner is not None else trigger.controller
        if effect.zone == Zone.USED.value:  # a keyword may send it elsewhere (Immortal)
            hooks.to_used_pile(b, player, group, Zone(to), trigger.card)
        else:
            b.emit(ev.DiceMoved(player, group, to, trigger.card))


EFFECTS = {
    "prep": Effect(_prep, chance=lambda spec: spec.zone == Zone.BAG.value),
    "move_die": Effect(_move),
}
