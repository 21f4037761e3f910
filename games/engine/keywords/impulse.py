"""Impulse (002:L771, 003:L651): the card's Impulse ability happens when one of its dice is
purchased, whether or not the card is active. Trigger: "impulse" (the "purchased" occasion of
this card); the ability itself is printed on the card as data."""

from __future__ import annotations

from games.engine.abilities.keyword import Keyword
from games.engine.abilities.occasions import TriggerKind

KEYWORD = Keyword(
    name="impulse",
    label="Impulse",
    glossary=(
        "Impulse abilities happen when you purchase a Superstar die with the Impulse ability."
        " The Superstar does not need to be already active to use the Impulse ability."
    ),
    source="002:L771, 003:L651",
    rules=("DM-8.8", "DM-15.2"),
    triggers={"impulse": TriggerKind("purchased", scope="card", needs_active=False)},
    needs_ability="impulse",
)
