"""An attacker's own "when <this> attacks and is unblocked" / "... is not blocked" (issue 16;
DM-9.4, DM-9.5, DM-9.8): trigger `when_unblocked`, heard at the moment blockers are
declared (abilities/after_blockers.py's occasion, one per attacker still in the Attack Zone)
by an attacker no blocker was declared for. It resolves with that moment's other triggers,
before the Action/Global window (DM-9.6) and before damage; an attacker once blocked stays
blocked (DM-9.5) even if its blockers leave, so it never triggers this for that turn."""

from __future__ import annotations

from games.engine.abilities.combat_occasions import Occasion
from games.engine.model.state import GameState


def unblocked(state: GameState, occasion: Occasion, source_die: str) -> bool:
    """No blocker was declared for the occasion's attacker."""
    combat = state.combat
    return combat is not None and occasion.die not in combat.blocked
