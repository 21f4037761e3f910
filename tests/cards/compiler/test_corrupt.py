"""Corrupt X named by a trigger's effect (cards/compiler/constructs/corrupt.py; 000:L775,
games/engine/keywords/corrupt.py): the card gets the keyword, whose choice (the target
player puts one of the dice taken in their Used Pile) the engine runs. Our own wording."""

from __future__ import annotations

from games.engine import card_from_dict
from tests.cards.compiler.helpers import CODE, NAME, compiled, effects, why

LINE = (
    "When Wren Hollow is fielded, Corrupt 2 (Target player draws 2 dice, places 1 in Used,"
    " and returns the rest)."
)


def test_the_effect_and_the_keyword_it_gives() -> None:
    assert effects("character", LINE) == [{"op": "corrupt", "amount": 2, "target": "target_player"}]
    made = compiled("character", [LINE])
    assert made["keywords"] == ["corrupt:2"]
    card = card_from_dict({
        "id": CODE, "name": NAME, "kind": "character", "cost": 3, **made,
        "faces": [{"kind": "character", "level": n, "cost": n, "attack": n, "defense": n}
                  for n in (1, 2, 3)] + [{"kind": "energy", "symbols": ["fist"]}] * 3,
    })  # fmt: skip
    assert [a.trigger for a in card.abilities] == ["when_fielded", "corrupt_choice"]


def test_without_its_reminder_and_on_a_ko() -> None:
    line = "When Wren Hollow is KO'd, Corrupt 3."
    assert effects("character", line) == [{"op": "corrupt", "amount": 3, "target": "target_player"}]


def test_near_misses_a_reminder_that_says_otherwise_stays_text_only() -> None:
    line = (
        "When Wren Hollow is fielded, Corrupt 2 (Target player draws 3 dice, places 1 in Used,"
        " and returns the rest)."
    )
    assert why("character", line) == "set_keyword:corrupt"
    line = (
        "When Wren Hollow is fielded, Corrupt 2 (Target player draws 2 dice, places 2 in Used,"
        " and returns the rest)."
    )
    assert why("character", line) == "set_keyword:corrupt"
