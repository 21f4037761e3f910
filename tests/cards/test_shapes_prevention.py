"""Ability shapes that prevent damage (DM-19.1) as the engine's shields
(abilities/effects/shields.py): "prevent N damage to ..." said before the damage is the
next N damage this turn (`prevent_next`), "prevent all damage to ..." stops every damage
(`shield`, amount 0); near misses stay text only; a game plays one.

Every line is our own wording in the shapes real card text takes."""

from __future__ import annotations

from typing import Any

import pytest

from games.engine import events as ev
from tests.cards.shapes import NAME, executed, stays_text
from tests.engine.helpers import CHAR, FIST, MADELYNE, Game, cards_with, die, m, make_card


@pytest.mark.parametrize(
    ("kind", "line", "expected"),
    [
        ("character", "When fielded, prevent the next 2 damage to you.",
         [{"op": "prevent_next", "amount": 2, "target": "you"}]),
        ("character", "When fielded, prevent all damage to this die until end of turn.",
         [{"op": "shield", "amount": 0, "target": "this_die"}]),
        ("action", "Prevent all damage to your character dice until the start of your next "
         "turn.",
         [{"op": "shield", "amount": 0, "target": "all_your_characters",
           "duration": "next_turn"}]),
        ("action", "Prevent 1 damage to target character die or player.",
         [{"op": "prevent_next", "amount": 1, "target": "target_player_or_die"}]),
        # "a character die or player": chosen, not targeted (DM-13.1)
        ("action", "Prevent 1 damage to a character die or player.",
         [{"op": "prevent_next", "amount": 1, "target": "choose_player_or_die"}]),
        ("action", "Deal 1 damage to target character die. Prevent all damage to it this turn.",
         [{"op": "deal_damage", "amount": 1, "target": "target_die"},
          {"op": "shield", "amount": 0, "target": "target_die"}]),
    ],
)  # fmt: skip
def test_prevention_lines_are_shields(kind: str, line: str, expected: list[dict[str, Any]]) -> None:
    (record,) = executed(kind, [line])["abilities"]
    assert record["effects"] == expected


def test_a_global_prevention_is_a_shield() -> None:
    line = "Global: Pay (bolt). Prevent 1 damage to target character or player."
    (record,) = executed("character", [line])["globals"]
    assert record["effects"] == [
        {"op": "prevent_next", "amount": 1, "target": "target_player_or_die"}
    ]


@pytest.mark.parametrize(
    "line",
    [
        # combat damage only, damage from something, a price to avoid it ("they" pay: not the
        # opponent constructs/opponent_pays.py reads), "a character"
        "Prevent all combat damage to your character dice.",
        "Prevent all damage dealt to your character dice by Sidekick dice.",
        "Prevent 2 damage to target character die unless they pay 1 life.",
        "Prevent 1 damage to a character die or a Sidekick.",
        "Prevent up to 2 damage to target character die.",
        "Prevent the first 2 damage to you from each source each turn.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    stays_text("action", line)


def test_a_shield_stops_the_next_damage_in_a_game() -> None:
    """DM-19.1: fielded, the die shields itself from the next 1 damage; its own Global's 1
    damage to it is stopped (nothing dealt, it stays), the second KOs the 1/1 die."""
    lines = [
        "When fielded, prevent the next 1 damage to this die.",
        "Global: Pay (fist). Deal 1 damage to target character die.",
    ]
    data = make_card("qh-shield", name=NAME, text=lines, **executed("character", lines))
    g = Game(teams=((("qh-shield", 1),), ((MADELYNE, 1),)), cards=cards_with(data))
    g.start()
    mine = die(0, "qh-shield", 1)
    g.give(0, mine)
    g.begin({mine: CHAR, m(1): FIST, m(2): FIST, m(3): CHAR}, oop=m(4))
    g.field(mine)
    for paid in (m(1), m(2)):
        g.use_global("qh-shield", (paid, "fist"))
        if g.pending.kind == "choose_target":
            g.target(mine)
        if paid == m(1):
            assert [(e.target, e.amount) for e in g.events if isinstance(e, ev.DamageShielded)] == [
                (mine, 1)
            ]
            assert mine in g.zone(0, "field")
    assert mine in g.zone(0, "prep")  # the second damage was dealt: KO'd (DM-16.4)
