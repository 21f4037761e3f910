"""What narrows a die's "attacks" occasion by the dice declared with it (issue 16): "When
<this> attacks with at least one other character," holds when another die was declared an
attacker at the same time (DM-9.1: all attackers are declared at once, before any "when
attacks" trigger; abilities/occasions.py TRIGGERS `when_attacks_with_others`). The other
side of `combat_occasions.attacks_alone`."""

from __future__ import annotations

from collections.abc import Sequence

from games.engine.abilities.combat_occasions import Occasion
from games.engine.model.state import GameState


def attacks_with_others(state: GameState, occasion: Occasion, die: str) -> bool:
    """Another die attacks with it (any other attacker, another copy of this card too)."""
    combat = state.combat
    return combat is not None and any(d != occasion.die for d in combat.attackers)


def fellow_attackers(state: GameState, occasion: Occasion) -> Sequence[str]:
    """The dice declared as attackers with an "attacks" occasion's die, it not among them:
    the dice "When <this> attacks with a Villain character die," tests (DM-9.1)."""
    combat = state.combat
    return [d for d in combat.attackers if d != occasion.die] if combat is not None else []


def blocks_with_others(state: GameState, occasion: Occasion, die: str) -> bool:
    """ "When <this> blocks and you declare at least one other blocker": its controller
    declared another blocker in the same declaration (DM-9.3: all blockers at once)."""
    combat = state.combat
    owner = state.dice[occasion.die].owner
    return combat is not None and any(
        b != occasion.die and state.dice[b].owner == owner for b in combat.blocks
    )
