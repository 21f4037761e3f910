"""Descriptions of a declaration (issue 7): which effect primitives can happen now with
which targets and zones (each tried with `decide` on the state, as the judge would), and
the opponent's review."""

from __future__ import annotations

from collections.abc import Iterator

from games.engine.abilities.effects import EFFECTS
from games.engine.abilities.queue import ability_of
from games.engine.abilities.targets import FILTERS, TARGETS, resolve_targets, targets_for
from games.engine.flow import declare as D
from games.engine.flow.choices import model as C
from games.engine.model import actions as A
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.errors import IllegalAction
from games.engine.model.state import GameState, Pending, Trigger, Zone


def _targets(state: GameState, trigger: Trigger) -> Iterator[C.TargetOption]:
    for kind, target in sorted(TARGETS.items()):
        if target.chosen:
            options = targets_for(state, kind, trigger.controller)
            if options:
                yield C.TargetOption(kind, True, options)
        elif target.what == "none" or resolve_targets(
            state, EffectSpec("", target=kind), trigger, ""
        ):
            yield C.TargetOption(kind)


def _works(state: GameState, pending: Pending, effect: ev.DeclaredEffect) -> bool:
    """Would `decide` accept declaring this one effect? (Its handler on a throwaway batch:
    the turn and the pending kind are already the declaration's.)"""
    try:
        D.declare(Batch(state), A.Declare(player=pending.player, effects=(effect,)), pending)
    except IllegalAction:
        return False
    return True


def _ops(
    state: GameState, pending: Pending, targets: tuple[C.TargetOption, ...]
) -> Iterator[C.OpOption]:
    for op in sorted(EFFECTS):
        zones = sorted(z.value for z in Zone) if op in D.ZONE_OPS else [""]
        uses = tuple(
            (t.kind, zone)
            for t in targets
            for zone in zones
            if _works(
                state,
                pending,
                ev.DeclaredEffect(op, 1, t.kind, t.options[0] if t.chosen else "", zone),
            )
        )
        if uses:
            chance = tuple(z for z in zones if EFFECTS[op].chance(EffectSpec(op, zone=z)))
            yield C.OpOption(op, uses, chance)


def describe_declare(state: GameState, pending: Pending) -> C.Choice:
    head = state.triggers[0]
    targets = tuple(_targets(state, head))
    return C.DeclareChoice(
        pending.player,
        state.seq - 1,
        ("declare",),
        head.card,
        head.ability,
        head.kind,
        head.source_die,
        ability_of(state, head).text,
        tuple(_ops(state, pending, targets)),
        targets,
        D.durations_for(head),
        tuple(sorted(FILTERS)),
        D.MAX_AMOUNT,
        D.MAX_EFFECTS,
        tuple(sorted(D.MAKE_OPS)),
        D.MAX_NAME,
    )


def describe_review(state: GameState, pending: Pending) -> C.Choice:
    return C.ReviewChoice(
        pending.player,
        state.seq - 1,
        ("accept_declaration", "dispute_declaration"),
        pending.count,
        D.MAX_REASON,
    )
