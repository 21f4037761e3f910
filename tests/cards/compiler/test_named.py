"""Another character named in a condition (normalise.named, constructs/named.py): "if
<Name> is active" any player's, "your <Name>", "your opponent's <Name>", "you have an
active <Name>"; the printed name in the filter `named`. Only names of the catalog's
characters (`compile_card(names=...)`) are read. Wording and names are our own."""

from __future__ import annotations

import pytest

from cards.compiler import compile_card
from games.reading import read_data

NAME = "Wren Hollow"
NAMES = ("Marsh Wren", "The Old Heron", "Wren Hollow", "Fen-Cat")


def compiled(line: str, names: tuple[str, ...] = NAMES) -> dict:
    return compile_card("character", [line], NAME, code="5tst", names=names)


def condition(line: str) -> dict:
    made = compiled(line)
    assert "unread" not in made, made
    (record,) = made["abilities"]
    return record.get("condition") or record["effects"][0]["condition"]


@pytest.mark.parametrize(
    ("line", "count", "name"),
    [
        ("When fielded, if Marsh Wren is active, gain 1 life.", "all_active_characters",
         "Marsh Wren"),
        ("When fielded, if The Old Heron is active, gain 1 life.", "all_active_characters",
         "The Old Heron"),
        ("When fielded, if your Fen-Cat is active, gain 1 life.", "your_active_characters",
         "Fen-Cat"),
        ("When fielded, if your opponent's Marsh Wren is active, gain 1 life.",
         "opposing_active_characters", "Marsh Wren"),
        ("When fielded, if you have an active Marsh Wren, gain 1 life.",
         "your_active_characters", "Marsh Wren"),
        (f"{NAME} can't attack or block unless Marsh Wren is active.", "all_active_characters",
         "Marsh Wren"),
    ],
)  # fmt: skip
def test_a_named_character_is_active(line: str, count: str, name: str) -> None:
    made = condition(line)
    assert (made["count"], made["filters"]) == (count, {"named": name})
    (read,) = read_data({"kind": "character", "name": NAME, **compiled(line)})
    assert f"named {name}" in str(read)


@pytest.mark.parametrize(
    ("line", "names"),
    [
        # a name the catalog does not have, or no names given
        ("When fielded, if Marsh Owl is active, gain 1 life.", NAMES),
        ("When fielded, if Marsh Wren is active, gain 1 life.", ()),
        # not "is active": another state of the named character
        ("When fielded, if Marsh Wren is blocked, gain 1 life.", NAMES),
        # "you have two active <Name>": a count of unique characters is at most 1 per name
        ("When fielded, if you have 2 active Marsh Wren, gain 1 life.", NAMES),
    ],
)
def test_near_misses_stay_text_only(line: str, names: tuple[str, ...]) -> None:
    assert "unread" in compiled(line, names)
