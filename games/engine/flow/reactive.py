"""Reactive Globals (DM-8.19, DM-15.4): "can only be used 'When' something happens". When
its occasion happens (abilities/occasions.py: scope "reactive"), a Reactive Global waits at
the head of the trigger queue, before every other ability it would interrupt; the player
the occasion concerns decides at once (pending "react"): pay it (`React`) and its effects
happen immediately (it may prevent the damage, DM-19.1), or let it pass (`DeclineReaction`).
A player who could not pay it is not asked. It may be paid once per occasion.
"""

from __future__ import annotations

from games.engine.abilities.resolution import apply_effect
from games.engine.flow.energy import check_payment, find_payment
from games.engine.flow.main_step import check_costs
from games.engine.model import actions as A
from games.engine.model import errors as E
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import GlobalAbility
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
    try:
        check_costs(state, ability.costs, head)
    except IllegalAction:
        return False
    return find_payment(state, head.controller, ability.cost, ability.energy_types) is not None


def _limit(state: GameState, head: Trigger, ability: GlobalAbility) -> str:
    """Why a Limited Global cannot be used now (DM-8.19), or ""."""
    if ability.only_your_turn and head.controller != state.active:
        return "this Global is for your own turn only"
    if ability.once_per_turn and (head.controller, head.card, head.ability) in state.globals_used:
        return "once per turn"
    return ""


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
    check_costs(state, ability.costs, head)
    check_payment(state, head.controller, a.paid, a.virtual, ability.cost, ability.energy_types)
    b.emit(ev.ReactiveUsed(head.controller, head.card, head.ability, a.paid, a.virtual))
    for cost in ability.costs:  # DM-12.2: energy and effect costs are both paid
        apply_effect(b, cost, head, targeting=False)
    for effect in ability.effects:
        apply_effect(b, effect, head)
        if b.state.over:
            return
    b.emit(_resolved(head))


def decline(b: Batch, a: A.DeclineReaction, pending: Pending) -> None:
    b.emit(ev.ReactionDeclined(pending.player))  # type: ignore[arg-type]


def _resolved(head: Trigger) -> ev.AbilityResolved:
    return ev.AbilityResolved(head.controller, head.card, head.ability, head.kind, head.source_die)
