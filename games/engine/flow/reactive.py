"""Reactive Globals (DM-8.19, DM-15.4): "can only be used 'When' something happens". When
its occasion happens (abilities/occasions.py: scope "reactive"), a Reactive Global waits at
the head of the trigger queue, before every other ability it would interrupt; the player
the occasion concerns decides at once (pending "react"): pay it (`React`) and its effects
happen immediately (it may prevent the damage, DM-19.1), or let it pass (`DeclineReaction`).
A player who could not pay it is not asked. It may be paid once per occasion.

Its effects that say "target ..." name one target, chosen with `React.target` as it is
paid (`targets`: what the effect's kind offers that the effect can act on, `Effect.accepts`:
for a redirection, any die that isn't untargetable, DM-19.2); with none to name it cannot be
used (DM-13.4) and is not offered.
"""

from __future__ import annotations

from games.engine.abilities import global_bars, life_costs
from games.engine.abilities.breath import reactive_cost
from games.engine.abilities.conditions import holds
from games.engine.abilities.costs import global_cost
from games.engine.abilities.resolution import apply_effect, context, effect_named
from games.engine.abilities.targets import TARGETS, targets_for
from games.engine.flow.energy import check_payment, find_payment
from games.engine.flow.main_step import check_costs
from games.engine.model import actions as A
from games.engine.model import errors as E
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec, GlobalAbility
from games.engine.model.changes import uses_left
from games.engine.model.errors import IllegalAction
from games.engine.model.state import GameState, Pending, Trigger


def offer(b: Batch, head: Trigger) -> Pending | None:
    """The "react" decision for the Reactive Global at the head of the queue, or None if
    its player could not use it now (then it passes by itself)."""
    state = b.state
    if usable(state, head):
        return Pending("react", head.controller, options=(f"{head.card}:{head.ability}",))
    b.emit(_resolved(head))
    return None


def usable(state: GameState, head: Trigger) -> bool:
    ability = state.cards[head.card].globals[head.ability]
    if _limit(state, head, ability):
        return False
    if targets(state, head) == ():
        return False  # DM-13.4: nothing to name
    try:
        check_costs(state, ability.costs, head)
    except IllegalAction:
        return False
    cost = reactive_cost(state, head, ability, global_cost(state, head.controller, ability.cost))
    return find_payment(state, head.controller, cost, ability.energy_types) is not None


def _chosen(ability: GlobalAbility) -> EffectSpec | None:
    """Its first effect that says "target ..." (all of them name the one chosen target)."""
    return next((e for e in ability.effects if TARGETS[e.target].chosen), None)


def targets(state: GameState, head: Trigger) -> tuple[str, ...] | None:
    """What the Reactive Global at the head of the queue may name as it is paid (sorted),
    or None when it names nothing."""
    ability = state.cards[head.card].globals[head.ability]
    effect = _chosen(ability)
    if effect is None:
        return None
    accepts = effect_named(state, head, effect.op).accepts
    found = targets_for(state, effect.target, head.controller, effect.filters, by="global")
    return tuple(t for t in found if accepts(state, effect, head, t))


def _limit(state: GameState, head: Trigger, ability: GlobalAbility) -> str:
    """Why a Limited Global cannot be used now (DM-8.19), or ""."""
    if ability.only_your_turn and head.controller != state.active:
        return "this Global is for your own turn only"
    if ability.once_per_turn and not uses_left(state, head.controller, head.card, head.ability):
        return "once per turn"
    if ability.condition is not None and not holds(context(state, head), ability.condition):
        return "its condition does not hold"  # Anti-Breath Weapon: while its card is active
    return global_bars.barred(state, head.controller, head.card)  # (DM-12.1)


def react(b: Batch, a: A.React, pending: Pending) -> None:
    """Pay the Reactive Global offered and apply its effects at once (DM-8.19)."""
    state = b.state
    head = state.triggers[0]
    if (a.card, a.ability) != (head.card, head.ability):
        raise IllegalAction(E.GLOBAL_UNKNOWN, "answer the Reactive Global offered", "DM-8.19")
    ability = state.cards[head.card].globals[head.ability]
    reason = _limit(state, head, ability)
    if reason:
        raise IllegalAction(E.GLOBAL_LIMIT, reason, "DM-8.19")
    options = targets(state, head)
    if options is None and a.target:
        raise IllegalAction(E.TARGET_INVALID, "this Reactive Global names no target", "DM-8.19")
    if options is not None and a.target not in options:
        why = f"{a.target or 'no target'} is not a valid target"
        raise IllegalAction(E.TARGET_INVALID, f"{why}: one of {list(options)}", "DM-19.2")
    check_costs(state, ability.costs, head)
    cost = reactive_cost(state, head, ability, global_cost(state, head.controller, ability.cost))
    check_payment(state, head.controller, a.paid, a.virtual, cost, ability.energy_types)
    b.emit(ev.ReactiveUsed(head.controller, head.card, head.ability, a.paid, a.virtual, a.target))
    life_costs.pay(b, head.controller, life_costs.GLOBAL)  # "must pay 2 life to use" (DM-12.2)
    for cost in ability.costs:  # DM-12.2: energy and effect costs are both paid
        apply_effect(b, cost, head, targeting=False)
    for effect in ability.effects:
        apply_effect(b, effect, head, a.target)
        if b.state.over:
            return
    b.emit(_resolved(head))


def decline(b: Batch, a: A.DeclineReaction, pending: Pending) -> None:
    b.emit(ev.ReactionDeclined(pending.player))  # type: ignore[arg-type]


def _resolved(head: Trigger) -> ev.AbilityResolved:
    return ev.AbilityResolved(head.controller, head.card, head.ability, head.kind, head.source_die)
