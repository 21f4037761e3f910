"""Aftershock lines (cards/compiler/constructs/keyword_lines.py; docs/rulings.md
"Aftershock"): "Aftershock - <effect>" / "Aftershock: <effect>" is the card's ability of the
keyword's trigger `aftershock` (games/engine/keywords/aftershock.py), and the card lists the
keyword. Our own wording."""

from __future__ import annotations

import pytest

from cards.execution import status
from cards.vocabulary import keywords_in
from games.engine.loading import card_from_dict
from games.reading import read_card
from tests.cards.compiler.helpers import CODE, NAME, compiled
from tests.engine.helpers import make_card


def _card(line: str) -> dict:
    """A character of one line, with the keywords the line lists (as the importer finds)."""
    keywords = keywords_in([line])
    return make_card(CODE, name=NAME, text=[line], keywords=keywords,
                     **compiled("character", [line], keywords=keywords))  # fmt: skip


@pytest.mark.parametrize("dash", ["-", ":"])
def test_the_line_is_the_keyword_s_trigger(dash: str) -> None:
    line = f"Aftershock {dash} Deal 1 damage to target character die or player."
    card = _card(line)
    assert status(card).executed and card["keywords"] == ["aftershock"]
    (record,) = card["abilities"]
    assert record["trigger"] == "aftershock"
    assert record["effects"] == [
        {"op": "deal_damage", "amount": 1, "target": "target_player_or_die"}
    ]
    readings = [x.reading for x in read_card(card_from_dict(card)) if x.kind == "ability"]
    assert readings[0].startswith("Aftershock (when this die leaves the Field Zone because of")


@pytest.mark.parametrize(
    "line",
    [
        "Aftershock deal 1 damage to target character die or player.",  # no dash
        "Aftershock - Frobnicate the bag.",
        "Aftershock - Wren Hollow deals 1 damage to target opponent.",  # the die has left
        "While Wren Hollow is active, all character dice gain Aftershock - gain 1 life.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert not status(_card(line)).executed
