"""Abilities armed for a time (effects/armed.py `arm_trigger`, DM-14.2): an ability whose
condition is `{"kind": "lasting", "effect": ARMED}` triggers only while the effect that
armed it lasts on its player (abilities/conditions.py `lasting`: of this card, on them),
whether its card is active or not: the ability is the effect's, not a character's standing
text (DM-18.1 asks "active" of the latter). abilities/occasions.py asks `armed_ability`
before it asks that the card be active."""

from __future__ import annotations

from games.engine.model.cards import Ability
from games.engine.model.state import GameState

ARMED = "armed_trigger"  # the persistent effect on the player (Lasting.effect)


def armed_ability(ability: Ability) -> bool:
    """Does the ability wait for an effect that arms it?"""
    condition = ability.condition
    return (
        condition is not None and condition.kind == "lasting" and condition.get("effect") == ARMED
    )


def armed_cards(state: GameState, player: int) -> list[str]:
    """The cards whose armed abilities an effect arms for `player` now: a Basic Action's, a
    card of no team, as well as their own team's (abilities/occasions.py asks of those)."""
    target = f"player:{player}"
    return sorted({x.source for x in state.lasting if x.effect == ARMED and x.target == target})


def times_armed(state: GameState, controller: int, card: str, ability: Ability) -> int:
    """How many times the ability triggers for one occasion: once, or an armed ability once
    per effect arming it (two dice of the card used, two effects: DM-14.2, each its own)."""
    if not armed_ability(ability):
        return 1
    target = f"player:{controller}"
    return sum(1 for x in state.lasting if (x.effect, x.target, x.source) == (ARMED, target, card))
