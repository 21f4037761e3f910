"""Imported text says when it acts (cards/compiler/declared.py): a line opening with a
usual trigger phrase becomes a text-only ability record, so an imported card's controller is
asked to declare it at that moment online (issue 7, "Text-only cards still play"), and the
card stays text only."""

from __future__ import annotations

from pathlib import Path

import pytest

from cards.compiler import compile_card, trigger_of
from cards.importers import teambuilder
from games.engine import card_execution
from tests.cards.shapes import records
from tests.engine.helpers import CHAR, FIST, MADELYNE, Game, cards_with, die, m, make_card

DATA = Path(__file__).parent / "data"


@pytest.mark.parametrize(
    ("line", "trigger"),
    [
        ("When fielded, deal 1 damage to one target character die.", "when_fielded"),
        ("When you field this character, gain 1 life.", "when_fielded"),
        ("When Ember Fox attacks, spin down one opposing die.", "when_attacks"),
        ("When this character blocks, it gets +2D.", "when_blocks"),
        ("When this character is blocked, deal 1 damage to each blocker.", "when_blocked"),
        ("When Ember Fox is KO'd, draw a die.", "when_kod"),
        ("At the start of your turn, gain 1 life.", "start_of_your_turn"),  # DM-5.2
        ("At the beginning of each turn, gain 1 life.", "start_of_turn"),
        ("At the end of your turn, prep a die.", "end_of_your_turn"),
        ("At the end of each turn, prep a die.", "end_of_turn"),
        ("At the start of your opponent's turn, gain 1 life.", None),
        ("While active, your characters get +1A.", None),
        ("Overcrush (reminder text)", None),
        ("Deal 2 damage when you feel like it.", None),
    ],
)
def test_the_usual_trigger_phrases_are_recognized_and_nothing_else(
    line: str, trigger: str | None
) -> None:
    assert trigger_of(line) == trigger


def test_only_characters_get_triggered_records_and_globals_keep_their_cost() -> None:
    # ("Target die" names no character die: not a common shape, so the card stays text only)
    lines = ["When fielded, gain 2 life.", "Global: Pay 2. Target die gets +1A."]
    made = compile_card("character", lines)
    assert records(made) == {
        "abilities": [{"trigger": "when_fielded", "text": lines[0]}],
        "globals": [{"cost": 2, "text": lines[1]}],
    }
    assert "abilities" not in compile_card("action", lines)
    assert records(compile_card("character", ["Overcrush"])) == {}


def test_an_imported_card_with_a_trigger_line_of_no_known_shape_stays_text_only() -> None:
    records = {
        r["name"]: r for r in teambuilder.parse((DATA / "teambuilder_sample.php").read_text())
    }
    matron = records["Iron Matron"]  # "When fielded, gain 2 life • then spin up."
    assert matron["abilities"] == [{"trigger": "when_fielded", "text": matron["text"][0]}]
    execution = card_execution({"id": "x", **matron})
    assert not execution.executed
    # (Ember Fox's line, 1 damage to a target character die when fielded, is a common
    # shape: the engine executes it, tests/cards/test_ability_shapes.py)
    assert card_execution({"id": "x", **records["Ember Fox"]}).executed


def test_its_controller_declares_it_when_the_trigger_happens() -> None:
    """DM-18.1 (when fielded) for a card whose text only the players can read."""
    text = "When fielded, deal 1 damage to target character die unless its owner pays 1 life."
    card = make_card("ember", **compile_card("character", [text]))
    g = Game(teams=((("ember", 1),), ((MADELYNE, 1),)), cards=cards_with(card))
    g.start()
    ember = die(0, "ember", 1)
    g.give(0, ember)
    g.give(1, die(1, MADELYNE, 1), to="field", face=CHAR)
    g.begin({ember: CHAR, m(1): FIST, m(2): CHAR, m(3): CHAR}, oop=m(4))
    g.field(ember)
    assert g.pending.kind == "declare" and g.pending.player == 0
