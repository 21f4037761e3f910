"""Crosspulse lines (cards/compiler/constructs/keyword_lines.py; keywords/crosspulse.py):
"Crosspulse - <effect>", the occasion sometimes said again ("when you purchase this die, ..."
/ "... a <self> die, ..."), the keyword's reminder left out wherever it stands among the
line's last parentheses; `self` is the die bought (DM-8.8). Our own wording."""

from __future__ import annotations

import pytest

from cards.execution import status
from games.engine.loading import card_from_dict
from games.reading import read_card
from tests.cards.compiler.helpers import CODE, NAME, compiled
from tests.engine.helpers import make_card

ZAP = {"op": "deal_damage", "amount": 1, "target": "opponent"}
REMINDER = "(Crosspulse only counts if you bought this die with its own energy types.)"
KEYWORDS = ["crosspulse"]  # as the importer lists it from the line's first word


def made(line: str) -> dict:
    return compiled("character", [line], keywords=KEYWORDS)


def ability(line: str) -> dict:
    out = made(line)
    assert "unread" not in out, out
    (record,) = out["abilities"]
    return dict(record)


def why(line: str) -> str:
    out = made(line)
    card = {"id": CODE, "kind": "character", "name": NAME, "text": [line], **out}
    assert not status({**card, "keywords": KEYWORDS}).executed
    (unread,) = out["unread"]
    return str(unread["why"])


def said(line: str) -> str:
    card = card_from_dict(make_card(CODE, name=NAME, text=[line], keywords=KEYWORDS, **made(line)))
    (reading,) = [x.reading for x in read_card(card) if x.kind == "ability"]
    return reading


@pytest.mark.parametrize(
    "line",
    [
        "Crosspulse - Deal 1 damage to target opponent.",
        "Crosspulse: deal 1 damage to your opponent.",
        f"Crosspulse - When you purchase this die, deal 1 damage to your opponent. {REMINDER}",
        f"Crosspulse - When you purchase a Wren Hollow die, deal 1 damage to your opponent."
        f" {REMINDER}",
    ],
)
def test_the_effect_is_the_crosspulse_ability(line: str) -> None:
    record = ability(line)
    assert record["trigger"] == "crosspulse"
    assert record["effects"] == [ZAP]


def test_a_keyword_reminder_after_the_crosspulse_one_goes_too() -> None:
    """The granted keyword's reminder last, Crosspulse's before it: both are left out."""
    line = (
        f"Crosspulse - When you purchase this die, your character dice gain Fast (until end of"
        f" turn). {REMINDER} (Fast characters deal their combat damage first.)"
    )
    record = ability(line)
    assert record["effects"][0]["op"] == "grant_keyword"


@pytest.mark.parametrize(
    ("line", "effect"),
    [
        ("Crosspulse - Prep this die.", {"op": "move_die", "target": "this_die", "zone": "prep"}),
        ("Crosspulse - Immediately field this Wren Hollow Superstar die at level 1.",
         {"op": "field_die", "amount": 1, "target": "this_die"}),
    ],
)  # fmt: skip
def test_self_is_the_die_just_bought(line: str, effect: dict) -> None:
    assert ability(line)["effects"] == [effect]


def test_the_reading_names_the_condition_and_the_level() -> None:
    assert said("Crosspulse - Immediately field this Wren Hollow die at level 1.") == (
        "Crosspulse (when you purchase this die paying only its card's energy types):"
        " field this die for free at level 1."
    )


@pytest.mark.parametrize(
    "line",
    [
        "Crosspulse - When your opponent purchases a die, deal 1 damage to your opponent.",
        "Crosspulse - When you field this die, deal 1 damage to your opponent.",
        "Crosspulse - Prep a die that shows its brightest face.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why(line)
