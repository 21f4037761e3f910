"""A card that may not be bought with Wild energy: "you may not use (wild) energy to purchase
this die" (op `no_wild_purchase`, a static of the card on `this_card`). It bars a payment for
that card's dice that spends a Wild symbol (DM-2.2: Wild stands in for any type — here for
none); other energy pays as usual. The text is the card's own and reads where its dice are
bought, in the supply, where no effect takes a die's text away (abilities/textless.py works
in the Field Zone only): "this text may not be ignored" is so by the rules
(docs/rulings.md "Not with Wild energy").

The purchase refuses such a payment (flow/purchases.py); the choice descriptions and the
legal actions offer the card's dice with its Wild energy left out (flow/choices, api)."""

from __future__ import annotations

from collections.abc import Iterable

from games.engine.model import errors as E
from games.engine.model.cards import WILD, CardDef
from games.engine.model.errors import IllegalAction

NO_WILD = "no_wild_purchase"


def wild_barred(card: CardDef) -> bool:
    """Does the card's own text bar Wild energy from paying for its dice?"""
    return any(
        effect.op == NO_WILD and effect.target == "this_card"
        for ability in card.statics
        for effect in ability.effects
    )


def refuse_wild(card: CardDef, spent: Iterable[str]) -> None:
    """Raise IllegalAction if a purchase of `card`'s die spends a Wild symbol it may not."""
    if WILD in spent and wild_barred(card):
        raise IllegalAction(
            E.PURCHASE_NO_WILD, f"{card.title}'s dice may not be bought with Wild energy"
        )
