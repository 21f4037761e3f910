"""Crossover (003:L635): a Crossover card has two or more energy types; a purchase spends at
least one energy of each (Wild standing in for any, DM-2.2), no cost reduction goes below the
number of its types (DM-8.7), and its dice count as each of its types. The engine applies
these rules to every multi-type card (docs/rulings.md, "Multi-type cards: one of each"):
`flow/energy.check_payment` asks one of each type, and the `energy_type` target filter
counts the card as each of its types. The keyword adds no hook; its tests pin the rules."""

from __future__ import annotations

from games.engine.abilities.keyword import Keyword

KEYWORD = Keyword(
    name="crossover",
    label="Crossover",
    glossary=(
        "Crossover characters have two or more types of energy. To purchase them you'll need"
        " to spend at least one of each type of energy they require. You won't be able to"
        " reduce their cost to avoid paying each type of energy to purchase their dice. They"
        " count as every type of energy you must spend to purchase their die."
    ),
    source="003:L635",
    rules=("DM-2.2", "DM-8.6", "DM-8.7", "DM-12.7"),
)
