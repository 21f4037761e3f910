"""Affiliations a static ability gives (DM-14.3; DM-14.1 says effects may add an
affiliation): "While <this> is active, your Sidekick character dice get +1A and +1D, and
gain the Villain affiliation". A `grant_affiliation` effect of a static ability reaches a
die in the Field Zone (or Attack Zone) while the ability holds for a player whose effect it
would be and the die passes its filters, like a static's A and D (abilities/stats.py) and
its keywords (abilities/static_grants.py); the die keeps its own affiliations. The
affiliation filter (abilities/filters.py) asks here through `STATIC_AFFILIATIONS`.

A grant narrowed by an affiliation ("your Villain dice gain ..."), or held by a condition
(which may count affiliated dice), is not read: it would ask itself round (the compiler
keeps such lines text only)."""

from __future__ import annotations

from typing import Any

from games.engine.abilities import filters
from games.engine.abilities.targets import static_reaches
from games.engine.model.cards import CardPool
from games.engine.model.state import FIELD_ZONES, Die, GameState

GRANT = "grant_affiliation"
ASKS_AFFILIATION = frozenset(
    {"affiliation", "not_affiliation", "affiliation_any", "any_of", "shares_affiliation"}
)


def static_affiliated(state: GameState, die: Die, affiliation: Any) -> bool:
    """Does a static ability in force give the die this affiliation now?"""
    cards = state.cards
    if die.zone not in FIELD_ZONES or (
        isinstance(cards, CardPool) and GRANT not in cards.static_ops
    ):
        return False
    for card in cards.values():
        for ability in card.statics:
            if ability.condition is not None:
                continue
            for effect in ability.effects:
                if effect.op != GRANT or effect.affiliation != affiliation:
                    continue
                if any(name in ASKS_AFFILIATION for name, _ in effect.filters):
                    continue
                if static_reaches(state, card, ability, effect, die, die.id):
                    return True
    return False


def install() -> None:
    """Let the affiliation filter read these grants (filters.py sits below this module)."""
    if static_affiliated not in filters.STATIC_AFFILIATIONS:
        filters.STATIC_AFFILIATIONS.append(static_affiliated)
