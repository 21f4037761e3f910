"""Effect primitives: the closed set of things an ability can do (`PRIMITIVES`).

Card abilities are data: a trigger name and a list of EffectSpec, each naming one primitive.
"""

from __future__ import annotations

from collections.abc import Callable

from games.engine.abilities.damage import damaged_triggers, deal_damage, knock_out
from games.engine.abilities.queue import ability_of, queue_triggers
from games.engine.abilities.targets import resolve_targets
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import EFFECT_OPS, EffectSpec
from games.engine.model.state import FIELD_ZONES, Trigger, Zone


def resolve(b: Batch, trigger: Trigger, target: str = "") -> None:
    """Resolve one queued trigger fully before the next (DM-15.3)."""
    for effect in ability_of(b.state, trigger).effects:
        apply_effect(b, effect, trigger, target)
        if b.state.over:
            return
    b.emit(
        ev.AbilityResolved(
            trigger.controller, trigger.card, trigger.ability, trigger.kind, trigger.source_die
        )
    )


Primitive = Callable[[Batch, EffectSpec, Trigger, list[str]], None]


def _damage(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    source = trigger.source_die or trigger.card
    for target in targets:
        deal_damage(b, source, target, effect.amount, combat=False)
    # Ability damage resolves immediately (DM-16.1): when-damaged first, then the KO.
    queue_triggers(b, damaged_triggers(b.state, [t for t in targets if t in b.state.dice]))


def _lose_life(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    for target in targets:
        if target.startswith("player:"):
            b.emit(ev.LifeLost(int(target[7:]), effect.amount, trigger.card))


def _gain_life(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    for target in targets:
        if target.startswith("player:"):
            player = int(target[7:])
            room = b.state.options.starting_life - b.state.players[player].life
            gained = max(0, min(effect.amount, room))  # DM-11.3: the life cap
            if gained:
                b.emit(ev.LifeGained(player, gained))


def _modify(attack: int, defense: int) -> Primitive:
    def apply(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
        for target in targets:
            if target in b.state.dice:
                b.emit(
                    ev.StatsModified(
                        target, attack * effect.amount, defense * effect.amount, trigger.card
                    )
                )

    return apply


def _spin(direction: int) -> Primitive:
    def apply(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
        for target in targets:
            die = b.state.dice.get(target)
            if die is None or not b.state.is_character(die):
                continue
            levels = b.state.cards[die.card].character_faces()
            position = levels.index(die.face)  # type: ignore[arg-type]
            new = position + direction * max(1, effect.amount)
            new = max(0, min(len(levels) - 1, new))  # DM-21.2: no spin past the ends
            if new != position:
                b.emit(ev.DieSpun(target, levels[new], trigger.card))

    return apply


def _ko(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    knock_out(b, [t for t in targets if t in b.state.dice])


def _virtual(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    b.emit(ev.VirtualEnergyGained(trigger.controller, effect.amount))


def _from_bag(b: Batch, player: int, amount: int, to: Zone) -> None:
    """Draw `amount` dice at random (refilling an empty bag from the Used Pile, DM-6.2): the
    outcome is the next decision, like every draw (ChanceRequested)."""
    if not b.state.in_zone(player, Zone.BAG) and b.state.in_zone(player, Zone.USED):
        b.emit(ev.BagRefilled(player, b.state.in_zone(player, Zone.USED)))
    count = min(amount, len(b.state.in_zone(player, Zone.BAG)))
    if count:  # do as much as you can (DM-12.3)
        b.emit(ev.ChanceRequested("draw", player, count=count, to=to.value))


def _draw(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    """ "Draw a die" with no destination: roll it once into the Reserve Pool (DM-20.3)."""
    _from_bag(b, trigger.controller, effect.amount, Zone.RESERVE)


def _reroll(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    """Reroll rolled dice where they are (DM-22.1); partially spent dice cannot be (DM-8.3)."""
    state = b.state
    dice = tuple(
        sorted(
            t
            for t in targets
            if t in state.dice
            and state.dice[t].zone in (Zone.FIELD, Zone.ATTACK, Zone.RESERVE)
            and not state.dice[t].partially_spent
        )
    )
    if dice:
        b.emit(ev.ChanceRequested("roll", trigger.controller, dice=dice))


def _prep(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    """Prep up to `amount` dice from `zone` (Used Pile by default; from the bag they are drawn
    at random, 000:L799); do as much as you can (DM-12.3). target "sidekick" limits it to
    Sidekick dice."""
    if effect.zone == Zone.BAG.value:
        _from_bag(b, trigger.controller, effect.amount, Zone.PREP)
        return
    source = Zone(effect.zone or "used")
    pool = [
        d
        for d in b.state.in_zone(trigger.controller, source)
        if effect.target != "sidekick" or b.state.dice[d].card == "sidekick"
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
        b.emit(
            ev.DiceMoved(
                owner if owner is not None else trigger.controller, group, to, trigger.card
            )
        )


PRIMITIVES: dict[str, Primitive] = {
    "deal_damage": _damage,
    "lose_life": _lose_life,
    "gain_life": _gain_life,
    "modify_attack": _modify(1, 0),
    "modify_defense": _modify(0, 1),
    "modify_stats": _modify(1, 1),
    "spin_up": _spin(1),
    "spin_down": _spin(-1),
    "ko": _ko,
    "gain_virtual_energy": _virtual,
    "prep": _prep,
    "move_die": _move,
    "draw": _draw,
    "reroll": _reroll,
}
assert set(PRIMITIVES) == EFFECT_OPS, "the card vocabulary and the primitives must agree"


def apply_effect(b: Batch, effect: EffectSpec, trigger: Trigger, chosen: str = "") -> None:
    targets = resolve_targets(b.state, effect, trigger, chosen)
    PRIMITIVES[effect.op](b, effect, trigger, targets)
