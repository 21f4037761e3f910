"""The trigger queue (DM-15): triggered abilities wait as `AbilityTriggered` events, the
active player's first (DM-15.2); the flow resolves the head fully before the next (DM-15.3).
What triggers what: abilities/occasions.py."""

from __future__ import annotations

from collections.abc import Sequence

from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import Ability, GlobalAbility
from games.engine.model.state import GameState, Trigger


def ability_of(state: GameState, trigger: Trigger) -> Ability | GlobalAbility:
    card = state.cards[trigger.card]
    if trigger.kind in ("global", "reactive"):
        return card.globals[trigger.ability]
    return card.abilities[trigger.ability]


def queue_triggers(b: Batch, found: Sequence[ev.AbilityTriggered]) -> None:
    """Queue simultaneous triggers: the active player's first, then the inactive's (DM-15.2;
    Doubles: the others' in turn order); Reactive Globals before them all (DM-15.4)."""
    if not found:
        return
    active, seats = b.state.active, b.state.seats
    b.emit(*sorted(found, key=lambda t: (t.kind != "reactive", (t.controller - active) % seats)))
