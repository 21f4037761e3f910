"""A flip card's two sides (docs/rulings.md "Flip"): `CardDef.back` is the other side (its
own text, the same die); the loader links the two sides to each other once, and a flip puts
the other side in the game's pool (`flipped_pool`), so every reader reads the side up.

A flip card brought by two seats (docs/rulings.md "Flip"): each player's copy turns on its
own, so the second seat's has an id of its own in the pool (flow/setup.py), made back into
the catalog's id where the catalog is asked (log/snapshot.py)."""

from __future__ import annotations

from dataclasses import replace

from games.engine.model.cards import CardDef, CardPool


def seat_copy_id(card_id: str, seat: int) -> str:
    """The id of a flip card another seat brought too (docs/rulings.md "Flip"): each player's
    copy turns on its own, so each has its own entry in the pool."""
    return f"{card_id}@p{seat + 1}"


def catalog_id(card_id: str) -> str:
    """The catalog's id of a card in play (`seat_copy_id` undone)."""
    base, mark, seat = card_id.rpartition("@p")
    return base if mark and seat.isdigit() else card_id


def seat_copy(card: CardDef, card_id: str) -> CardDef:
    """A flip card under the id `seat_copy_id` gave it, its two sides naming each other."""
    if card.back is None:
        return replace(card, id=card_id)
    front, back = replace(card, id=card_id, back=None), replace(card.back, id=card_id, back=None)
    object.__setattr__(front, "back", back)
    object.__setattr__(back, "back", front)
    return front


def flipped_pool(cards: CardPool, card_id: str) -> CardPool:
    """The pool with the card's other side up; itself for a card printed on one side.

    Performance: a pool's game-wide facts are worked out over all its cards (CardPool), and
    a card that flips back and forth would work them out again at every flip. A pool never
    changes, so the pool a flip gives is kept on it (`flips`), and that pool knows the one it
    came from as the pool its flipping back gives: flips after the first cost a look-up."""
    card = cards[card_id]
    other = card.back
    if other is None:
        return cards
    known = cards.flips.get(card_id)
    if known is not None:
        return known
    pool = CardPool({**cards, card_id: other})
    cards.flips[card_id] = pool
    if other.back is card:  # (the loader links the sides: flipping back gives `cards` again)
        pool.flips[card_id] = cards
    return pool
