"""The first character (die) a player fields this turn made free, or cheaper by 1, to field,
and the next one fielded this turn made free
(cards/compiler/constructs/cost_changes.py `cost_next`): `free_next_field` /
`reduce_next_field_cost`, with "first" read as a condition (no character die fielded yet
this turn, docs/rulings.md), said back in words. Near misses stay text only. Cards here
are our own wording."""

from __future__ import annotations

import pytest

from cards.compiler import compile_card
from games.engine import card_execution
from games.engine.loading import card_from_dict
from games.reading import read_card

NAME = "Quill Harrow"
GUILD = {"gld": "guild"}
FIRST = {"kind": "fielded", "at_most": 0}


def _compile(line: str) -> dict:
    return compile_card("character", [line], name=NAME, affiliations=GUILD, code="7qh")


def _words(made: dict) -> str:
    data = {"id": "7qh", "name": NAME, "kind": "character", "cost": 4, **made}
    data["faces"] = [{"kind": "energy", "symbols": ["generic"]}] * 6
    texts = [a["text"] for a in [*made.get("abilities", []), *made.get("globals", [])]]
    assert card_execution({**data, "text": texts}).executed
    return " ".join(line.reading for line in read_card(card_from_dict(data)))


@pytest.mark.parametrize(
    ("line", "effect", "said"),
    [
        ("Global: Pay (mask). The first character you field this turn may be fielded for free.",
         {"op": "free_next_field", "amount": 0, "target": "you", "condition": FIRST},
         "the next character die you field is free to field"),
        ("Global: Pay (fist). The first character die you field this turn can be fielded for free.",
         {"op": "free_next_field", "amount": 0, "target": "you", "condition": FIRST},
         "if you fielded no character dice this turn"),
        ("When fielded, the next character you field this turn is free to field.",
         {"op": "free_next_field", "amount": 0, "target": "you"},
         "the next character die you field is free to field"),
        ("When fielded, the first (gld) character die you field this turn costs 1 less to field.",
         {"op": "reduce_next_field_cost", "amount": 1, "target": "all_your_dice",
          "filters": {"affiliation": "guild"},
          "condition": {**FIRST, "filters": {"affiliation": "guild"}}},
         "if you fielded no Guild character dice this turn"),
    ],
)  # fmt: skip
def test_first_and_next_fielded_dice(line: str, effect: dict, said: str) -> None:
    made = _compile(line)
    assert "unread" not in made, made
    group = made.get("globals") or made["abilities"]
    assert group[0]["effects"] == [effect]
    assert said in _words(made)


@pytest.mark.parametrize(
    "line",
    [
        # a die bought is not fielded: "free to field" names the fielding
        "Global: Pay (mask). The next die you purchase this turn is free to field.",
        # "the first character you purchase": a card, not a die
        "Global: Pay (mask). The first character you purchase this turn costs 1 less.",
        # "first" with no time said: each game? each turn? not read
        "Global: Pay (mask). The first character you field is free to field.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert "unread" in _compile(line)
