"""DM-14.3: a static "while active" effect "starts when the first die enters and ends when the
last leaves"; two dice of its card in the Field Zone do not double it (the reminder some
cards print: "no matter how many <self> dice you have fielded")."""

from __future__ import annotations

from games.engine.abilities.stats import stats
from tests.engine.effects.common import effect
from tests.engine.helpers import CHAR
from tests.engine.keywords.common import character, face_off

BANNER = character(
    "banner", 1, 1,
    abilities=[{"trigger": "static", "text": "While Banner is active, your Sidekick dice get "
                "+1A and +1D.", "while_active": "self",
                "effects": [effect("modify_stats", "all_your_characters", amount=1,
                                   filters={"sidekick": True})]}],
)  # fmt: skip


def test_two_dice_of_the_card_do_not_double_it() -> None:
    g = face_off([BANNER], [])
    g.arrange(0, "field", ["p1:sidekick:1"], face=CHAR)
    assert stats(g.state, g.state.dice["p1:sidekick:1"]) == (2, 2)
    g.give(0, "p1:banner:2", to="field", face=0)
    assert stats(g.state, g.state.dice["p1:sidekick:1"]) == (2, 2)
    g.arrange(0, "used", ["p1:banner:1", "p1:banner:2"])
    assert stats(g.state, g.state.dice["p1:sidekick:1"]) == (1, 1)
