"""Crosspulse (a set keyword no rulebook defines; its cards' reminder says it, ruled in
docs/rulings.md "Crosspulse"): the card's Crosspulse ability happens when one of its dice
is purchased, active or not (as Impulse, 002:L771), and only if every energy spent on that
purchase was of one of the card's own energy types. Wild counts as any type (DM-2.2);
virtual energy (DM-2.5), a generic symbol, dice KO'd instead of energy (Fabricate) or a die
bought for nothing are not the card's types. Trigger: "crosspulse" (the "purchased"
occasion of this card, its `paid` symbols); `self` in the ability is the purchased die."""

from __future__ import annotations

from games.engine.abilities.keyword import Keyword
from games.engine.abilities.occasions import TriggerKind
from games.engine.abilities.trigger_kinds import Occasion
from games.engine.model.cards import WILD
from games.engine.model.state import GameState

NAME = "crosspulse"


def own_types(state: GameState, occasion: Occasion, die: str) -> bool:
    """Was the purchase paid with energy, all of it of the card's types (or Wild)?"""
    card = state.cards.get(occasion.card)
    if card is None or not occasion.paid:
        return False
    return all(symbol == WILD or symbol in card.energy_types for symbol in occasion.paid)


KEYWORD = Keyword(
    name=NAME,
    label="Crosspulse",
    glossary=(
        "When you buy one of this card's dice paying only with energy of the card's own"
        " types, its Crosspulse ability happens (the card need not be active)."
    ),
    source="52gaf's reminder",
    rules=("DM-2.2", "DM-8.7", "DM-8.8", "DM-15.2"),
    triggers={
        NAME: TriggerKind("purchased", scope="card", needs_active=False, condition=own_types)
    },
    needs_ability=NAME,
)
