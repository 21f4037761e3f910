"""Additional costs paid in life (cards/compiler/constructs/life_costs.py; engine
abilities/life_costs.py; DM-12.2): "your opponent must pay N life to declare blockers / to
use an action die or a Global Ability / to block with a (type) character die / per
character to block", "players must pay 1 life to activate a Global Ability (until end of
turn)", said back in words. Near misses stay text only. Cards here are our own wording."""

from __future__ import annotations

import pytest

from cards.compiler import compile_card
from games.engine import card_execution
from games.engine.loading import card_from_dict
from games.reading import read_card

NAME = "Quill Harrow"


def _compile(line: str) -> dict:
    return compile_card("character", [line], name=NAME, affiliations={}, code="7qh")


def _words(made: dict) -> str:
    data = {"id": "7qh", "name": NAME, "kind": "character", "cost": 4, **made}
    data["faces"] = [{"kind": "energy", "symbols": ["generic"]}] * 6
    texts = [a["text"] for a in made.get("abilities", [])]
    assert card_execution({**data, "text": texts}).executed
    return " ".join(line.reading for line in read_card(card_from_dict(data)))


ACTIVE = "While Quill Harrow is active, "


@pytest.mark.parametrize(
    ("line", "effects", "said"),
    [
        (ACTIVE + "your opponent must pay 4 life to declare blockers.",
         [{"op": "life_to_block", "amount": 4, "target": "opponent"}],
         "your opponent pays 4 life to declare blockers"),
        (ACTIVE + "your opponent must pay 1 life to use an action die or a Global Ability.",
         [{"op": "life_to_use_action", "amount": 1, "target": "opponent"},
          {"op": "life_to_use_global", "amount": 1, "target": "opponent"}],
         "pays 1 life to use each action die"),
        (ACTIVE + "your opponents must pay 2 life to block with a (bolt) character die.",
         [{"op": "life_to_block", "amount": 2, "target": "opponent",
           "by_filters": {"energy_type": "bolt"}}],
         "if one of them is one of their Bolt character dice"),
        (ACTIVE + "your opponent must pay 2 life per character to block.",
         [{"op": "life_per_blocker", "amount": 2, "target": "opponent"}],
         "2 life for each of their character dice that blocks"),
        ("When fielded, players must pay 2 life to activate a Global Ability (until end of turn).",
         [{"op": "life_to_use_global", "amount": 2, "target": "all_players",
           "duration": "turn"}],
         "each player pays 2 life to use each Global Ability until the end of the turn"),
    ],
)  # fmt: skip
def test_life_costs_read(line: str, effects: list, said: str) -> None:
    made = _compile(line)
    assert "unread" not in made, made
    got = made["abilities"][0]["effects"]
    assert [{k: v for k, v in e.items() if k != "duration" or "duration" in x}
            for e, x in zip(got, effects, strict=True)] == effects  # fmt: skip
    assert said in _words(made)


@pytest.mark.parametrize(
    "line",
    [
        ACTIVE + "you must pay 2 life to declare blockers.",  # a player's own tax: not this
        ACTIVE + "your opponent must pay 1 life to block with a non-(bolt) character die.",
        ACTIVE + "your opponent must pay 2 life to field a character die.",  # fielding
        ACTIVE + "your opponent may pay 2 life to declare blockers.",  # "may": no cost
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert "unread" in _compile(line)
