"""Effect primitives, the trigger queue, and the one place damage and KOs happen.

Card abilities (the next piece of work) are data: a trigger name and a list of EffectSpec.
Every effect is one of the closed set in `PRIMITIVES`; all damage goes through
`deal_damage` and all KOs through `knock_out`, so every trigger sees every case.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from games.engine import events as ev
from games.engine.builder import Batch
from games.engine.cards import EFFECT_OPS, Ability, EffectSpec, GlobalAbility
from games.engine.state import FIELD_ZONES, GameState, Trigger, Zone
from games.engine.stats import defense_of, is_active

CHOSEN_TARGETS = frozenset(
    {"target_player", "target_die", "target_opposing_die", "target_your_die"}
)


def player_target(player: int) -> str:
    return f"player:{player}"


# --- the trigger queue -----------------------------------------------------------------------


def ability_of(state: GameState, trigger: Trigger) -> Ability | GlobalAbility:
    card = state.cards[trigger.card]
    if trigger.kind == "global":
        return card.globals[trigger.ability]
    return card.abilities[trigger.ability]


def queue_triggers(b: Batch, found: Sequence[ev.AbilityTriggered]) -> None:
    """Queue simultaneous triggers: the active player's first, then the inactive's (DM-15.2)."""
    active = b.state.active
    b.emit(*sorted(found, key=lambda t: t.controller != active))


def card_triggers(
    state: GameState, trigger: str, die_id: str, controller: int | None = None
) -> list[ev.AbilityTriggered]:
    """The abilities of a die's card that fire on `trigger` for that die (per die, DM-18.2)."""
    die = state.dice[die_id]
    owner = die.owner if controller is None else controller
    if owner is None:
        return []
    card = state.cards[die.card]
    return [
        ev.AbilityTriggered(owner, card.id, i, "ability", die_id)
        for i, ability in enumerate(card.abilities)
        if ability.trigger == trigger
        and (not ability.while_active or is_active(state, owner, ability.while_active))
    ]


def turn_triggers(state: GameState, trigger: str) -> list[ev.AbilityTriggered]:
    """Card-level triggers ("at the start of your turn") of active cards of both players."""
    found = []
    for player in (state.active, state.inactive):
        for card_id in state.players[player].team:
            card = state.cards[card_id]
            for i, ability in enumerate(card.abilities):
                if ability.trigger == trigger and is_active(state, player, card_id):
                    found.append(ev.AbilityTriggered(player, card_id, i, "ability", ""))
    return found


def target_options(state: GameState, trigger: Trigger) -> tuple[str, ...] | None:
    """The choices for the trigger's first targeted effect, or None if it needs none."""
    for effect in ability_of(state, trigger).effects:
        if effect.target in CHOSEN_TARGETS:
            return targets_for(state, effect.target, trigger.controller)
    return None


def targets_for(state: GameState, kind: str, controller: int) -> tuple[str, ...]:
    if kind == "target_player":
        return (player_target(0), player_target(1))
    owners: tuple[int, ...]
    if kind == "target_opposing_die":
        owners = (1 - controller,)
    elif kind == "target_your_die":
        owners = (controller,)
    else:
        owners = (0, 1)
    found: list[str] = []
    for owner in owners:
        for zone in (Zone.FIELD, Zone.ATTACK):
            found.extend(d for d in state.in_zone(owner, zone) if state.is_character(state.dice[d]))
    return tuple(sorted(found))


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


# --- damage and KO: the only two doors --------------------------------------------------------


def deal_damage(b: Batch, source: str, target: str, amount: int, combat: bool) -> None:
    """All damage, to players and dice. Damaged dice queue their "when damaged" abilities."""
    if amount <= 0:
        return
    if target.startswith("player:"):
        b.emit(ev.PlayerDamaged(int(target[7:]), amount, source, combat))
        return
    b.emit(ev.DieDamaged(target, amount, source, combat))


def damaged_triggers(state: GameState, dice: Sequence[str]) -> list[ev.AbilityTriggered]:
    found: list[ev.AbilityTriggered] = []
    for die_id in dice:
        found.extend(card_triggers(state, "when_damaged", die_id))
    return found


def knock_out(b: Batch, dice: Sequence[str]) -> None:
    """All KOs: to the owner's Prep Area, then "when KO'd" abilities (DM-9.11, DM-16.4)."""
    dice = [d for d in dice if b.state.dice[d].zone in FIELD_ZONES]
    if not dice:
        return
    found: list[ev.AbilityTriggered] = []
    for die_id in dice:
        found.extend(card_triggers(b.state, "when_kod", die_id))
    b.emit(ev.DiceKnockedOut(tuple(dice)))
    queue_triggers(b, found)


_FIELD_KEYS = ((0, Zone.FIELD), (0, Zone.ATTACK), (1, Zone.FIELD), (1, Zone.ATTACK))


def lethal(state: GameState) -> list[str]:
    """Character dice in the Field Zone whose damage reached their defense (DM-16.1/16.2)."""
    all_dice, cards, zones = state.dice, state.cards, state.zones
    found = []
    for key in _FIELD_KEYS:
        for die_id in zones.get(key, ()):
            die = all_dice[die_id]
            if not state.is_character(die):
                continue
            card = cards[die.card]
            # Undamaged, unmodified and with no static ability, only a printed D of 0 kills.
            untouched = not (die.damage or die.modifiers or card.statics)
            if untouched and card.faces[die.face].defense > 0:  # type: ignore[index,union-attr]
                continue
            if die.damage >= defense_of(state, die):
                found.append(die_id)
    return sorted(found)


# --- the primitives -----------------------------------------------------------------------------


def _resolve_targets(
    state: GameState, effect: EffectSpec, trigger: Trigger, chosen: str
) -> list[str]:
    kind = effect.target
    controller = trigger.controller
    if kind in CHOSEN_TARGETS:
        return [chosen] if chosen in targets_for(state, kind, controller) else []
    if kind == "you":
        return [player_target(controller)]
    if kind == "opponent":
        return [player_target(1 - controller)]
    if kind == "this_die":
        die = state.dice.get(trigger.source_die)
        return [die.id] if die is not None and die.zone in FIELD_ZONES else []
    if kind == "all_opposing_characters":
        return list(targets_for(state, "target_opposing_die", controller))
    if kind == "all_characters":
        return list(targets_for(state, "target_die", controller))
    return []


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
    targets = _resolve_targets(b.state, effect, trigger, chosen)
    PRIMITIVES[effect.op](b, effect, trigger, targets)
