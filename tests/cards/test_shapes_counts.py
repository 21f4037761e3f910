"""Ability shapes that count ("for each ...", DM-18.5) and a character's own bare stat line
("<this card> gets +1D", a static ability, DM-14.3): the engine data they become
(`per`, abilities/counts.py; target `this_card`), near misses that stay text only, and games
that play them.

Every line is our own wording in the shapes real card text takes."""

from __future__ import annotations

from typing import Any

import pytest

from games.engine.abilities.stats import stats
from tests.cards.shapes import NAME, executed, shaped_character, stays_text
from tests.engine.helpers import CHAR, FIST, MADELYNE, Game, c, cards_with, die, m, make_card


@pytest.mark.parametrize(
    ("kind", "line", "trigger", "expected"),
    [
        # DM-18.5: "active characters" are unique characters; dice are counted one by one
        ("character", "When fielded, deal 1 damage to target opponent for each of your active "
         "characters.", "when_fielded",
         [{"op": "deal_damage", "amount": 1, "target": "opponent",
           "per": "your_active_characters"}]),
        ("character", "When fielded, gain 1 life for each opposing character die.",
         "when_fielded",
         [{"op": "gain_life", "amount": 1, "target": "you", "per": "opposing_character_dice"}]),
        ("action", "Target character die you control gets +1A for each die in your Used Pile "
         "(until end of turn).", "action",
         [{"op": "modify_attack", "amount": 1, "target": "target_your_die",
           "per": "dice_in_your_used_pile"}]),
        ("action", "Target character die gets +1A until end of turn for each character die in "
         "the Field Zone.", "action",
         [{"op": "modify_attack", "amount": 1, "target": "target_die",
           "per": "all_character_dice"}]),
        # DM-14.3: a bare stat line of this card is a static ability of its own dice
        ("character", f"{NAME} gets +1D.", "static",
         [{"op": "modify_defense", "amount": 1, "target": "this_card"}]),
        ("character", f"{NAME} gets +1A and +1D for each of your Sidekick dice in the Field "
         "Zone.", "static",
         [{"op": "modify_stats", "amount": 1, "target": "this_card",
           "per": "your_sidekick_dice"}]),
        ("character", "This character gets +2A for each die in your Prep Area.", "static",
         [{"op": "modify_attack", "amount": 2, "target": "this_card",
           "per": "dice_in_your_prep_area"}]),
    ],
)  # fmt: skip
def test_counted_and_own_static_lines_are_engine_data(
    kind: str, line: str, trigger: str, expected: list[dict[str, Any]]
) -> None:
    (record,) = executed(kind, [line])["abilities"]
    assert record["trigger"] == trigger
    assert record["effects"] == expected


@pytest.mark.parametrize(
    ("kind", "line"),
    [
        # counts the engine has no name for: words it does not know, "different", a way or a
        # zone ("other" and an icon are read since issue 16: tests/cards/compiler/test_counts.py)
        ("character", "When fielded, gain 1 life for each of your loyal active characters."),
        ("character", "When fielded, deal 1 damage to your opponent for each different "
                      "energy type in your Reserve Pool."),
        ("character", "When fielded, gain 1 life for each (bolt) character die you borrowed."),
        ("action", "Deal 1 damage to your opponent for each die KO'd this way."),
        ("character", f"{NAME} gets +1A for each opposing character die with 2D or less."),
        # a count of an effect with no amount to multiply
        ("action", "KO target Sidekick die for each die in your Used Pile."),
        # a bare stat line of another card, with a condition, a duration, or more than A/D
        ("character", "Other Fellow gets +1A."),
        ("character", f"{NAME} gets +1A if you have more life than you."),
        ("character", f"{NAME} gets +1A until end of turn."),
        ("character", f"{NAME} gets +1A and can't be blocked."),
    ],
)  # fmt: skip
def test_near_misses_stay_text_only(kind: str, line: str) -> None:
    stays_text(kind, line)


def test_a_counted_damage_plays_in_a_game() -> None:
    """DM-18.5: fielded with two other characters active (two Sidekick dice are one
    character), the die counts 2 unique characters plus itself: 3 damage."""
    line = "When fielded, deal 1 damage to target opponent for each of your active characters."
    data = shaped_character("qh-count", line)
    other = make_card("qh-other")
    g = Game(
        teams=((("qh-count", 1), ("qh-other", 1)), ((MADELYNE, 1),)),
        cards=cards_with(data, other),
    )
    g.start()
    mine = die(0, "qh-count", 1)
    g.give(0, die(0, "qh-other", 1), to="field", face=CHAR)
    g.arrange(0, "field", [m(5), m(6)], face=CHAR)
    g.give(0, mine)
    g.begin({mine: CHAR, m(1): FIST, m(2): CHAR, m(3): CHAR}, oop=m(4))
    g.field(mine)
    assert g.life(1) == 10 - 3


def test_a_counted_static_follows_the_count_in_a_game() -> None:
    """DM-14.3, DM-18.5: "+1A and +1D for each of your Sidekick dice in the Field Zone"
    holds while the card's die is in the Field Zone and follows the count; the opponent's
    Sidekick dice are not counted."""
    line = f"{NAME} gets +1A and +1D for each of your Sidekick dice in the Field Zone."
    data = shaped_character("qh-static", line)
    g = Game(teams=((("qh-static", 1),), ((MADELYNE, 1),)), cards=cards_with(data))
    g.start()
    mine = die(0, "qh-static", 1)
    g.give(0, mine, to="field", face=CHAR)
    g.arrange(1, "field", [c(5), c(6)], face=CHAR)
    assert stats(g.state, g.state.dice[mine]) == (1, 1)
    g.arrange(0, "field", [m(5)], face=CHAR)
    assert stats(g.state, g.state.dice[mine]) == (2, 2)
    g.arrange(0, "field", [m(6)], face=CHAR)
    assert stats(g.state, g.state.dice[mine]) == (3, 3)
    g.arrange(0, "used", [m(5), m(6)])
    assert stats(g.state, g.state.dice[mine]) == (1, 1)
