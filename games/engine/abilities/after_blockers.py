"""The moment after blockers are declared (DM-9.4): "While <this> is attacking, after
blockers are declared, ..." is a trigger of each attacking die, announced once every
defending player has declared (Doubles: each in turn, DM-9.3) and resolved with the "when
<this> blocks / is blocked" abilities of the same moment, before the action window (DM-9.6).
It is announced whether or not any blocker was declared (a defender with no possible block
declares none: flow/turn.py); each die still in the Attack Zone is the occasion's die, so
two attacking dice of one card trigger it twice (DM-18.2)."""

from __future__ import annotations

from games.engine.abilities.trigger_kinds import Occasion
from games.engine.model.state import GameState, Zone

OCCASION = "blockers_declared"


def occasions(state: GameState) -> list[Occasion]:
    """One occasion per attacker still in the Attack Zone, once all blockers are declared."""
    combat = state.combat
    if combat is None or not combat.blockers_declared:
        return []
    return [
        Occasion(OCCASION, die=d) for d in combat.attackers if state.dice[d].zone is Zone.ATTACK
    ]
