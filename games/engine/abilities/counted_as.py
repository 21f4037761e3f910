"""A card's own word on what kind of die it is (issue 16, card text; docs/rulings.md
"Counts as"): "<self> counts as a Pirate" (a creature type its subtitle does not name,
abilities/creature_types.py), "<self> also counts as (wlg)" (an affiliation beside its
printed ones, filters.py `affiliation`) and "<self> doesn't count as an Adventurer" (a
character with Experience that the filters for Adventurers pass over, docs/rulings.md
"Adventurers").

Each is a static of the card whose `filters` name the one filter pair it answers:
- `counts_as` ("creature_type", "pirate"), ("affiliation", "greenlantern"): that filter
  passes the card's dice;
- `not_counted_as` ("keyword", "experience"): that filter passes over them.
They work whether or not the card is active and cannot be ignored (the cards print "this
text can't be ignored, copied or swapped"): they are what the card is, read from the card
itself (a copy's, from the copied card: DM-23.3), never from the texts a die has now."""

from __future__ import annotations

from typing import Any

from games.engine.model.cards import CardDef

COUNTS, NOT_COUNTED = "counts_as", "not_counted_as"
OPS = frozenset({COUNTS, NOT_COUNTED})


def said(card: CardDef, name: str, value: Any) -> bool | None:
    """True if the card says it counts as (filter `name`, `value`), False if it says it
    does not, None if it says neither (the filter then decides as usual)."""
    for ability in card.statics:
        for effect in ability.effects:
            if effect.op in OPS and any(n == name and _same(v, value) for n, v in effect.filters):
                return effect.op == COUNTS
    return None


def _same(a: Any, b: Any) -> bool:
    """The same filter value; a word in any case ("Pirate", "pirate")."""
    if isinstance(a, str) and isinstance(b, str):
        return a.casefold() == b.casefold()
    return bool(a == b)
