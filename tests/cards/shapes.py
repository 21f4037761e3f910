"""What the ability-shape tests share: a card of our own with one or more lines of text, read
by the importer (cards/importers/ability_shapes.py), and the two verdicts a line can get:
executed by the engine, or kept as text that its controller declares in play."""

from __future__ import annotations

from typing import Any

from cards.importers.text_abilities import declared_abilities, text_abilities
from games.engine import card_execution
from tests.engine.helpers import make_card

NAME = "Quill Harrow"


def executed(kind: str, lines: list[str], name: str = NAME) -> dict[str, Any]:
    """The records of a card with these lines, which must be executed."""
    made = text_abilities(kind, lines, name)
    card = {"id": "x", "kind": kind, "name": name, "text": lines, **made}
    assert card_execution(card).executed, card_execution(card).reasons
    return made


def stays_text(kind: str, line: str) -> None:
    """A near miss: the line is declared in play, never executed (a wrong execution is worse
    than a declaration)."""
    made = text_abilities(kind, [line], NAME)
    assert made == declared_abilities(kind, [line])
    card = {"id": "x", "kind": kind, "name": NAME, "text": [line], **made}
    assert not card_execution(card).executed


def shaped_character(card_id: str, line: str) -> dict[str, Any]:
    """A character card for a game, its abilities read from the line."""
    return make_card(card_id, name=NAME, text=[line], **text_abilities("character", [line], NAME))
