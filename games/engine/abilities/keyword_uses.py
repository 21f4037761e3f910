"""A die uses a keyword of its own (issue 16): "When <this> uses Infiltrate," "each time one
of your character dice uses Infiltrate". Infiltrate is an ability its controller uses in
the Global window after blockers (keywords/infiltrate.py, DM-9.6); using one announces the
occasion "ability_used" (flow/main_step.py), its die the die that used it, its `other` the
index of the ability used on the occasion's card (the die's own, or a card giving the die
the keyword: abilities/window_grants.py). These conditions tell which keyword's it was:
the ability's origin `keyword:<name>` or `granted:<name>` (model/cards.py Ability.origin)."""

from __future__ import annotations

from collections.abc import Callable

from games.engine.abilities.combat_occasions import Occasion
from games.engine.model.state import GameState

OCCASION = "ability_used"


def used_keyword(name: str) -> Callable[[GameState, Occasion, str], bool]:
    """Was the ability used one of keyword `name`'s (its cost paid, DM-12.2)?"""
    origins = (f"keyword:{name}", f"granted:{name}")

    def used(state: GameState, occasion: Occasion, source_die: str) -> bool:
        die = state.dice.get(occasion.die)
        index = occasion.other
        if die is None or not index.isdigit():
            return False
        card = state.cards.get(getattr(occasion, "card", "") or die.card)
        abilities = card.abilities if card is not None else ()
        return int(index) < len(abilities) and abilities[int(index)].origin in origins

    return used
