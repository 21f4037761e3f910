"""What narrows a die's combat and damage triggers (abilities/occasions.py TRIGGERS): the
conditions on an occasion ("is dealt combat damage", "deals combat damage", "damages an
opponent", "is KO'd by combat damage", "attacks alone") and the dice an ability's trigger
filters test where the card names another die than the occasion's own ("KOs a Sidekick
die", "blocks a Villain die", "is blocked by a Fist die").

The damage record (model/hits.py) says what kind of damage a die took or dealt: the
occasions of a hit are announced right after it, so the latest hits of a source or target
are the ones that set the occasion off (DM-16.4: even if the damage KOs the die). Dice a
KO concerns are still in their Field Zone as its triggers are found (abilities/damage.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from games.engine.model.hits import moment_of
from games.engine.model.state import GameState, Step


class Occasion(Protocol):
    """What these read of an occasion (abilities/occasions.Occasion, which imports this)."""

    @property
    def die(self) -> str: ...
    @property
    def player(self) -> int | None: ...
    @property
    def other(self) -> str: ...


# The steps whose KOs are by combat damage (DM-9.11; a Fast phase's own, DM-9.14)
COMBAT_KO_STEPS = (Step.ASSIGN_DAMAGE, Step.FAST_KNOCK_OUT, Step.REGULAR_DAMAGE, Step.KNOCK_OUT)


def combat_damaged(state: GameState, occasion: Occasion, die: str) -> bool:
    """ "When <this> is dealt combat damage": the latest damage to the die is combat damage
    (DM-9.7, DM-9.10), not an ability's."""
    return any(h.combat and h.amount > 0 for h in moment_of(state, occasion.die))


def deals_combat_damage(state: GameState, occasion: Occasion, die: str) -> bool:
    """ "When <this> deals combat damage": the source's latest hit is combat damage."""
    latest = next((h for h in reversed(state.hits) if h.source == occasion.die), None)
    return latest is not None and latest.combat


def damages_opponent(state: GameState, occasion: Occasion, die: str) -> bool:
    """ "When <this> damages an opponent": the damaged player is an opponent of the die's
    owner (a "damages_player" occasion: `die` dealt damage to `player`)."""
    owner = state.dice[occasion.die].owner
    return owner is not None and occasion.player in state.opponents(owner)


def combat_damages_opponent(state: GameState, occasion: Occasion, die: str) -> bool:
    """ "When <this> deals combat damage to an opponent" (DM-9.8: an unblocked attacker;
    Overcrush's excess too): an opponent, and the hit was combat damage."""
    if not damages_opponent(state, occasion, die):
        return False
    target = f"player:{occasion.player}"
    latest = next(
        (h for h in reversed(state.hits) if h.source == occasion.die and h.target == target),
        None,
    )
    return latest is not None and latest.combat


def kod_by_combat(state: GameState, occasion: Occasion, die: str) -> bool:
    """ "When <this> is KO'd by combat damage": KO'd in the combat KOs (DM-9.11) with combat
    damage the latest on it (ability damage KOs at once, DM-16.1, and is not this)."""
    return state.step in COMBAT_KO_STEPS and combat_damaged(state, occasion, die)


def attacks_alone(state: GameState, occasion: Occasion, die: str) -> bool:
    """ "When <this> attacks alone": it is the only attacker declared (DM-9.1, DM-9.2)."""
    return state.combat is not None and state.combat.attackers == (occasion.die,)


def damaged_dice(state: GameState, occasion: Occasion) -> Sequence[str]:
    """The dice a "deals_damage" occasion's die damaged in its latest moment of damage (one
    effect's hits, or all combat damage, model/hits.py): "damages a Villain die"."""
    latest = next((h for h in reversed(state.hits) if h.source == occasion.die), None)
    if latest is None:
        return ()
    return sorted(
        {
            h.target
            for h in state.hits
            if h.source == occasion.die
            and h.moment == latest.moment
            and h.amount > 0
            and not h.target.startswith("player:")
        }
    )


def damages_a_die(state: GameState, occasion: Occasion, die: str) -> bool:
    """ "When <this> damages a character die": its latest damage hit a die, not a player
    alone (DM-16.4, combat or ability damage alike)."""
    return bool(damaged_dice(state, occasion))


def combat_damages_a_die(state: GameState, occasion: Occasion, die: str) -> bool:
    """ "When <this> deals combat damage to a character die": its latest damage is combat
    damage (DM-9.9, DM-9.10) and hit a die, not a player alone."""
    return deals_combat_damage(state, occasion, die) and damages_a_die(state, occasion, die)


def victims(state: GameState, occasion: Occasion) -> Sequence[str]:
    """The dice a "kos" occasion's die KO'd with combat damage (abilities/damage.py)."""
    return occasion.other.split(",") if occasion.other else ()


def blocked_die(state: GameState, occasion: Occasion) -> Sequence[str]:
    """The attacker a "blocks" occasion's blocker blocks."""
    return (occasion.other,) if occasion.other else ()


def blockers(state: GameState, occasion: Occasion) -> Sequence[str]:
    """The dice blocking a "blocked" occasion's attacker (DM-9.3: one or several)."""
    combat = state.combat
    if combat is None:
        return ()
    return sorted(b for b, attacker in combat.pairs() if attacker == occasion.die)
