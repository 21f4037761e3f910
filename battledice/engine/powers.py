"""Powers (MB-12, MB-24) and dice rules (MB-14, MB-25): what a player may use now.

The engine executes the three powers the book defines: Ranged Weapon (+2 to your battle
total), Magic (copies another power) and Telepathy (-2 from your strike total). Each power
affects each figure or player once (004:L456-460). Every other power, and every die rule, is
declared by its controller (decide.py).
"""

from __future__ import annotations

from battledice.engine.records import (
    ALWAYS,
    EXECUTED_POWERS,
    MAGIC,
    RANGED_WEAPON,
    TELEPATHY,
    Power,
)
from battledice.engine.state import IN_DICE, STANDARD, GameState


def active_powers(state: GameState, player: int) -> list[tuple[str, Power]]:
    """(piece, power) of the player's figure in this battle whose colour is its battle stat,
    or always on (MB-12)."""
    battle = state.battle
    if battle is None or battle.pieces[player] is None:
        return []
    piece = battle.pieces[player]
    assert piece is not None
    stat = battle.stats[player]
    return [(piece, p) for p in state.figure_of(piece).powers if p.stat in (ALWAYS, stat)]


def copiable(state: GameState) -> set[str]:
    """The executed powers Magic may copy: those any figure in this battle has (its own
    included, 004:L458), Magic itself excepted (docs/rulings.md)."""
    battle = state.battle
    if battle is None:
        return set()
    names = {
        p.name
        for piece in battle.pieces
        if piece is not None
        for p in state.figure_of(piece).powers
    }
    return {n for n in names if n in (RANGED_WEAPON, TELEPATHY)}


def applies(state: GameState, player: int, piece: str, effect: str) -> bool:
    """Whether an executed power's effect would still change something (once per figure
    or player, 004:L456)."""
    battle = state.battle
    assert battle is not None
    if effect == RANGED_WEAPON:
        return (piece, RANGED_WEAPON) not in battle.used
    if effect == TELEPATHY:
        return state.options.game == STANDARD and not state.players[player].telepathy
    return False


def usable_powers(state: GameState, player: int) -> list[tuple[str, str, str]]:
    """(piece, power, copy) the player may announce now: executed powers only."""
    battle = state.battle
    if battle is None:
        return []
    found = []
    for piece, power in active_powers(state, player):
        if (piece, power.name) in battle.used or power.name not in EXECUTED_POWERS:
            continue
        if power.name == MAGIC:
            for name in sorted(copiable(state)):
                if applies(state, player, piece, name):
                    found.append((piece, MAGIC, name))
        elif applies(state, player, piece, power.name):
            found.append((piece, power.name, ""))
    return found


def declarable_sources(state: GameState, player: int) -> list[str]:
    """Sources the player may declare an effect for: a die rule in their Dice Zone (any
    window, 004:L216-218), or in the powers window an active power the engine does not
    execute (not yet used in this battle)."""
    sources = [f"die:{d}" for d in state.dice_of(player, IN_DICE)]
    window = state.window
    battle = state.battle
    if window is not None and window.kind == "powers" and battle is not None:
        for piece, power in active_powers(state, player):
            if power.name not in EXECUTED_POWERS and (piece, power.name) not in battle.used:
                sources.append(f"power:{piece}:{power.name}")
    return sources


def has_options(state: GameState, player: int) -> bool:
    """Anything to use in the open window but passing (once per state and player)."""
    memo = state.__dict__  # GameState.memo
    key = ("has_options", player)
    found = memo.get(key)
    if found is None:
        found = memo[key] = _has_options(state, player)
    return found


def _has_options(state: GameState, player: int) -> bool:
    """`usable_powers` or `declarable_sources` not empty, without listing them (a replay
    asks at every turn of every window)."""
    window = state.window
    if window is None:
        return False
    for die in state.dice.values():  # a die rule in the player's Dice Zone
        if die.owner == player and die.zone is IN_DICE:
            return True
    battle = state.battle
    if window.kind != "powers" or battle is None:
        return False
    for piece, power in active_powers(state, player):
        name = power.name
        if (piece, name) in battle.used:
            continue
        if name not in EXECUTED_POWERS:  # declared
            return True
        if name == MAGIC:
            if any(applies(state, player, piece, copy) for copy in copiable(state)):
                return True
        elif applies(state, player, piece, name):
            return True
    return False
