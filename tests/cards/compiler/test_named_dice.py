"""Another character's dice by name (normalise.named, constructs/moves.py and
cost_changes.py): "move a <Name> die from your Used Pile to your Prep Area", "move all <Name>
dice ...", "the next <Name> die you purchase costs 2 less"; the printed name in the filter
`named` (abilities/filters.py: the card's name). DM-23.4 (dice moved between zones), DM-8.7
(purchase cost). Only names of the catalog's characters are read; an affiliation icon's word
is none. Wording and names are our own."""

from __future__ import annotations

import pytest

from cards.compiler import compile_card
from cards.compiler.normalise import named
from games.reading import read_data
from tests.cards.compiler import helpers

NAME = "Wren Hollow"
NAMES = ("Marsh Wren", "The Old Heron", "Wren Hollow", "Fen-Cat")


def compiled(line: str, names: tuple[str, ...] = NAMES) -> dict:
    return compile_card("character", [line], NAME, code="5tst", names=names)


def effects(line: str) -> list[dict]:
    return helpers.effects("character", line, names=NAMES)


def test_a_named_die_moves_from_the_used_pile_to_the_prep_area() -> None:
    line = "When fielded, move a Marsh Wren die from your Used Pile to your Prep Area."
    assert effects(line) == [
        {"op": "move_die", "target": "choose_your_die", "zone": "prep",
         "filters": {"named": "Marsh Wren", "zone": "used"}}
    ]  # fmt: skip
    (read,) = read_data({"kind": "character", "name": NAME, **compiled(line)})
    assert "dice named Marsh Wren in a Used Pile to the Prep Area" in read.reading


def test_all_named_character_dice_move() -> None:
    line = "When fielded, move all Fen-Cat character dice from your Used Pile to your Prep Area."
    assert effects(line) == [
        {"op": "move_die", "target": "all_your_dice", "zone": "prep",
         "filters": {"named": "Fen-Cat", "zone": "used"}}
    ]  # fmt: skip


def test_the_next_named_die_purchased_costs_less() -> None:
    line = "When fielded, the next The Old Heron die you purchase costs 2 less."
    assert effects(line) == [
        {"op": "reduce_next_cost", "amount": 2, "target": "all_your_dice",
         "filters": {"named": "The Old Heron"}, "duration": "until_used"}
    ]  # fmt: skip
    (read,) = read_data({"kind": "character", "name": NAME, **compiled(line)})
    assert "the next die named The Old Heron you purchase costs 2 less" in read.reading


def test_the_longest_name_before_die_and_no_icon_word() -> None:
    names = {"wren": "Wren", "marsh wren": "Marsh Wren", "grovekin": "Grovekin"}
    assert named("move a marsh wren die", names) == "move a %marsh_wren die"
    assert named("your #grovekin character dice", names) == "your #grovekin character dice"
    assert named("a die and two wren dice", names) == "a die and two %wren dice"


@pytest.mark.parametrize(
    ("line", "names"),
    [
        # a name the catalog does not have, or no names given
        ("When fielded, move a Marsh Owl die from your Used Pile to your Prep Area.", NAMES),
        ("When fielded, move a Marsh Wren die from your Used Pile to your Prep Area.", ()),
        # a name with no die after it: not this shape
        ("When fielded, move Marsh Wren from your Used Pile to your Prep Area.", NAMES),
    ],
)
def test_near_misses_stay_text_only(line: str, names: tuple[str, ...]) -> None:
    assert "unread" in compiled(line, names)
