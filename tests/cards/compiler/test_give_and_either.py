"""Two phrasings (constructs/stats.py, constructs/targets.py): "give <dice> +2A" is the
stat change "<dice> get +2A" (DM-14.1); "target character die or opponent" is a chosen
target among the character dice and the opponent (`target_opponent_or_die`, DM-13.1: not
you). Our own wording."""

from __future__ import annotations

import pytest

from games.engine.loading import card_from_dict
from games.reading import read_card
from tests.cards.compiler.helpers import CODE, NAME, compiled, effects, why
from tests.engine.helpers import make_card


def test_give_it_is_a_stat_change_of_this_die() -> None:
    assert effects("character", "When Wren Hollow attacks, give it +2A.") == [
        {"op": "modify_attack", "amount": 2, "target": "this_die"}
    ]


def test_give_target_dice_for_a_duration() -> None:
    found = effects("basic_action", "Give target character die +1A and +1D until end of turn.")
    assert found == [{"op": "modify_stats", "amount": 1, "target": "target_die"}]


def test_target_character_die_or_opponent() -> None:
    line = "When fielded, deal 3 damage to target character die or opponent."
    assert effects("character", line) == [
        {"op": "deal_damage", "amount": 3, "target": "target_opponent_or_die"}
    ]
    card = card_from_dict(make_card(CODE, name=NAME, text=[line], **compiled("character", [line])))
    (reading,) = [x.reading for x in read_card(card) if x.kind == "ability"]
    assert reading == ("When fielded: deal 3 damage to your opponent or target character die.")


@pytest.mark.parametrize(
    "line",
    [
        "When fielded, give your opponent +2A.",  # a player has no A (dice only)
        "When fielded, deal 2 damage to each character die or opponent.",  # not one target
        "When fielded, give target character die +2A or +2D.",  # a choice of changes
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)
