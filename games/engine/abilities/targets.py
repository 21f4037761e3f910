"""Targets (DM-13): what an effect may name, and the choices a "target" effect offers."""

from __future__ import annotations

from games.engine.abilities.queue import ability_of
from games.engine.model.cards import EffectSpec
from games.engine.model.state import FIELD_ZONES, GameState, Trigger, Zone

CHOSEN_TARGETS = frozenset(
    {"target_player", "target_die", "target_opposing_die", "target_your_die"}
)


def player_target(player: int) -> str:
    return f"player:{player}"


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


def resolve_targets(
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
