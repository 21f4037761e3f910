"""The target kind `target_opponent_or_opposing_die` (abilities/target_kinds.py): "target
opponent or opposing character die" offers the opponent and each opposing character die,
never the controller or their own dice (DM-13.1). Our own cards and wording."""

from __future__ import annotations

from games.engine.abilities.targets import targets_for
from tests.engine.keywords.common import character, face_off

KIND = "target_opponent_or_opposing_die"


def test_the_opponent_and_their_dice_only() -> None:
    g = face_off([character("a", 1, 1)], [character("b", 1, 1)], chris_field=1)
    assert set(targets_for(g.state, KIND, 0)) == {"player:1", "p2:b:1", "p2:sidekick:5"}
    assert set(targets_for(g.state, KIND, 1)) == {"player:0", "p1:a:1"}  # from his side
