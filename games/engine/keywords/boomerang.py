"""Boomerang (a set keyword no rulebook defines; ruled from its cards' reminder in
docs/rulings.md "Boomerang"): once its action die has been used, that die is rolled, and an
action face sends it to the Prep Area. No hook: the compiler makes the roll the last effect
of the die's one action ability (effect `boomerang`, abilities/effects/boomerang.py), so it
always comes after the card's own effect (DM-8.14) and no player orders the two. The card
must have that effect (`needs_ability`): a card naming the keyword without it is text only."""

from __future__ import annotations

from games.engine.abilities.keyword import Keyword

NAME = "boomerang"

KEYWORD = Keyword(
    name=NAME,
    label="Boomerang",
    glossary=(
        "Once this action die has been used, roll it; on an action face it goes to your Prep Area."
    ),
    source="4bat's reminder",
    rules=("DM-8.14",),
    needs_ability=NAME,
)
