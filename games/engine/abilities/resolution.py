"""Resolving a queued ability: its effects in order, each on the targets it names now
(DM-15.3: one resolves fully before the next)."""

from __future__ import annotations

from dataclasses import replace

from games.engine.abilities import done_this_way, if_you_do, ko_offers, redirect_offers, this_way
from games.engine.abilities.answers import (
    NOTHING,
    answer_for,
    answers,
    asked,
    choices,
)
from games.engine.abilities.conditions import Context, holds
from games.engine.abilities.counts import times
from games.engine.abilities.effects import EFFECTS, Effect
from games.engine.abilities.effects.chance import OUTCOME
from games.engine.abilities.global_ward import unwarded
from games.engine.abilities.opponent_prevents import refused
from games.engine.abilities.queue import ability_of
from games.engine.abilities.ranked import ranks
from games.engine.abilities.shared_condition import Shared, tested
from games.engine.abilities.targets import (
    ACCEPT,
    CHOSEN_TARGETS,
    DECLINE,
    resolve_targets,
    source_kind,
    target_options,
    targets_for,
)
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import GameState, Trigger


def resolve(
    b: Batch, trigger: Trigger, target: str = "", split: tuple[tuple[str, int], ...] = ()
) -> None:
    """Resolve one queued trigger fully before the next (DM-15.3). `split`: the amount of
    its effect that may be divided, as the controller divided it among targets (checked:
    `check_split`; for "up to N targets" the targets chosen). An ability whose condition
    no longer holds does nothing (abilities/conditions.py, DM-13.4)."""
    ability = ability_of(b.state, trigger)
    given = answers(b.state, trigger, target)  # each choice's (abilities/answers.py)
    declined = target == DECLINE and (
        getattr(ability, "pay", 0) or not any(e.target in CHOSEN_TARGETS for e in ability.effects)
    )  # a paid ability declined ("you may pay ... to") does nothing (flow/paid.py)
    declined = declined or (len(given) > 1 and refused(ability.effects, given))  # "you may"
    target = "" if target == ACCEPT else target
    skip = (
        declined
        or (
            ability.condition is not None
            and not holds(context(b.state, trigger), ability.condition)
        )
        or not if_you_do.payable(b.state, ability, trigger, target, given)  # "If you do, ..."
    )
    if ko_offers.replaces(b.state, trigger):  # a KO waits for this answer (ko_offers.py)
        skip = not ko_offers.answered(b, trigger, skip or target == DECLINE)
    if skip:
        b.emit(
            ev.AbilityResolved(
                trigger.controller, trigger.card, trigger.ability, trigger.kind, trigger.source_die
            )
        )
        return
    if split and not target and any(e.up_to and not e.split for e in ability.effects):
        target = split[0][0]  # "up to N targets": the other effects name the first
    begun = len(b.events)  # "for each die KO'd this way": what its effects do from here
    shared: Shared = None
    for effect in ability.effects:
        effect = this_way.counted(b, effect, begun)
        effect = done_this_way.settled(b, effect, begun, trigger.card)  # "if KO'd this way"
        before, shared = shared, None
        if split and effect.up_to and not effect.split and _at_once(b.state, trigger, effect):
            _apply_on(b, effect, trigger, [chosen for chosen, _ in split])
        elif split and effect.up_to and not effect.split:  # each target gets the whole effect
            for chosen, _ in split:
                apply_effect(b, effect, trigger, chosen)
        elif split and effect.split:  # (by rank too: abilities/ranked.py)
            by = source_kind(b.state, trigger)
            options = set(
                targets_for(b.state, effect.target, trigger.controller, effect.filters, by=by)
            )
            parts = [(t, n) for t, n in split if t in options]  # still valid (DM-13.4)
            parts = [(t, n) for t, n in parts if t in unwarded(b.state, [t], trigger)]
            effect_named(b.state, trigger, effect.op).divide(b, effect, trigger, parts)  # type: ignore[misc]
        else:
            chosen = answer_for(effect, given) if effect.target in CHOSEN_TARGETS else target
            held, shared = tested(effect, context(b.state, trigger, chosen), before)
            if held is not None:  # (one condition over several effects: shared_condition.py)
                apply_effect(b, held, trigger, chosen)
        if b.state.over or life_ends_game(b.state):
            return  # DM-11.1: the game ended with this effect; the rest never happens
    chance = b.state.chance
    if chance is not None and chance.to == OUTCOME:
        return  # its roll's outcome resolves it (abilities/outcomes.py)
    b.emit(
        ev.AbilityResolved(
            trigger.controller, trigger.card, trigger.ability, trigger.kind, trigger.source_die
        )
    )


def _at_once(state: GameState, trigger: Trigger, effect: EffectSpec) -> bool:
    """ "Reroll up to 2 ...": one roll of every die chosen (one outcome of chance at a time),
    not one per die; an effect of its own condition is applied die by die."""
    return (
        effect.condition is None
        and effect.instead_if is None
        and effect_named(state, trigger, effect.op).chance(effect)
    )


def _apply_on(b: Batch, effect: EffectSpec, trigger: Trigger, chosen: list[str]) -> None:
    targets = [t for c in chosen for t in resolve_targets(b.state, effect, trigger, c)]
    targets = unwarded(b.state, targets, trigger)  # (abilities/global_ward.py)
    effect_named(b.state, trigger, effect.op).apply(b, effect, trigger, targets)


def yes_or_no(state: GameState, trigger: Trigger) -> bool:
    """An optional ability ("you may ...") with no target to choose, whose condition holds:
    its controller says whether to do it, (ACCEPT, DECLINE), as it resolves (DM-15.3)."""
    ability = ability_of(state, trigger)
    if not getattr(ability, "optional", False):
        return False
    if any(e.target in CHOSEN_TARGETS for e in ability.effects):
        return False
    if not if_you_do.payable(state, ability, trigger, ""):
        return False  # a cost it cannot pay: nothing to ask (abilities/if_you_do.py)
    return ability.condition is None or holds(context(state, trigger), ability.condition)


def life_ends_game(state: GameState) -> bool:
    """A side's life is at 0 or below and nothing may still prevent it: the game ends now
    (DM-11.1), after the effect that did it, not after the whole ability ("deal 2 to your
    opponent, then 2 to you" is no tie; one effect on "each player" can be, DM-11.2). A
    Reactive Global waiting to interrupt may yet prevent the damage (DM-15.4)."""
    if state.triggers and any(t.kind == "reactive" for t in state.triggers):
        return False
    if state.triggers and redirect_offers.waiting(state):
        return False  # a redirection offered may still take it back (redirect_offers.py)
    return state.players[0].life <= 0 or state.players[1].life <= 0  # (seats 0, 1: the sides)


def apply_effect(
    b: Batch, effect: EffectSpec, trigger: Trigger, chosen: str = "", targeting: bool = True
) -> None:
    """One effect on the targets it names now; `targeting` False for a cost (DM-13.3: the
    die a player chooses to pay a cost with is not a target). "If ...": nothing unless its
    condition holds; "... instead": its other effects in its place (abilities/conditions.py)."""
    if effect.condition is not None or effect.instead_if is not None:
        ctx = context(b.state, trigger, chosen)
        if not holds(ctx, effect.condition):
            return
        if effect.instead_if is not None and holds(ctx, effect.instead_if):
            for other in effect.instead:
                apply_effect(b, other, trigger, chosen, targeting)
            return
    if effect.per:  # "for each ..." (DM-18.5): counted as it resolves
        effect = replace(
            effect,
            amount=effect.amount
            * times(
                b.state,
                effect.per,
                trigger.controller,
                trigger.source_die,
                effect.per_filters,
                chosen,
                trigger.card,
            ),
        )
    targets = resolve_targets(b.state, effect, trigger, chosen, targeting)
    targets = unwarded(b.state, targets, trigger)  # an opponent's Global (global_ward.py)
    effect_named(b.state, trigger, effect.op).apply(b, effect, trigger, targets)


def context(state: GameState, trigger: Trigger, chosen: str = "") -> Context:
    """What a condition of the trigger's ability is read about."""
    return Context(state, trigger.controller, trigger.card, trigger.source_die, chosen)


def effect_named(state: GameState, trigger: Trigger, op: str) -> Effect:
    """The primitive `op`: the engine's, or one a keyword of the trigger's card adds (the
    loader checked that one of them has it)."""
    found = EFFECTS.get(op)
    if found is not None:
        return found
    for use in state.cards[trigger.card].keywords:
        if use.rules is not None and op in use.rules.effects:
            return use.rules.effects[op]  # type: ignore[no-any-return]
    raise KeyError(op)


def target_choices(state: GameState, trigger: Trigger) -> tuple[str, ...] | None:
    """`target_options` less the targets no effect on the chosen target can act on
    (`Effect.accepts`, DM-13.4): a redirection never offers the die it takes the damage from
    (DM-19.2), a spin up no die at its top level (DM-21.2). None: no choice."""
    now = asked(state, trigger)
    found = _choices_of(state, trigger, now)
    if found or found is None:
        return found
    for later in range(now + 1, choices(ability_of(state, trigger))):
        if _choices_of(state, trigger, later):  # this one is answered NOTHING (answers.py)
            return (NOTHING,)
    return found


def _choices_of(state: GameState, trigger: Trigger, choice: int) -> tuple[str, ...] | None:
    """The valid targets of the ability's choice number `choice` (None: no choice)."""
    ability = ability_of(state, trigger)
    mine = [e for e in ability.effects if e.target in CHOSEN_TARGETS and e.choice == choice]
    options = target_options(state, trigger, mine[0]) if mine else None
    if options and trigger.kind in ("global", "action"):  # (global_ward.py, action_ward.py)
        options = tuple(unwarded(state, list(options), trigger))
    if not options:
        return options
    checks = [  # an effect, or what it does "instead" (abilities/conditions.py)
        (e, effect_named(state, trigger, e.op).accepts)
        for effect in ability.effects
        for e in (effect, *effect.instead)
        if e.target in CHOSEN_TARGETS and e.choice == choice
    ]
    found = tuple([t for t in options if any(ok(state, e, trigger, t) for e, ok in checks)])
    return found if len(found) >= ranks(state, trigger, CHOSEN_TARGETS) else ()  # ranked.py


def nothing_to_affect(state: GameState, trigger: Trigger) -> bool:
    """DM-13.4: "You may not choose to initiate an effect with no valid targets or dice to
    affect": its chosen target has no option, and none of its other effects affects anything
    (an action die that turns itself to an energy side still has itself to affect; DM-12.3:
    the rest does as much as it can)."""
    if target_choices(state, trigger) != ():
        return False
    return not any(
        resolve_targets(state, effect, trigger, "")
        for effect in ability_of(state, trigger).effects
        if effect.target not in CHOSEN_TARGETS and effect.target != "none"
    )
