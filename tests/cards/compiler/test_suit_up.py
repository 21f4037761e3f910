"""Suit Up (a set keyword read from its reminder, cards/compiler/set_keywords.py; docs/rulings.md
"Suit Up"): "Suit Up - <Name> (when purchased, you may KO a <Name> character die to field
<self> at level 2)" is a trigger of the card's own purchase (DM-8.8), "if you do" (the KO
its cost, DM-12.2), then the die bought is fielded at level 2 (constructs/field_self.py,
DM-8.12, DM-23.4). Played through the engine; our own names and wording."""

from __future__ import annotations

from typing import Any

import pytest

from cards.compiler import compile_card
from games.engine import actions as A
from games.engine import events as ev
from games.engine.abilities.targets import DECLINE
from tests.cards.compiler.helpers import why
from tests.engine.helpers import FIST, Game, cards_with, m, of_type
from tests.engine.keywords.common import FOE, character

SUIT = (
    "Suit Up - Tin Knight (When purchased, you may KO a Tin Knight character die to field"
    " this character at level 2.)"
)
NAMES = ["Tin Knight", "Steel Page"]


def _made(line: str) -> dict[str, Any]:
    return compile_card("character", [line], "Steel Page", code="9tst", names=NAMES)


def test_the_reminder_is_its_purchase_trigger() -> None:
    (record,) = _made(SUIT)["abilities"]
    assert record["trigger"] == "when_purchased" and record["optional"]
    assert record["effects"] == [
        {"op": "ko", "target": "choose_die", "filters": {"named": "Tin Knight"}},
        {"op": "field_die", "amount": 2, "target": "this_die", "condition": {"kind": "done"}},
    ]


@pytest.mark.parametrize(
    "line",
    [
        "Suit Up - Tin Knight or Steel Page",  # no reminder, two characters
        "Suit Up - Rust Baron",  # no reminder, a name no card of the catalog has
        # the reminder names another character than its head
        "Suit Up - Tin Knight (When purchased, you may KO a Steel Page character die to field"
        " this character at level 2.)",
        # another level than the keyword's
        "Suit Up - Tin Knight (When purchased, you may KO a Tin Knight character die to field"
        " this character at level 3.)",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    made = _made(line)
    assert "unread" in made, made


def test_without_its_reminder_it_means_the_reminder_of_its_set() -> None:
    """docs/rulings.md "Suit Up": the head alone, one character of the catalog, reads as
    the reminder its set prints on other cards."""
    (alone,) = _made("Suit Up - Tin Knight")["abilities"]
    (printed,) = _made(SUIT)["abilities"]
    assert {**alone, "text": ""} == {**printed, "text": ""}


def test_field_self_at_a_level_no_die_has_stays_text() -> None:
    assert why("character", "When Wren Hollow is purchased, field Wren Hollow at level 4.")


def _game() -> Game:
    """Michele in her Main Step, her Tin Knight die in the Field Zone, 3 Fist energy."""
    page = character("page", 1, 1, abilities=_made(SUIT)["abilities"])
    page["name"] = "Steel Page"
    knight = character("knight", 2, 2)
    knight["name"] = "Tin Knight"
    g = Game(teams=((("page", 2), ("knight", 2)), ((FOE, 2),)), cards=cards_with(page, knight))
    g.start()
    g.give(0, "p1:knight:1", to="field", face=0)
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    return g


def test_suiting_up_kos_the_knight_and_fields_the_page_at_level_2() -> None:
    """DM-8.8: the die bought goes to the Used Pile; its trigger offers the KO (DM-12.2: the
    cost), then fields that die at level 2 without paying (DM-8.12)."""
    g = _game()
    g.buy("page", (m(1), "fist"))
    assert g.pending.kind == "choose_target" and "p1:knight:1" in g.pending.options
    events = g.target("p1:knight:1")
    assert "p1:knight:1" not in g.zone(0, "field")
    assert "p1:page:1" in g.zone(0, "field")
    assert g.face("p1:page:1") == 1  # level 2 (faces 0, 1, 2 are levels 1, 2, 3)
    assert of_type(events, ev.DiceMoved)


def test_declined_the_page_stays_in_the_used_pile() -> None:
    g = _game()
    g.buy("page", (m(1), "fist"))
    g.do(A.ChooseTarget(player=0, target=DECLINE))
    assert "p1:knight:1" in g.zone(0, "field")
    assert "p1:page:1" in g.zone(0, "used")
