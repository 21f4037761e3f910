"""Another character's presence as a static's condition (cards/compiler/while_named.py):
"While <Name> is active, <one static sentence>." is "If <Name> is active, ..." (DM-14.3: a
static holds exactly while its condition does; DM-18.1: active = a die in the Field Zone).
Wording and names are our own."""

from __future__ import annotations

import pytest

from cards.compiler import compile_card
from cards.execution import status
from games.reading import read_data

NAME = "Wren Hollow"
NAMES = ("Marsh Wren", "Fen-Cat", "Wren Hollow")


def compiled(line: str, names: tuple[str, ...] = NAMES) -> dict:
    return compile_card("character", [line], NAME, code="5tst", names=names)


@pytest.mark.parametrize(
    ("line", "op"),
    [
        (f"While Marsh Wren is active, {NAME} gets +2A and +2D.", "modify_stats"),
        (f"While Fen-Cat is active, {NAME} gets +1A.", "modify_attack"),
        (f"While Marsh Wren is active, {NAME} cannot be damaged.", "no_damage_from"),
        (f"While Marsh Wren is active, {NAME} gains Regenerate.", "grant_keyword"),
    ],
)  # fmt: skip
def test_while_another_character_is_active_is_the_statics_condition(line: str, op: str) -> None:
    made = compiled(line)
    assert "unread" not in made, made
    (record,) = made["abilities"]
    assert record["trigger"] == "static" and record["text"] == line
    (effect,) = record["effects"]
    assert effect["op"] == op
    condition = record.get("condition") or effect.get("condition")
    assert condition["kind"] == "count" and condition["count"] == "all_active_characters"
    assert condition["filters"]["named"] in ("Marsh Wren", "Fen-Cat")
    card = {"id": "5tst", "kind": "character", "name": NAME, "text": [line], **made}
    assert status(card).executed
    (read,) = read_data(card)
    assert "active characters named" in read.reading


@pytest.mark.parametrize(
    "line",
    [
        # a trigger after it: the named card's presence is no trigger's condition here
        f"While Marsh Wren is active, when you would take damage, {NAME} takes it instead.",
        # a choice, and a second sentence the "if" would not cover
        f"While Marsh Wren is active, you may reroll {NAME}.",
        f"While Marsh Wren is active, {NAME} gets +1A. {NAME} must attack each turn (if able).",
        # a name the catalog does not have: no condition the engine can check
        f"While Marsh Owl is active, {NAME} gets +1A.",
        # (no comma after "active": the same shape, tests/cards/compiler/test_static_reach.py)
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    made = compiled(line)
    card = {"id": "5tst", "kind": "character", "name": NAME, "text": [line], **made}
    assert not status(card).executed
