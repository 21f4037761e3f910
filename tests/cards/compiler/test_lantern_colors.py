"""Damage to a target character counted by the (wl) colors its player controls, or by the
different (wl) colors in play (constructs/counts.py `count_lanterns`; engine counts
`your_lantern_colors`, `all_lantern_colors`, DM-18.5): each Lantern Corps affiliation is a
color (docs/rulings.md "Lantern colors"), played through the engine. Near misses stay text
only. Our own wording."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import compiled, effects, why
from tests.engine.effects.common import action_card, effect, with_action
from tests.engine.helpers import CHAR, die
from tests.engine.keywords.common import character


@pytest.mark.parametrize(
    ("words", "per"),
    [
        ("for each (wl) color you control", "your_lantern_colors"),
        ("for each different color (wl) in play", "all_lantern_colors"),
    ],
)
def test_read(words: str, per: str) -> None:
    assert effects("character", f"When fielded, deal 1 damage to target character {words}.") == [
        {"op": "deal_damage", "target": "target_die", "amount": 1, "per": per}
    ]


@pytest.mark.parametrize(
    "line",
    [
        # a color of no Lantern said: which colors?
        "When fielded, deal 2 damage to target character for each different color in play.",
        # another player's colors: no such count
        "When fielded, deal 2 damage to target character for each (wl) color your opponent "
        "controls.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)


NOOP = action_card("noop", {"effects": [effect("gain_life", "you", amount=1)]})


def test_played_each_of_your_colors_deals_1() -> None:
    """Fielded beside a Violet die, the Green die counts two colors: 2 damage."""
    line = "When fielded, deal 1 damage to your opponent for each (wl) color you control."
    green = character("verdant", 1, 1, affiliations=["greenlantern"],
                      **compiled("character", [line]))  # fmt: skip
    violet = character("amethyst", 1, 1, affiliations=["purple"])
    g = with_action(NOOP, green, violet)
    g.give(0, die(0, "amethyst", 1), to="field", face=0)
    life = g.life(1)
    g.give(0, die(0, "verdant", 1), to="reserve", face=CHAR)
    g.field(die(0, "verdant", 1))
    assert g.life(1) == life - 2
