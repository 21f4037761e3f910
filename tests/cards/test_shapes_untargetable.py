"""Ability shapes that make dice untargetable (DM-13.1; abilities/effects/untargetable.py):
a character's own "<this card> can't be targeted by opposing effects" (a static of its dice,
DM-14.3), the same after "While <this card> is active," for dice it names, and "can't be
targeted this turn" as a persistent effect (DM-14.2); near misses stay text only; a game
plays one.

Every line is our own wording in the shapes real card text takes."""

from __future__ import annotations

from typing import Any

import pytest

from tests.cards.shapes import NAME, executed, stays_text
from tests.engine.helpers import CHAR, FIST, MADELYNE, Game, c, cards_with, die, m, make_card


@pytest.mark.parametrize(
    ("kind", "line", "record"),
    [
        ("character", f"{NAME} can't be targeted by opposing effects.",
         {"trigger": "static",
          "effects": [{"op": "cant_be_targeted_by_opponents", "target": "this_card"}]}),
        ("character", f"{NAME} cannot be targeted by opposing action dice or abilities.",
         {"trigger": "static",
          "effects": [{"op": "cant_be_targeted_by_opponents", "target": "this_card"}]}),
        ("character", f"While {NAME} is active, your Sidekick dice can't be targeted by your "
         "opponent.",
         {"trigger": "static", "while_active": "self",
          "effects": [{"op": "cant_be_targeted_by_opponents", "target": "all_your_characters",
                       "filters": {"sidekick": True}}]}),
        ("action", "Target character die can't be targeted this turn.",
         {"trigger": "action", "effects": [{"op": "cant_be_targeted", "target": "target_die"}]}),
    ],
)  # fmt: skip
def test_untargetable_lines_are_engine_data(kind: str, line: str, record: dict[str, Any]) -> None:
    (made,) = executed(kind, [line])["abilities"]
    assert {k: v for k, v in made.items() if k != "text"} == record


@pytest.mark.parametrize(
    ("kind", "line"),
    [
        # a kind of ability the engine has no name for, a keyword (Globals only, action dice
        # only: constructs/untargetable_kinds.py, tests/cards/compiler/test_untargetable_kinds)
        ("character", f"{NAME} can't be targeted by opposing spells."),
        ("character", f"{NAME} can't be targeted by Intimidate."),
        # a player, another card, a condition
        ("action", "You can't be targeted this turn."),
        ("character", "Other Fellow can't be targeted by opposing effects."),
        ("character", f"{NAME} can't be targeted by opposing effects while blocking."),
    ],
)  # fmt: skip
def test_near_misses_stay_text_only(kind: str, line: str) -> None:
    stays_text(kind, line)


def test_the_opponent_cannot_target_it_in_a_game() -> None:
    """DM-13.1, DM-14.3: with the die in the Field Zone, Chris's use of the Global does not
    offer it (only his own Sidekick is left to offer); Michele's own use does."""
    lines = [
        f"{NAME} can't be targeted by opposing effects.",
        "Global: Pay (fist). Deal 1 damage to target character die.",
    ]
    data = make_card("qh-hidden", name=NAME, text=lines, **executed("character", lines))
    g = Game(teams=((("qh-hidden", 1),), ((MADELYNE, 1),)), cards=cards_with(data))
    g.start()
    mine = die(0, "qh-hidden", 1)
    g.give(0, mine, to="field", face=CHAR)
    g.arrange(1, "field", [c(5), c(6)], face=CHAR)
    g.arrange(1, "reserve", [c(1)], face=FIST)
    g.begin({m(1): FIST, m(2): CHAR, m(3): CHAR}, oop=m(4))
    g.use_global("qh-hidden", (m(1), "fist"))
    assert g.pending.kind == "choose_target" and mine in g.pending.options
    g.target(c(5))
    while g.pending.player != 1:
        g.pass_()
    g.use_global("qh-hidden", (c(1), "fist"))
    assert g.pending.kind == "choose_target"
    assert set(g.pending.options) == {c(6)}
