"""Globals that cost more (cards/compiler/constructs/global_costs.py; the engine's
abilities/costs.py `global_cost`, DM-8.17): "While <self> is active, your opponents pay (1)
more to use each Global Ability." A static of its card while active (DM-18.1); a limit on
when it holds, or the same after a trigger (no duration said), stays text only. Our own
wording."""

from __future__ import annotations

import pytest

from games.engine.loading import card_from_dict
from games.reading import read_card
from tests.cards.compiler.helpers import CODE, NAME, compiled, effects, why
from tests.engine.helpers import make_card


@pytest.mark.parametrize(
    ("line", "target", "amount"),
    [
        ("While Wren Hollow is active, your opponents pay (1) more to use each Global "
         "Ability.", "opponent", 1),
        ("While Wren Hollow is active, your opponent must pay (2) more to use a Global "
         "Ability.", "opponent", 2),
        ("While Wren Hollow is active, each player must pay (1) more to use each Global "
         "Ability.", "all_players", 1),
    ],
)  # fmt: skip
def test_globals_cost_more_while_active(line: str, target: str, amount: int) -> None:
    assert effects("character", line) == [
        {"op": "increase_global_cost", "amount": amount, "target": target}
    ]
    (record,) = compiled("character", [line])["abilities"]
    assert (record["trigger"], record["while_active"]) == ("static", "self")


def test_the_reading() -> None:
    line = "While Wren Hollow is active, your opponents pay (1) more to use each Global Ability."
    card = card_from_dict(make_card(CODE, name=NAME, text=[line], **compiled("character", [line])))
    (reading,) = [x.reading for x in read_card(card) if x.kind == "ability"]
    assert reading == (
        "While this card is active: your opponent pays 1 more energy to use each Global Ability."
    )


@pytest.mark.parametrize(
    "line",
    [
        # a limit on when: not read
        "While Wren Hollow is active, your opponent must pay (2) more to use each Global "
        "Ability during your turn.",
        # after a trigger, with no duration said
        "When fielded, your opponents pay (1) more to use each Global Ability.",
        # less is no Global cost the engine lowers
        "While Wren Hollow is active, your opponents pay (1) less to use each Global Ability.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)
