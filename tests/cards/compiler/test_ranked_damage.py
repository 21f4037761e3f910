"""Damage split by rank among different dice (cards/compiler/constructs/ranked_damage.py; the
engine's abilities/ranked.py, DM-13.1, DM-13.4): 1, 2 and 3 damage to a target character die,
"a different" one and "another different" one, with its action's use limit of three dice. The
construct reads only the printed shape, so TARGETED_EACH is that shape; the rest is ours."""

from __future__ import annotations

import pytest

from games.engine.loading import card_from_dict
from games.reading import read_card
from tests.cards.compiler.helpers import CODE, NAME, compiled, effects, why
from tests.engine.helpers import make_card

TARGETED = (
    "Deal 1 damage to target character die, 2 damage to a second different target character"
    " die and 3 damage to a third different target character die."
)
TARGETED_EACH = (
    "Deal 1 damage to target character die, deal 2 damage to a different target character die,"
    " and deal 3 damage to another different target character die."
)
CHOSEN = (
    "Deal 1 damage to one character, 2 damage to a second character and 3 damage to a third"
    " character."
)
LIMIT = (
    " You may only use this action if there are at least three character dice in the Field Zone."
)
LIMIT_WORDS = " You may only use this action if there are at least 3 characters in the field."


def _ranked(target: str) -> list[dict]:
    return [{"op": "deal_damage", "amount": 6, "split": True, "up_to": 3, "target": target}]


@pytest.mark.parametrize(
    ("line", "target"),
    [
        (TARGETED, "target_die"),
        (TARGETED + LIMIT, "target_die"),
        (TARGETED_EACH, "target_die"),
        (CHOSEN + LIMIT_WORDS, "choose_die"),
        (CHOSEN, "choose_die"),
    ],
)
def test_one_two_and_three_to_three_different_dice(line: str, target: str) -> None:
    assert effects("basic_action", line) == _ranked(target)


def test_the_reading() -> None:
    line = TARGETED + LIMIT
    card = card_from_dict(
        make_card(CODE, name=NAME, kind="basic_action", text=[line],
                  **compiled("basic_action", [line]))
    )  # fmt: skip
    (reading,) = [x.reading for x in read_card(card) if x.kind == "ability"]
    assert "1, 2 and 3 damage to 3 different target character dice, one part each" in reading
    assert "cannot be used with fewer" in reading


@pytest.mark.parametrize(
    ("kind", "line"),
    [
        # other amounts: no split by rank
        ("basic_action", TARGETED.replace("and 3", "and 4")),
        ("basic_action", TARGETED.replace("Deal 1", "Deal 2")),
        # "target" said of some dice only
        (
            "basic_action",
            TARGETED.replace("a second different target character die", "a second character"),
        ),
        # another use limit, or one that is not the effect's own need
        ("basic_action", TARGETED + " You may only use this action if you have at least 3 life."),
        ("basic_action", "Deal 1 damage to target character die." + LIMIT),
        # a character's line
        ("character", "When fielded, " + TARGETED[0].lower() + TARGETED[1:]),
        ("character", "When fielded, " + CHOSEN[0].lower() + CHOSEN[1:]),
    ],
)
def test_near_misses_stay_text_only(kind: str, line: str) -> None:
    why(kind, line)
