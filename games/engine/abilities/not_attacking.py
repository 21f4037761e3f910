"""A character's own "if <this> does not attack" (issue 16, card text; DM-9.1, DM-8.25):
trigger `when_not_attacking`, heard once attackers are declared (the occasion the Attack
Step begins with, `attack_step_started`, announced only when one or more dice attack) by
each die of the card its attacking player has in the Field Zone, not declared as an
attacker: it stayed behind. With no attacker there is no Attack Step and nothing to block,
so the trigger has nothing to hear (docs/rulings.md "A die that does not attack")."""

from __future__ import annotations

from games.engine.abilities.combat_occasions import Occasion
from games.engine.model.state import GameState, Zone


def stayed_behind(state: GameState, occasion: Occasion, source_die: str) -> bool:
    """The die is in the attacking player's Field Zone and did not attack this turn."""
    player = occasion.player
    return (
        player is not None
        and source_die in state.in_zone(player, Zone.FIELD)
        and source_die not in state.attacked
    )
