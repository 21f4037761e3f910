"""The bursts an ability of a card reads when its trigger names no die of that card
(DM-17.2): "While Hulk is active, whenever you or Hulk takes damage, Hulk deals 2 damage
...; (burst) He deals 3 damage instead." When a Hulk die is damaged, the bursts are its
face's (as for every die's trigger). When you are damaged, no die triggered it: the text is
the card's, active while its dice are in the Field Zone (DM-18.1), so the card shows a burst
when one of its dice there does (the most bursts among them; docs/rulings.md, "Burst text of
a while-active trigger"). Any other trigger of no die reads no bursts (0), as before."""

from __future__ import annotations

from games.engine.abilities.texts import has_text
from games.engine.model.cards import Ability, CardDef
from games.engine.model.state import GameState, Zone


def die_bursts(state: GameState, die_id: str) -> int:
    """The bursts on the face of a die (0 without one, or with no die)."""
    die = state.dice.get(die_id) if die_id else None
    face = state.face_of(die) if die is not None else None
    return face.bursts if face is not None else 0


def trigger_bursts(
    state: GameState, controller: int, card: CardDef, ability: Ability, source_die: str
) -> int:
    """The bursts `ability` of `card` reads for this trigger: its source die's face, or, for
    a while-active ability of the card itself triggered by no die of its own, the most
    bursts on a face of the card's dice in `controller`'s Field Zone (DM-17.2, DM-18.1)."""
    if source_die and has_text(state, state.dice[source_die], card.id):
        return die_bursts(state, source_die)
    if ability.while_active != "self" or not _has_burst_text(card):
        return die_bursts(state, source_die)
    shown = [
        die_bursts(state, die_id)
        for zone in (Zone.FIELD, Zone.ATTACK)
        for die_id in state.in_zone(controller, zone)
        if has_text(state, state.dice[die_id], card.id)
    ]
    return max(shown, default=0)


def _has_burst_text(card: CardDef) -> bool:
    return any(a.bursts for a in card.abilities)
