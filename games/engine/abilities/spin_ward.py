"""Dice an opponent's effects cannot reroll or spin up or down: a static ability "opposing
effects can't cause <this card's dice> to be rerolled, or cause you to spin them up or
down" (`unchanged_by_opponents`, DM-14.3: while its card is active, DM-18.1; the dice its
effect names: "this_card", its own). A reroll (effects/chance.py) or a spin up or down
(effects/spin.py) by an effect whose controller is not the die's owner passes such a die
over, and such a die is no valid choice for it (DM-13.4); the player's own effects, and
every other effect, still may (docs/rulings.md "Dice an opponent cannot reroll or spin")."""

from __future__ import annotations

from games.engine.abilities.targetability import reaching
from games.engine.model.state import GameState, Trigger

WARD = "unchanged_by_opponents"


def shielded(state: GameState, die_id: str, trigger: Trigger) -> bool:
    """May the effect of `trigger` not reroll, or spin up or down, the die `die_id`?"""
    die = state.dice.get(die_id)
    if die is None or die.owner is None or die.owner == trigger.controller:
        return False
    return bool(reaching(state, (WARD,), die_id))
