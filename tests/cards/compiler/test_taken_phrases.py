"""Damage and blocks of a card's own dice said another way (constructs/taken_phrases.py,
block_limits.py): "(fist) characters deal no damage to <self>", "<self> only takes 1 damage
from each source", "<self> can only be blocked by Adventurers" (dice with Experience,
docs/rulings.md "Adventurers"). Statics (DM-14.3) the engine runs; our own wording; near
misses stay text only."""

from __future__ import annotations

from typing import Any

import pytest

from cards.compiler import compile_card
from games.engine.abilities.immunity import immune
from games.engine.abilities.permissions import may_block
from games.reading import read_data
from tests.cards.compiler.helpers import CODE, NAME, compiled, effects, why
from tests.engine.helpers import Game, cards_with
from tests.engine.keywords.common import character


@pytest.mark.parametrize(
    ("line", "made"),
    [
        (f"(fist) characters deal no damage to {NAME}.",
         [{"op": "no_damage_from", "by_filters": {"energy_type": "fist"},
           "target": "this_card"}]),
        (f"Level 1 character dice deal no damage to {NAME}.",
         [{"op": "no_damage_from", "by_filters": {"level": 1}, "target": "this_card"}]),
        (f"{NAME} only takes 1 damage from each source.",
         [{"op": "cap_damage_taken", "amount": 1, "target": "this_card"}]),
        (f"{NAME} can only be blocked by Adventurers.",
         [{"op": "only_blocked_by", "by_filters": {"keyword": "experience"},
           "target": "this_card"}]),
        (f"{NAME} takes no damage from Adventurers.",
         [{"op": "no_damage_from", "by_filters": {"keyword": "experience"},
           "target": "this_card"}]),
    ],
)  # fmt: skip
def test_statics_said_another_way(line: str, made: list[dict[str, Any]]) -> None:
    assert effects("character", line) == made


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        (f"Character dice deal no damage to {NAME}.", "target"),  # no source named
        (f"Your characters deal no damage to {NAME}.", "target"),  # whose: not a source's
        ("(fist) characters deal no damage to your character dice.", "unparsed"),
        (f"{NAME} only takes 1 damage from action dice.", "unparsed"),
    ],
)
def test_near_misses_stay_text(line: str, reason: str) -> None:
    assert why("character", line) == reason


def test_the_reading_says_them() -> None:
    lines = [f"(fist) characters deal no damage to {NAME}.", f"{NAME} only takes 1 damage from"
             " each source."]  # fmt: skip
    card = {"id": CODE, "kind": "character", "name": NAME, "text": lines,
            **compiled("character", lines)}  # fmt: skip
    words = [line.reading for line in read_data(card) or ()]
    assert words == [
        "This card's dice take no damage from Fist character dice.",
        "Each damage dealt to this card's dice from one source is reduced to at most 1.",
    ]


def _card(card_id: str, name: str, line: str, **more: Any) -> dict[str, Any]:
    made = compile_card("character", [line], name, code=card_id)
    return character(card_id, 2, 2, abilities=made["abilities"], **more)


def test_only_adventurers_block_and_fist_dealers_do_no_damage() -> None:
    """DM-9.4: a block must be legal; DM-19.1: damage a static stops is never dealt. Michele's
    Bat can only be blocked by Chris's Scout (Experience), not by his Fist Brute; her Moth
    takes no damage from the Brute."""
    bat = _card("bat", "Bat", "Bat can only be blocked by Adventurers.")
    moth = _card("moth", "Moth", "(fist) characters deal no damage to Moth.")
    scout = character("scout", 1, 1, keywords=["experience"], energy_types=["bolt"])
    brute = character("brute", 1, 1, energy_types=["fist"])
    g = Game(teams=((("bat", 2), ("moth", 2)), (("scout", 2), ("brute", 2))),
             cards=cards_with(bat, moth, scout, brute))  # fmt: skip
    g.start()
    g.give(0, "p1:bat:1", to="field", face=0)
    g.give(0, "p1:moth:1", to="field", face=0)
    g.give(1, "p2:scout:1", to="field", face=0)
    g.give(1, "p2:brute:1", to="field", face=0)
    assert may_block(g.state, "p2:scout:1", "p1:bat:1")
    assert not may_block(g.state, "p2:brute:1", "p1:bat:1")
    assert may_block(g.state, "p2:brute:1", "p1:moth:1")
    assert immune(g.state, "p1:moth:1", "p2:brute:1", combat=True)
    assert not immune(g.state, "p1:moth:1", "p2:scout:1", combat=True)
