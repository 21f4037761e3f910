""" "Continuous: While active, ..." lines of a Continuous action card (its die stays in the
Field Zone, 000:L773, where the card is active, DM-18.1): a static, or a trigger on its
player's dice ("when your characters attack": each attacking die, DM-9.2), whose "they"
are the dice whose deed triggered it, and "for each energy symbol in your Reserve Pool that
matches their type" (DM-2.6) counts for that die. Near misses stay text only. Our own
wording and cards."""

from __future__ import annotations

import pytest

from cards.compiler import compile_card
from cards.execution import status
from games.reading import read_data
from tests.cards.compiler.helpers import NAME, why

RING = "Wren Ring"
LINE = ("Continuous: While active, when your characters attack, they deal 1 damage to target "
        "player for each energy symbol in your Reserve Pool that matches their type.")  # fmt: skip


def action(line: str, keywords: tuple[str, ...] = ("continuous",)) -> dict:
    made = compile_card("action", [line], RING, list(keywords), code="6tst")
    return {"id": "6tst", "kind": "action", "name": RING, "text": [line],
            "keywords": list(keywords), **made}  # fmt: skip


def test_a_while_active_trigger_on_your_attacking_characters() -> None:
    card = action(LINE)
    assert status(card).executed
    (ability,) = card["abilities"]
    assert ability["trigger"] == "when_your_die_attacks"
    assert ability["effects"] == [
        {"op": "deal_damage", "amount": 1, "target": "target_player",
         "per": "energy_matching_that_die"},
    ]  # fmt: skip
    said = [line.reading for line in read_data(card)]
    assert said[-1] == (
        "Whenever a die of yours attacks, while this card is active: deal 1 damage to target "
        "player for each energy symbol in your Reserve Pool that matches that die's energy type."
    )


def test_a_while_active_static() -> None:
    card = action("Continuous: While active, your (bolt) character dice get +1D.")
    assert status(card).executed
    (ability,) = card["abilities"]
    assert ability["trigger"] == "static" and ability["while_active"] == "self"
    assert ability["effects"][0]["target"] == "all_your_characters"


@pytest.mark.parametrize(
    ("line", "keywords"),
    [
        # the die's use, not a while-active line: what it does is not said here
        ("Continuous: Deal 1 damage to target player.", ("continuous",)),
        # an action die is no character: it is never fielded, never attacks
        ("Continuous: While active, when fielded, deal 1 damage to target player.",
         ("continuous",)),
        # a "while active" line on an action card without Continuous (it never stays)
        ("While active, your character dice get +1D.", ()),
        ("Continuous: While active, your character dice get +1D.", ()),
        # a plural subject with a singular verb, a singular one with a plural verb
        ("Continuous: While active, when your characters attacks, gain 1 life.",
         ("continuous",)),
        ("Continuous: While active, when a character die attack, gain 1 life.",
         ("continuous",)),
        # "your characters" outside an attack or block
        ("Continuous: While active, when you field your characters, gain 1 life.",
         ("continuous",)),
    ],
)  # fmt: skip
def test_near_misses_stay_text_only(line: str, keywords: tuple[str, ...]) -> None:
    card = action(line, keywords)
    assert not status(card).executed


@pytest.mark.parametrize(
    "line",
    [
        # "they" and "their type" name the dice of a deed: a die's own trigger has none
        f"When {NAME} attacks, they deal 1 damage to target player.",
        f"When {NAME} attacks, deal 2 damage to target player for each energy symbol in your "
        "Reserve Pool that matches their type.",
        f"While {NAME} is active, when your characters attack, gain 1 life for each energy "
        "symbol in your Reserve Pool that matches its type.",
    ],
)
def test_they_and_their_need_a_deed(line: str) -> None:
    assert why("character", line)


def test_a_character_s_trigger_on_your_attacking_characters() -> None:
    """The same trigger on a character card (while it is active, DM-18.1)."""
    line = (f"While {NAME} is active, when your (bolt) character dice attack, they deal 1 "
            "damage to target player.")  # fmt: skip
    made = compile_card("character", [line], NAME, code="5tst")
    (ability,) = made["abilities"]
    assert ability["trigger"] == "when_your_die_attacks"
    assert ability["trigger_filters"] == {"energy_type": "bolt"}
