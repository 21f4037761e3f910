"""The filter `level_above_own` (abilities/own_level.py, issue 16): a die showing a character
face of a higher level than the resolving ability's own die shows (DM-1.4), as "a character
die with a higher level than <self>" says. Equal levels and dice on energy faces (no level)
do not pass. Our own cards and wording."""

from __future__ import annotations

from tests.cards.compiler.test_entries_play import table
from tests.engine.keywords.common import character

ZAP = {"op": "deal_damage", "amount": 1, "target": "choose_opposing_die",
       "filters": {"level_above_own": True}}  # fmt: skip


def test_only_dice_above_the_fielded_dies_level_are_offered() -> None:
    """Michele fields a die on level 2 (face 1); Chris's dice on levels 3, 2 and 1 and one
    on an energy face: only the level-3 die is offered."""
    seeker = character("seeker", 1, 1, abilities=[{"trigger": "when_fielded", "effects": [ZAP]}])
    foes = [character(name, 1, 5) for name in ("high", "even", "low", "spent")]
    g = table([seeker], foes)
    for name, face in (("high", 2), ("even", 1), ("low", 0), ("spent", 3)):
        g.arrange(1, "field" if face < 3 else "reserve", [f"p2:{name}:1"], face=face)
    g.give(0, "p1:seeker:2", to="reserve", face=1)
    g.field("p1:seeker:2")
    g.order_triggers()
    assert g.pending.kind == "choose_target"
    assert set(g.pending.options) - {"decline"} == {"p2:high:1"}
