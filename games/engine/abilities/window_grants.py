"""Abilities a die may use whenever its player could use a Global (DM-8.18) from a keyword
another card gives it (DM-14.1 to DM-14.3): "while <this> is active, your character dice
gain Infiltrate". The giving card carries the keyword's window ability (origin
"granted:<name>", abilities/granted_triggers.py); a die has it while
`granted_triggers.sources` names that card and keyword for it. The action `use_ability`
then names the giving card (`card`), the ability being that card's; with no card named it
is the die's own card's, its own printed abilities only (never one it carries for the dice
it gives the keyword to)."""

from __future__ import annotations

from collections.abc import Iterator

from games.engine.abilities.granted_triggers import PREFIX, sources
from games.engine.model.cards import Ability, CardDef
from games.engine.model.state import FIELD_ZONES, GameState

WINDOW = "global_window"


def own(ability: Ability) -> bool:
    """An ability of the card's own dice: not one it carries for dice it gives a keyword."""
    return not ability.origin.startswith(PREFIX)


def window_abilities(state: GameState, die_id: str) -> Iterator[tuple[CardDef, int, str]]:
    """(card, ability index, card named by the action: "" for the die's own) of each window
    ability the die has now: its card's printed ones, then those of keywords given to it."""
    card = state.cards[state.dice[die_id].card]
    for index, ability in enumerate(card.abilities):
        if ability.trigger == WINDOW and own(ability):
            yield card, index, ""
    for giver, scope in sources(state, die_id):
        for index, ability in enumerate(giver.abilities):
            if ability.trigger == WINDOW and ability.origin == scope:
                yield giver, index, giver.id


def window_ability(state: GameState, die_id: str, card_id: str, index: int) -> CardDef | None:
    """The card whose window ability `index` the die may use (`card_id`: the action's card,
    "" for the die's own), or None if the die has no such ability now."""
    for card, at, named in window_abilities(state, die_id):
        if at == index and named == card_id:
            return card
    return None


def given_ready(state: GameState, player: int) -> bool:
    """Does a die of `player` in the Field Zone have a window ability from a keyword another
    card gives it, usable in this window? (flow/priority.py asks, beside hooks'
    window_ability_ready: that player is then never passed automatically.)"""
    for zone in FIELD_ZONES:
        for die_id in state.in_zone(player, zone):
            for card, index, named in window_abilities(state, die_id):
                steps = card.abilities[index].steps
                if named and (not steps or state.step.value in steps):
                    return True
    return False
