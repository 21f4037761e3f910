"""Declarations of text-only abilities (issue 7): when the ability at the head of the queue
has no effects the engine runs, its controller declares what it does as effect primitives
with their targets (or declines); the engine checks the declaration is in its terms and
possible, applies it through the same effects, marks their events `declared`, and the
opponent accepts or disputes it (a dispute goes to the judges)."""

from __future__ import annotations

from msgspec.structs import replace

from games.engine.abilities.effects import EFFECTS
from games.engine.abilities.queue import ability_of
from games.engine.abilities.resolution import apply_effect
from games.engine.abilities.targets import FILTERS, TARGETS, resolve_targets, targets_for
from games.engine.loading import DURATIONS
from games.engine.model import actions as A
from games.engine.model import errors as E
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.errors import IllegalAction
from games.engine.model.state import GameState, Pending, Trigger, Zone

MAX_EFFECTS = 8
MAX_AMOUNT = 20
MAX_REASON = 1000
ZONES = frozenset(z.value for z in Zone)
# The effect primitives whose `zone` parameter means something (abilities/effects/moves.py):
# a declaration names a zone for these only.
ZONE_OPS = frozenset({"prep", "move_die"})
# The primitives that make dice with A, D and an affiliation (DM-24.1: tokens).
MAKE_OPS = frozenset({"make_tokens"})
MAX_NAME = 40
# "while_in_field": a die's ability's persistent effect that lasts while its die is in the
# Field Zone ("may not field that card's dice until this leaves the field")
# ("while_active", a card's choice lasting while it is active, is card data's only)
DECLARABLE_DURATIONS = tuple(sorted(DURATIONS - {"static", "while_active", "until_used"}))


def durations_for(trigger: Trigger) -> tuple[str, ...]:
    """What a declaration of this ability may say: "while_in_field" only for a die's
    ability (a persistent effect lasting while that die is in the Field Zone)."""
    if trigger.source_die:
        return DECLARABLE_DURATIONS
    return tuple(d for d in DECLARABLE_DURATIONS if d != "while_in_field")


class DeclaredBatch(Batch):
    """A batch whose events carry `declared: true` where their type has the field."""

    __slots__ = ()

    def emit(self, event: ev.Event, *more: ev.Event) -> None:
        for one in (event, *more):
            if "declared" in one.__struct_fields__ and not one.declared:  # type: ignore[attr-defined]
                one = replace(one, declared=True)  # type: ignore[type-var]
            super().emit(one)


def is_text_only(state: GameState, trigger: Trigger) -> bool:
    """The queued ability has nothing the engine runs: its controller declares it."""
    return not ability_of(state, trigger).effects


def spec_of(effect: ev.DeclaredEffect) -> EffectSpec:
    return EffectSpec(
        op=effect.op,
        amount=effect.amount,
        target=effect.target,
        zone=effect.zone,
        duration=effect.duration,
        filters=tuple(effect.filters),
        attack=effect.attack,
        defense=effect.defense,
        affiliation=effect.affiliation,
    )


def check_effect(
    state: GameState, trigger: Trigger, effect: ev.DeclaredEffect, cost: bool = False
) -> None:
    """Raise IllegalAction unless `effect` is in the engine's terms and affects something.
    A cost's chosen die is not a target (DM-13.3): "can't be targeted" does not bar it."""
    if effect.op not in EFFECTS:
        raise IllegalAction(E.DECLARE_MALFORMED, f"no effect {effect.op!r} (one of the engine's)")
    if effect.target not in TARGETS:
        raise IllegalAction(E.DECLARE_MALFORMED, f"no target kind {effect.target!r}", "DM-13")
    if effect.duration not in durations_for(trigger):
        raise IllegalAction(E.DECLARE_MALFORMED, f"duration one of {durations_for(trigger)}")
    if effect.zone and (effect.zone not in ZONES or effect.op not in ZONE_OPS):
        raise IllegalAction(E.DECLARE_MALFORMED, f"{effect.op} takes no zone {effect.zone!r}")
    if type(effect.amount) is not int or abs(effect.amount) > MAX_AMOUNT:
        raise IllegalAction(E.DECLARE_MALFORMED, f"amount from -{MAX_AMOUNT} to {MAX_AMOUNT}")
    made = (effect.attack, effect.defense, effect.affiliation)
    if made != (0, 0, "") and effect.op not in MAKE_OPS:
        raise IllegalAction(E.DECLARE_MALFORMED, f"{effect.op} makes nothing with A, D")
    if not (0 <= effect.attack <= MAX_AMOUNT and 0 <= effect.defense <= MAX_AMOUNT):
        raise IllegalAction(E.DECLARE_MALFORMED, f"A and D from 0 to {MAX_AMOUNT}", "DM-24.1")
    if len(effect.affiliation) > MAX_NAME or ":" in effect.affiliation:
        raise IllegalAction(E.DECLARE_MALFORMED, f"an affiliation of at most {MAX_NAME} characters")
    for name, value in effect.filters:
        if name not in FILTERS or (name == "zone" and value not in ZONES):
            raise IllegalAction(E.DECLARE_MALFORMED, f"no target filter {name}={value!r}")
    kind = TARGETS[effect.target]
    controller = trigger.controller
    if kind.chosen:
        options = targets_for(state, effect.target, controller, effect.filters, not cost)
        if effect.chosen not in options:
            raise IllegalAction(
                E.DECLARE_BAD_TARGET, f"{effect.chosen!r} is not a valid target", "DM-13.1"
            )
    elif effect.chosen:
        raise IllegalAction(E.DECLARE_MALFORMED, f"{effect.target} names no chosen target")
    if kind.what != "none" and not resolve_targets(
        state, spec_of(effect), trigger, effect.chosen, not cost
    ):
        raise IllegalAction(E.DECLARE_NO_TARGET, f"{effect.op} affects nothing now", "DM-13.4")


def declare(b: Batch, a: A.Declare, pending: Pending) -> None:
    state = b.state
    trigger = state.triggers[0]
    if len(a.effects) + len(a.costs) > MAX_EFFECTS:
        raise IllegalAction(E.DECLARE_MALFORMED, f"at most {MAX_EFFECTS} effects and costs")
    for effect in a.costs:
        check_effect(state, trigger, effect, cost=True)
    for effect in a.effects:
        check_effect(state, trigger, effect)
    if any(EFFECTS[e.op].chance(spec_of(e)) for e in (*a.costs, *a.effects[:-1])):
        raise IllegalAction(E.DECLARE_MALFORMED, "chance (a draw, a roll) comes last, once")
    b.emit(ev.EffectDeclared(a.player, tuple(a.effects), tuple(a.costs)))  # type: ignore[arg-type]
    marked = DeclaredBatch(b.state)
    try:
        for effect in a.costs:  # DM-12.2: costs first
            apply_effect(marked, spec_of(effect), trigger, effect.chosen, targeting=False)
        for effect in a.effects:
            apply_effect(marked, spec_of(effect), trigger, effect.chosen)
    except (KeyError, TypeError, ValueError, AttributeError, IndexError, AssertionError) as e:
        raise IllegalAction(E.DECLARE_IMPOSSIBLE, f"this effect cannot happen here: {e}") from e
    b.state = marked.state
    b.events.extend(marked.events)
    b.emit(
        ev.AbilityResolved(
            trigger.controller, trigger.card, trigger.ability, trigger.kind, trigger.source_die
        )
    )


def accept(b: Batch, a: A.AcceptDeclaration, pending: Pending) -> None:
    b.emit(ev.DeclarationAccepted(a.player))  # type: ignore[arg-type]


def dispute(b: Batch, a: A.DisputeDeclaration, pending: Pending) -> None:
    if not isinstance(a.reason, str) or len(a.reason) > MAX_REASON:
        raise IllegalAction(E.REVIEW_BAD_REASON, f"a reason of at most {MAX_REASON} characters")
    about = b.state.review[0] if b.state.review is not None else 0
    b.emit(ev.DeclarationDisputed(a.player, a.reason, about))  # type: ignore[arg-type]


__all__ = [
    "DECLARABLE_DURATIONS",
    "MAKE_OPS",
    "ZONE_OPS",
    "accept",
    "check_effect",
    "declare",
    "dispute",
    "is_text_only",
]
