"""Filters by a character die's A now (DM-14.1: its applied changes count): "KO target
character die with A of 5 or greater" (attack_at_least), "... with an A of 2 or less"
(attack_at_most). They read abilities/stats.py, which reads the filters, so they join
`FILTERS` here, once the loader (loading/cards.py, which every game's cards go through) imports
this; never a static's filter (loading/cards.py refuses it: its A would read itself)."""

from __future__ import annotations

from typing import Any

from games.engine.abilities.filters import FILTERS, Filter
from games.engine.abilities.stats import stats
from games.engine.model.state import Die, GameState


def _attack(most: bool) -> Filter:
    def test(state: GameState, die: Die, value: Any) -> bool:
        if not state.is_character(die):
            return False
        attack = stats(state, die)[0]
        return attack <= value if most else attack >= value

    return test


ATTACK_FILTERS = {"attack_at_least": _attack(most=False), "attack_at_most": _attack(most=True)}
FILTERS.update(ATTACK_FILTERS)
