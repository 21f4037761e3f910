"""Founder (a set keyword of The Dark Phoenix Saga; no rulebook we hold defines it, and its
cards print no reminder: docs/rulings.md "Founder"). Ruling: it marks the card as one of the
founding team and changes no rule by itself; other cards' texts ask for it ("when you field
a character die with Founder", filter `keyword: founder`). So its record has no hook, no
trigger and no ability: a card that prints it is read like any card with a keyword the
engine runs."""

from __future__ import annotations

from games.engine.abilities.keyword import Keyword

KEYWORD = Keyword(
    name="founder",
    label="Founder",
    glossary="Founder carries no effect of its own; other cards refer to characters with it.",
    source="the set's cards",
    rules=("DM-12.1",),
)
