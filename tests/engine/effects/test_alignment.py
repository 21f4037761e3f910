"""Dice named by alignment (abilities/filters.py `alignment`, `not_alignment`; docs/rulings.md
"Good, Evil and Neutral"): a Dungeons & Dragons card is Good, Evil or Neutral (its card
data's `alignment`, games/engine/loading/cards.py), apart from its affiliation. "Your Evil
character dice get +1A" reaches the dice of Evil cards only; "non-Evil" every other die,
a card with no alignment too; a copy has the copied card's alignment (DM-23.3). Cards and
wording are our own."""

from __future__ import annotations

import pytest

from games.engine import card_from_dict
from games.engine.abilities.filters import FILTERS
from games.engine.abilities.stats import attack_of
from tests.engine.effects.common import action_card, effect, with_action
from tests.engine.helpers import CHAR, die, m, make_card

NOOP = action_card("noop", {"effects": [effect("gain_life", "you", amount=1)]})
WARLORD = make_card(
    "warlord", alignment="evil",
    abilities=[{"trigger": "static", "text": "While active, your Evil character dice get +1A.",
                "effects": [effect("modify_attack", "all_your_characters", amount=1,
                                   duration="static", filters={"alignment": "evil"})]}],
)  # fmt: skip
SAINT = make_card(
    "saint", alignment="good",
    abilities=[{"trigger": "static", "text": "While active, your non-Evil character dice get +1A.",
                "effects": [effect("modify_attack", "all_your_characters", amount=1,
                                   duration="static", filters={"not_alignment": "evil"})]}],
)  # fmt: skip
HERMIT = make_card("hermit", alignment="neutral")


def test_an_evil_filter_reaches_only_dice_of_evil_cards() -> None:
    g = with_action(NOOP, WARLORD, HERMIT)
    warlord, hermit = die(0, "warlord", 1), die(0, "hermit", 1)
    g.give(0, warlord, to="field", face=CHAR)
    g.give(0, hermit, to="field", face=CHAR)
    assert attack_of(g.state, g.state.dice[warlord]) == 1 + 1
    assert attack_of(g.state, g.state.dice[hermit]) == 1  # Neutral
    assert attack_of(g.state, g.state.dice[m(1)]) == 1  # a Sidekick has no alignment


def test_non_evil_is_every_other_die_one_of_no_alignment_too() -> None:
    g = with_action(NOOP, SAINT, WARLORD)
    saint, warlord = die(0, "saint", 1), die(0, "warlord", 1)
    g.give(0, saint, to="field", face=CHAR)
    g.give(0, warlord, to="field", face=CHAR)
    assert attack_of(g.state, g.state.dice[saint]) == 1 + 1
    assert attack_of(g.state, g.state.dice[m(1)]) == 1 + 1  # no alignment: not Evil
    assert attack_of(g.state, g.state.dice[warlord]) == 1 + 1  # its own static only


def test_either_of_two_alignments() -> None:
    g = with_action(NOOP, SAINT, HERMIT)
    hermit = g.state.dice[die(0, "hermit", 1)]
    assert FILTERS["alignment"](g.state, hermit, "neutral good")
    assert not FILTERS["alignment"](g.state, hermit, "evil")
    assert FILTERS["not_alignment"](g.state, hermit, "evil good")


def test_the_loader_refuses_an_unknown_alignment_or_filter_value() -> None:
    assert card_from_dict(make_card("x", alignment="evil")).alignment == "evil"
    assert card_from_dict(make_card("y")).alignment == ""
    with pytest.raises(ValueError, match="alignment"):
        card_from_dict(make_card("z", alignment="chaotic"))
    bad = make_card(
        "w",
        abilities=[{"trigger": "static", "effects": [effect(
            "modify_attack", "all_your_characters", amount=1, duration="static",
            filters={"alignment": "villain"})]}],
    )  # fmt: skip
    with pytest.raises(ValueError):
        card_from_dict(bad)
