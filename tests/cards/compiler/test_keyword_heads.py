"""A keyword of the card's printed at the head of another ability's line (cards/compiler/
keyword_heads.py): "Immortal (<reminder>) <ability>" is the keyword (its module runs it,
DM-14.1) and the ability, read as its own line. Wording is our own."""

from __future__ import annotations

from cards.compiler import compile_card
from cards.execution import status
from games.reading import read_data

NAME = "Wren Hollow"
REMINDER = (
    "Immortal (Except when purchased, when this die would go to the Used Pile, add it to your"
    " bag instead.)"
)


def card(line: str, keywords: tuple[str, ...] = ("immortal",)) -> dict:
    made = compile_card("character", [line], NAME, keywords, code="5tst")
    return {"id": "5tst", "kind": "character", "name": NAME, "text": [line],
            "keywords": list(keywords), **made}  # fmt: skip


def test_the_keyword_is_the_cards_and_the_rest_its_ability() -> None:
    line = f"{REMINDER} {NAME} can only be blocked by 2 or more character dice."
    made = card(line)
    assert status(made).executed
    (record,) = made["abilities"]
    assert record["text"] == line
    assert [(e["op"], e["amount"]) for e in record["effects"]] == [("min_blockers", 2)]
    readings = [r.reading for r in read_data(made)]
    assert readings[0] == "Immortal"
    assert "blocked by 2 or more" in readings[1]


def test_near_misses_stay_text_only() -> None:
    rest = f"{NAME} can only be blocked by 2 or more character dice."
    # the card does not list the keyword: nothing says the engine runs it
    assert not status(card(f"{REMINDER} {rest}", keywords=())).executed
    # the rest is no ability the grammar reads: the whole line stays text
    assert not status(card(f"{REMINDER} {NAME} whistles at the moon.")).executed
    # no reminder in parentheses right after the keyword
    assert not status(card(f"Immortal. {rest}")).executed
