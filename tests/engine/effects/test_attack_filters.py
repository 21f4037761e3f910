"""The filters attack_at_least / attack_at_most (abilities/filters.py): a character die's A
now, its applied changes included (DM-14.1); never a static's (it would read itself)."""

from __future__ import annotations

import pytest

from games.engine.abilities.targets import targets_for
from games.engine.loading import card_from_dict
from tests.engine.effects.common import effect
from tests.engine.keywords.common import boost, character, face_off

BIG = character("big", 5, 1)
SMALL = character("small", 1, 1)


def test_by_attack_now() -> None:
    g = face_off([BIG], [SMALL], chris_field=1)
    assert targets_for(g.state, "target_die", 0, (("attack_at_least", 5),)) == ("p1:big:1",)
    boost(g, "p2:small:1", attack=4)  # 1 + 4: an applied +4A counts
    assert "p2:small:1" in targets_for(g.state, "target_die", 0, (("attack_at_least", 5),))
    low = targets_for(g.state, "all_characters", 0, (("attack_at_most", 2),))
    assert low == ("p2:sidekick:5",)


def test_never_a_statics_filter() -> None:
    data = character("x", 1, 1, abilities=[{"trigger": "static", "text": "t", "effects": [
        effect("modify_attack", "all_your_characters", amount=1,
               filters={"attack_at_most": 2})]}])  # fmt: skip
    with pytest.raises(ValueError, match="reads itself"):
        card_from_dict(data)
