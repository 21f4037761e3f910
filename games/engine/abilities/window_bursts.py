"""Burst text of an ability used whenever its player could use a Global (DM-8.18): a
"Continuous:" line letting you, at any time a Global could be used, send this die to the Used
Pile for some damage to a target character die, then burst text ("(burst) Also, ..."). The die
is used from the Field Zone, where it keeps the face it was used on (DM-8.14), and the bursts
are that face's (DM-17.2), read before its cost moves it: burst text that replaces the text
(DM-17.3) is the ability offered on such a face, in the base text's place; burst text that adds
to it rides along when the base text is used, never used on its own (docs/rulings.md, "Burst
text of a window ability")."""

from __future__ import annotations

from games.engine.abilities.card_bursts import die_bursts
from games.engine.abilities.occasions import with_bursts
from games.engine.model import events as ev
from games.engine.model.cards import Ability, CardDef
from games.engine.model.state import GameState

WINDOW = "global_window"


def offered(state: GameState, card: CardDef, ability: Ability, die_id: str) -> bool:
    """May `ability` be used from this die's face: its base text where no burst text replaces
    it, a replacing burst text on a face with its bursts, never an adding one by itself?"""
    if ability.bursts and ability.burst_mode != "replace":
        return False
    return with_bursts(card, ability, die_bursts(state, die_id))


def riders(
    state: GameState, player: int, card: CardDef, index: int, die_id: str
) -> list[ev.AbilityTriggered]:
    """The adding burst texts of the window ability `index` that this die's face shows, each
    a trigger of its own after the text (the cost paid once, by the text)."""
    if card.abilities[index].bursts:
        return []  # a replacing burst text: the whole of what the face does
    bursts = die_bursts(state, die_id)
    return [
        ev.AbilityTriggered(player, card.id, other, "ability", die_id)
        for other, ability in enumerate(card.abilities)
        if ability.trigger == WINDOW
        and ability.bursts
        and ability.burst_mode != "replace"
        and bursts in ability.bursts
    ]
