"""Who may attack and block now (DM-9.1, DM-9.3): the queries the flow, the legal actions,
the choice descriptions and the bots share (flow/turn.py re-exports them)."""

from __future__ import annotations

from games.engine.abilities import permissions
from games.engine.model.state import GameState, Zone


def may_attack(state: GameState) -> bool:
    """Tournament rule: the first player may not attack on their first turn."""
    return state.turn != 1 or state.options.first_player_may_attack_first_turn


def possible_attackers(state: GameState) -> list[str]:
    """The active player's character dice in the Field Zone that may attack (DM-9.1)."""
    return sorted(
        d
        for d in state.in_zone(state.active, Zone.FIELD)
        if state.is_character(state.dice[d]) and permissions.may_attack(state, d)
    )


def defender(state: GameState) -> int | None:
    """The defending player who declares blockers next: the active player's opponents in
    turn order, each once (a side of one: the inactive player); None once all have."""
    assert state.combat is not None
    declared = state.combat.defenders_declared
    for seat in state.opponents(state.active):
        if seat not in declared:
            return seat
    return None


def possible_blocks(state: GameState, seat: int | None = None) -> list[tuple[str, str]]:
    """(blocker, attacker) pairs the defender may declare (DM-9.3)."""
    assert state.combat is not None
    seat = defender(state) if seat is None else seat
    if seat is None:
        return []
    blockers = [d for d in state.in_zone(seat, Zone.FIELD) if state.is_character(state.dice[d])]
    attackers = [a for a in state.combat.attackers if state.dice[a].zone is Zone.ATTACK]
    return [
        (blocker, attacker)
        for blocker in sorted(blockers)
        for attacker in attackers
        if permissions.may_block(state, blocker, attacker)
    ]
