"""The trigger queue (DM-15): which abilities fire on what, and in which order they wait.

Triggered abilities are queued as `AbilityTriggered` events; the flow resolves the head of
the queue fully before the next (DM-15.3).
"""

from __future__ import annotations

from collections.abc import Sequence

from games.engine.abilities.stats import is_active
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import Ability, GlobalAbility
from games.engine.model.state import GameState, Trigger


def ability_of(state: GameState, trigger: Trigger) -> Ability | GlobalAbility:
    card = state.cards[trigger.card]
    if trigger.kind == "global":
        return card.globals[trigger.ability]
    return card.abilities[trigger.ability]


def queue_triggers(b: Batch, found: Sequence[ev.AbilityTriggered]) -> None:
    """Queue simultaneous triggers: the active player's first, then the inactive's (DM-15.2)."""
    active = b.state.active
    b.emit(*sorted(found, key=lambda t: t.controller != active))


def card_triggers(
    state: GameState, trigger: str, die_id: str, controller: int | None = None
) -> list[ev.AbilityTriggered]:
    """The abilities of a die's card that fire on `trigger` for that die (per die, DM-18.2)."""
    die = state.dice[die_id]
    owner = die.owner if controller is None else controller
    if owner is None:
        return []
    card = state.cards[die.card]
    return [
        ev.AbilityTriggered(owner, card.id, i, "ability", die_id)
        for i, ability in enumerate(card.abilities)
        if ability.trigger == trigger
        and (not ability.while_active or is_active(state, owner, ability.while_active))
    ]


def turn_triggers(state: GameState, trigger: str) -> list[ev.AbilityTriggered]:
    """Card-level triggers ("at the start of your turn") of active cards of both players."""
    found = []
    for player in (state.active, state.inactive):
        for card_id in state.players[player].team:
            card = state.cards[card_id]
            for i, ability in enumerate(card.abilities):
                if ability.trigger == trigger and is_active(state, player, card_id):
                    found.append(ev.AbilityTriggered(player, card_id, i, "ability", ""))
    return found
