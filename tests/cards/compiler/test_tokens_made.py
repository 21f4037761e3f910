"""Character tokens made by a card's line (constructs/tokens_made.py; engine `make_tokens`,
DM-24.1: level 1 character dice whose A and D the generating card gives, only in the Field
Zone). Our own wording; near misses (a token with a keyword, stats said apart, an A with no
D) stay text only."""

from __future__ import annotations

import pytest

from games.engine import events as ev
from games.engine.abilities.stats import stats
from games.reading import read_data
from tests.cards.compiler.helpers import CODE, NAME, compiled, effects, why
from tests.engine.keywords.common import character, face_off


def _made(amount: int, attack: int, defense: int) -> list[dict]:
    return [{"op": "make_tokens", "target": "you", "amount": amount, "attack": attack,
             "defense": defense}]  # fmt: skip


@pytest.mark.parametrize(
    ("line", "made"),
    [
        ("When fielded, field a Lantern token with 1A and 1D.", _made(1, 1, 1)),
        ("When fielded, field a Lantern Token with 2A and 3D.", _made(1, 2, 3)),
        (f"When {NAME} attacks, place a Lantern token with 5A and 5D into the Field Zone.",
         _made(1, 5, 5)),
        ("When fielded, field a 0A and 2D Moss token.", _made(1, 0, 2)),
        ("When fielded, generate two 2A and 2D tokens.", _made(2, 2, 2)),
        ("When fielded, field a 1A, and 4D token.", _made(1, 1, 4)),
    ],
)  # fmt: skip
def test_a_token_with_its_a_and_d(line: str, made: list[dict]) -> None:
    assert effects("character", line) == made


def test_at_the_start_of_your_turn_you_may() -> None:
    line = (f"While {NAME} is active, at the beginning of your turn, you may place a Moss token"
            " with 1A and 1D into the Field Zone.")  # fmt: skip
    made = compiled("character", [line])
    (record,) = made["abilities"]
    assert record["trigger"] == "start_of_your_turn" and record["optional"] is True
    assert record["effects"] == _made(1, 1, 1)


@pytest.mark.parametrize(
    "line",
    [
        "When fielded, field a Lantern token with 1A, 1D, and Overcrush.",  # a keyword
        "When fielded, field a Lantern token. It has 1A and 1D.",  # said apart
        "When fielded, field a Lantern token with 1A and 1A.",  # no D
        "When fielded, field a Lantern token with +1A and +1D.",  # a change, not stats
        "When fielded, field a Lantern token.",  # no stats at all
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line) in ("effect", "unparsed", "trigger:other", "zone_move")


def test_the_tokens_enter_the_field_zone_when_it_attacks() -> None:
    """DM-24.1: the tokens are level 1 character dice with the A and D the line gives, in
    their maker's Field Zone; DM-8.13: made, not fielded."""
    line = f"When {NAME} attacks, generate two 2A and 3D Moss tokens."
    maker = character("maker", 1, 1, **compiled("character", [line]))
    g = face_off([maker], [])
    events = g.attack("p1:maker:1")
    (made,) = [e for e in events if isinstance(e, ev.TokensMade)]
    assert made.player == 0 and len(made.dice) == 2
    for token in made.dice:
        assert token in g.zone(0, "field")
        assert stats(g.state, g.state.dice[token]) == (2, 3)
    assert not g.zone(1, "field") & set(made.dice)


def test_the_reading_says_what_is_made() -> None:
    line = "When fielded, field a Lantern token with 2A and 3D."
    card = {"id": CODE, "kind": "character", "name": NAME, "text": [line],
            **compiled("character", [line])}  # fmt: skip
    (read,) = read_data(card)
    assert read.reading == "When fielded: make a 2A/3D character token.", read.reading
