"""A die KO'd by Range (issue 16, lane tr): "(While <self> is active,) when an opposing
character die is KO'd by Range," waits for the "kod" occasion of a die KO'd by damage
(DM-16.1: its damage reached its D; an effect's KO is no damage, DM-16.4) whose latest
damage is no combat damage (DM-9.11) and came from a die with Range (002:L777: the keyword's
damage is ability damage, DM-16; the KO itself comes once the queue is empty, after the
Range ability resolved, so the resolving ability is no longer there to ask).
docs/rulings.md "KO'd by Range": damage of another ability of a die that also has Range
counts as Range's (no card with Range has such an ability of its own).

They join `TRIGGERS` here, once the loader imports this (as player_deeds.py's)."""

from __future__ import annotations

from games.engine.abilities.occasions import TRIGGERS, Occasion, TriggerKind
from games.engine.abilities.stats import defense_of
from games.engine.abilities.texts import has_keyword
from games.engine.model.state import GameState

RANGE = "range"


def kod_by_range(state: GameState, occasion: Occasion, die: str) -> bool:
    """The KO'd die's damage is lethal and its latest hit is a Range die's, not combat."""
    kod = state.dice.get(occasion.die)
    if kod is None or not kod.damage or kod.damage < defense_of(state, kod):
        return False
    latest = next((h for h in reversed(state.hits) if h.target == occasion.die), None)
    if latest is None or latest.combat:
        return False
    source = state.dice.get(latest.source)
    return source is not None and has_keyword(state, source, RANGE)


RANGE_KO_TRIGGERS = {
    "when_your_die_is_kod_by_range": TriggerKind("kod", "yours", True, condition=kod_by_range),
    "when_opposing_die_is_kod_by_range": TriggerKind(
        "kod", "opposing", True, condition=kod_by_range
    ),
}
TRIGGERS.update(RANGE_KO_TRIGGERS)
