""" "For each (wl) color you control" / "for each different color (wl) in play" (counts
`your_lantern_colors`, `all_lantern_colors`, abilities/counts.py, DM-18.5): each Lantern
Corps affiliation is a color (docs/rulings.md "Lantern colors"), counted once however many
active characters show it; other affiliations are no color. Cards and wording are ours."""

from __future__ import annotations

from games.engine.abilities.counts import times
from tests.engine.keywords.common import character, face_off

GREEN = character("verdant", 1, 1, affiliations=["greenlantern"])
VIOLET = character("amethyst", 1, 1, affiliations=["purple"])
RED = character("ember", 1, 1, affiliations=["redlantern"])
PLAIN = character("plain", 1, 1, affiliations=["villain"])


def test_each_lantern_color_once_among_your_active_characters() -> None:
    """Green twice (two dice) and Violet: two colors; Chris's Villain is no color, his Red
    one more in play."""
    g = face_off([GREEN, VIOLET], [RED, PLAIN], foe=False)
    g.give(0, "p1:verdant:2", to="field", face=0)
    assert times(g.state, "your_lantern_colors", 0) == 2
    assert times(g.state, "all_lantern_colors", 0) == 3
    assert times(g.state, "your_lantern_colors", 1) == 1


def test_no_lantern_no_color() -> None:
    """Near miss: active characters of other affiliations only count no color."""
    g = face_off([PLAIN], [], foe=False)
    assert times(g.state, "your_lantern_colors", 0) == 0
    assert times(g.state, "all_lantern_colors", 0) == 0
    assert times(g.state, "your_different_affiliations", 0) == 1  # (the plain count still)
