"""What the ability-shape tests share: a card of our own with one or more lines of text, read
by the compiler (cards/compiler/), and the two verdicts a line can get: executed by the
engine, or kept as text that its controller declares in play (with why, `unread`)."""

from __future__ import annotations

from typing import Any

from cards.compiler import compile_card, declared_abilities
from games.engine import card_execution
from tests.engine.helpers import make_card

NAME = "Quill Harrow"


def executed(kind: str, lines: list[str], name: str = NAME) -> dict[str, Any]:
    """The records of a card with these lines, which must be executed."""
    made = compile_card(kind, lines, name)
    card = {"id": "x", "kind": kind, "name": name, "text": lines, **made}
    assert card_execution(card).executed, card_execution(card).reasons
    return made


def stays_text(kind: str, line: str) -> None:
    """A near miss: the line is declared in play, never executed (a wrong execution is worse
    than a declaration)."""
    made = compile_card(kind, [line], NAME)
    assert records(made) == declared_abilities(kind, [line])
    assert made["unread"] and made["unread"][0]["text"] == line and made["unread"][0]["why"]
    card = {"id": "x", "kind": kind, "name": NAME, "text": [line], **made}
    assert not card_execution(card).executed


def shaped_character(card_id: str, line: str) -> dict[str, Any]:
    """A character card for a game, its abilities read from the line."""
    return make_card(card_id, name=NAME, text=[line], **compile_card("character", [line], NAME))


def records(made: dict[str, Any]) -> dict[str, Any]:
    """The card data of a compiled card without the reasons of its text-only lines."""
    return {k: v for k, v in made.items() if k != "unread"}
