"""A card's own Intimidate limited to some dice (constructs/keyword_targets.py; engine
abilities/keyword_targets.py): "<self> can only use Intimidate on ..." is a static whose
filters narrow the keyword's target (DM-13.1). Near misses (any character die, dice of one
kind or another, another keyword, a second sentence) stay text only. Our own wording."""

from __future__ import annotations

from typing import Any

import pytest

from cards.compiler import compile_card
from cards.execution import status
from games.engine.loading import card_from_dict
from games.reading import read_card
from tests.cards.compiler.helpers import CODE, ICONS, NAME
from tests.engine.helpers import make_card

KEYWORD = "Intimidate"


def _card(line: str) -> tuple[dict[str, Any], dict[str, Any]]:
    lines = [KEYWORD, line]
    made = compile_card(
        "character", lines, NAME, keywords=["intimidate"], affiliations=ICONS, code=CODE
    )
    card = {"id": CODE, "kind": "character", "name": NAME, "text": lines, **made}
    return made, {**card, "keywords": ["intimidate"]}


@pytest.mark.parametrize(
    ("line", "by"),
    [
        (f"{NAME} can only use Intimidate on (grv) character dice.", {"affiliation": "grovekin"}),
        (f"{NAME} may only use Intimidate on Sidekick character dice.", {"sidekick": True}),
        (f"{NAME} can only use Intimidate on character dice with purchase cost of 3 or less.",
         {"cost_at_most": 3}),
        (f"{NAME} can only use Intimidate on non-(grv) character dice with purchase cost 6 or"
         " greater.", {"not_affiliation": "grovekin", "cost_at_least": 6}),
        (f"{NAME} may only use Intimidate on non-(bolt) character dice.",
         {"not_energy_type": "bolt"}),
    ],
)  # fmt: skip
def test_read(line: str, by: dict[str, Any]) -> None:
    made, card = _card(line)
    assert status(card).executed, made
    (record,) = made["abilities"]
    assert record["trigger"] == "static"
    assert record["effects"] == [
        {"op": "keyword_targets", "keyword": "intimidate", "by_filters": by, "target": "this_card"}
    ]


def test_the_loaded_card_narrows_its_intimidate_and_says_so() -> None:
    _, card = _card(f"{NAME} can only use Intimidate on (grv) character dice.")
    more = {k: card[k] for k in ("text", "keywords", "abilities")}
    loaded = card_from_dict(make_card(CODE, name=NAME, **more))
    (fielding,) = [a for a in loaded.abilities if a.trigger == "when_fielded"]
    assert [e.filters for e in fielding.effects] == [(("affiliation", "grovekin"),)]
    readings = [x.reading for x in read_card(loaded) if x.kind == "ability"]
    assert readings == ["This card's Intimidate may target only Grovekin character dice."]


@pytest.mark.parametrize(
    "line",
    [
        f"{NAME} can only use Intimidate on character dice.",  # any die: no limit
        f"{NAME} can only use Intimidate on (grv), (bolt), or (mask).",  # one kind or another
        f"{NAME} can only use Overcrush on (grv) character dice.",  # another keyword
        f"{NAME} can only use Intimidate on (grv) character dice, when he does, deal 1 damage"
        " to target opponent.",  # more to do when it is used
        f"{NAME} can only use Intimidate on character dice of a higher level.",  # whose level?
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    made, card = _card(line)
    assert not status(card).executed
    assert [u["text"] for u in made["unread"]] == [line]


def test_a_block_limit_of_non_x_dice_with_a_cost_still_stays_text_only() -> None:
    """The cost blocker now hands on its "non-X" part; a block limit still refuses it."""
    made, _ = _card(f"{NAME} can't be blocked by non-(grv) character dice with cost 5 or more.")
    assert made["unread"][0]["why"] == "cost_change"
