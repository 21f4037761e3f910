"""Aftershock (a set keyword of the Amazing Spider-Man and later sets; no rulebook we hold
defines it and its cards print no reminder: docs/rulings.md "Aftershock"). "Aftershock -
<effect>": the card's own ability of the die that left the Field Zone because of an opponent
of its owner: KO'd by their damage (combat or ability) or their effect, or moved or captured
out of the Field Zone by their effect (abilities/left_field.py announces `left_field` with
the player whose doing it was). Not optional ("you may" in the effect is the effect's own),
whether or not the card is still active. Trigger: "aftershock"; the effect is card data."""

from __future__ import annotations

from games.engine.abilities.keyword import Keyword
from games.engine.abilities.left_field import LEFT_FIELD, by_opponent
from games.engine.abilities.occasions import TriggerKind

NAME = "aftershock"

KEYWORD = Keyword(
    name=NAME,
    label="Aftershock",
    glossary=(
        "When a die with Aftershock leaves the Field Zone because of an opponent (their damage,"
        " a KO by their effect, or their effect moving it out), its Aftershock effect happens."
    ),
    source="ruled (docs/rulings.md Aftershock)",
    rules=("DM-15.2", "DM-16.4", "DM-18.2"),
    triggers={NAME: TriggerKind(LEFT_FIELD, condition=by_opponent)},
    needs_ability=NAME,
)
