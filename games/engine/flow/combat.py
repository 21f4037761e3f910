"""Assign Damage (DM-9.7 to DM-9.10): all combat damage at once.

Unblocked attackers hit the defending player and go Out of Play before anything else
resolves (DM-9.8); blocked attackers deal their whole A to their blockers (split by the
active player when there are several, DM-9.9); blockers deal their whole A to the attacker
they block (DM-9.10). "When damaged" abilities resolve before the KO step (DM-9.11).
"""

from __future__ import annotations

from collections.abc import Sequence

from games.engine.abilities.damage import damaged_triggers, deal_damage
from games.engine.abilities.queue import queue_triggers
from games.engine.abilities.stats import attack_of
from games.engine.abilities.targets import player_target
from games.engine.model import errors as E
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.errors import IllegalAction
from games.engine.model.state import GameState, Zone


def blockers_of(state: GameState, attacker: str) -> list[str]:
    assert state.combat is not None
    return sorted(
        b
        for b, a in state.combat.blocks.items()
        if a == attacker and state.dice[b].zone is Zone.ATTACK
    )


def needs_split(state: GameState) -> tuple[str, ...]:
    """Attackers blocked by two or more dice: their damage split is the active player's."""
    assert state.combat is not None
    counts: dict[str, int] = {}
    for blocker, attacker in state.combat.blocks.items():
        if state.dice[blocker].zone is Zone.ATTACK:
            counts[attacker] = counts.get(attacker, 0) + 1
    return tuple(
        sorted(
            a
            for a, n in counts.items()
            if n > 1 and state.dice[a].zone is Zone.ATTACK and attack_of(state, state.dice[a]) > 0
        )
    )


def check_splits(state: GameState, splits: Sequence[tuple[str, str, int]]) -> None:
    """Each multiply-blocked attacker assigns all its damage among its own blockers."""
    wanted = set(needs_split(state))
    given: dict[str, int] = {}
    for attacker, blocker, amount in splits:
        if attacker not in wanted or blocker not in blockers_of(state, attacker) or amount < 0:
            raise IllegalAction(
                E.DAMAGE_BAD_SPLIT, f"{attacker} cannot assign to {blocker}", "DM-9.9"
            )
        given[attacker] = given.get(attacker, 0) + amount
    for attacker in wanted:
        total = attack_of(state, state.dice[attacker])
        if given.get(attacker, 0) != total:
            raise IllegalAction(
                E.DAMAGE_BAD_SPLIT,
                f"{attacker} must assign all {total} damage, not {given.get(attacker, 0)}",
                "DM-9.9",
            )


def resolve_combat_damage(b: Batch, splits: Sequence[tuple[str, str, int]]) -> None:
    state = b.state
    assert state.combat is not None
    defender = state.inactive
    split_map: dict[tuple[str, str], int] = {(a, bl): n for a, bl, n in splits}
    to_dice: dict[str, list[tuple[str, int]]] = {}
    to_player: list[tuple[str, int]] = []
    unblocked: list[str] = []
    for attacker in state.combat.attackers:
        die = state.dice[attacker]
        if die.zone is not Zone.ATTACK:
            continue
        damage = attack_of(state, die)
        if attacker not in state.combat.blocked:
            to_player.append((attacker, damage))
            unblocked.append(attacker)
            continue
        blockers = blockers_of(state, attacker)  # DM-9.5: blocked with no blockers deals none
        if len(blockers) == 1:
            to_dice.setdefault(blockers[0], []).append((attacker, damage))
        else:
            for blocker in blockers:
                amount = split_map.get((attacker, blocker), 0)
                to_dice.setdefault(blocker, []).append((attacker, amount))
    for blocker, attacker in sorted(state.combat.blocks.items()):
        if state.dice[blocker].zone is Zone.ATTACK and state.dice[attacker].zone is Zone.ATTACK:
            to_dice.setdefault(attacker, []).append(
                (blocker, attack_of(state, state.dice[blocker]))
            )
    for source, amount in to_player:
        deal_damage(b, source, player_target(defender), amount, combat=True)
    if unblocked:
        b.emit(ev.DiceMoved(state.active, tuple(unblocked), Zone.OOP.value, "unblocked"))
    damaged: list[str] = []
    for target in sorted(to_dice):
        for source, amount in to_dice[target]:
            if amount > 0:
                deal_damage(b, source, target, amount, combat=True)
                damaged.append(target)
    queue_triggers(b, damaged_triggers(b.state, sorted(set(damaged))))
