"""What narrows a die's "kod" occasion by how it was KO'd, beyond combat_occasions.py's
"by combat damage" (issue 16): "When <this> is KO'd other than by damage from an attacker or
blocker" is every KO but the combat KOs of DM-9.11 (an ability's damage, DM-16.1, or an
effect's KO, which is no damage at all, DM-16.4)."""

from __future__ import annotations

from games.engine.abilities.combat_occasions import Occasion, kod_by_combat
from games.engine.model.state import GameState


def kod_not_by_combat(state: GameState, occasion: Occasion, die: str) -> bool:
    """Not KO'd by combat damage in the combat KOs (DM-9.11)."""
    return not kod_by_combat(state, occasion, die)
