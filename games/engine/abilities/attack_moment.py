"""The moment after blockers are declared (DM-9.4; abilities/after_blockers.py), heard once by
a card of the attacking player that need not be attacking ("While <this> is active, after
blockers are declared, if any of your X-Men dice were unblocked, ..."): trigger
`after_blockers_declared_in_your_attack`. The declaration announces one occasion per attacker
still in the Attack Zone; the card hears only the first of them, so it triggers once however
many dice attack (and not at all with none left there: no Attack Step goes on, DM-8.25)."""

from __future__ import annotations

from games.engine.abilities.combat_occasions import Occasion
from games.engine.model.state import GameState, Zone


def first_attacker(state: GameState, occasion: Occasion, source_die: str) -> bool:
    """Is the occasion the declaration's first (of its attackers still in the Attack Zone)?"""
    combat = state.combat
    if combat is None:
        return False
    first = next((d for d in combat.attackers if state.dice[d].zone is Zone.ATTACK), None)
    return first is not None and first == occasion.die
