"""Card text that sends a die somewhere else than the Used Pile (DM-12.1: card text beats the
rules' move): "add it to your Prep Area instead of your Used Pile", "put it into your bag at
the end of the turn instead of the Used Pile", "return Colossus to the Prep Area instead".

Two forms of the effect `used_pile_to` (`zone`: prep, bag or field):
- persistent (effects/used_instead.py): a mark on the die, `Lasting` `used_pile_to` with
  `to` the zone, kept past Cleanup until the next turn begins, so an action die used this turn
  (Out of Play until the end of the turn, DM-8.14, DM-10.4) still has it then; `amount` 1:
  only if the die dealt damage to a player this turn ("if it deals combat damage to your
  opponent"). Its next move to the Used Pile (or to Out of Play in its place) goes there;
- static (on `this_card` or a dice kind, with filters: DM-14.3): its dice leaving the Field
  or Attack Zone for the Used Pile while it reaches them go there.
`used_door.to_used_pile` asks `destinations` before the keywords' hook (Immortal); the end
of the turn's move of Out of Play dice to the Used Pile asks the marks only (`marked`)."""

from __future__ import annotations

from collections.abc import Sequence

from games.engine.abilities.filters import damaged_a_player
from games.engine.abilities.targetability import reaching
from games.engine.model.cards import CardPool
from games.engine.model.state import FIELD_ZONES, GameState

NAME = "used_pile_to"
ZONES = frozenset({"prep", "bag", "field"})
IF_DAMAGED = 1  # Lasting.amount: only if the die dealt damage to a player this turn


def _source_card(state: GameState, source: str) -> str:
    die = state.dice.get(source)
    return die.card if die is not None else source


def marked(state: GameState, die_id: str) -> tuple[str, str] | None:
    """The zone a mark on the die sends it to, and the card of the mark, or None."""
    for x in state.lasting:
        if x.effect != NAME or x.target != die_id:
            continue
        if x.amount == IF_DAMAGED and not damaged_a_player(state, die_id):
            continue
        return x.to, _source_card(state, x.source)
    return None


def _present(state: GameState) -> bool:
    """Could any die be sent elsewhere: a mark in force, or a card with the static?"""
    if any(x.effect == NAME for x in state.lasting):
        return True
    cards = state.cards
    return not isinstance(cards, CardPool) or NAME in cards.static_ops


def destinations(state: GameState, dice: Sequence[str]) -> dict[str, tuple[str, str]]:
    """The dice about to go to the Used Pile that card text sends elsewhere:
    die -> (zone, card). A mark first, then a static of a card reaching it in play."""
    found: dict[str, tuple[str, str]] = {}
    if not dice or not _present(state):
        return found
    for die_id in dice:
        mark = marked(state, die_id)
        if mark is not None:
            found[die_id] = mark
            continue
        die = state.dice[die_id]
        if die.zone not in FIELD_ZONES:
            continue  # a static speaks of dice leaving the field (or an attack)
        for effect in reaching(state, (NAME,), die_id):
            found[die_id] = (effect.zone, die.card)
            break
    return found
