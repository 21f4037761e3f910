"""The target kind "target character die or opponent" (`target_opponent_or_die`,
abilities/targets.py; DM-13.1): one chosen target among every character die in the Field
Zone and the opponent, never the ability's own controller (who "target player or character
die", Attune's kind, may name). Our own cards."""

from __future__ import annotations

from games.engine import events as ev
from games.engine.abilities.targets import targets_for
from tests.engine.effects.common import action_card, effect, use, with_action
from tests.engine.helpers import c, m

ZAP = action_card(
    "zap", {"text": "Deal 2 damage to target character die or opponent.",
            "effects": [effect("deal_damage", "target_opponent_or_die", amount=2)]},
)  # fmt: skip


def test_the_options_are_the_dice_and_the_opponent_only() -> None:
    g = with_action(ZAP)
    options = targets_for(g.state, "target_opponent_or_die", 0)
    assert "player:1" in options and "player:0" not in options
    assert {m(1), c(5)} <= set(options)
    attune = targets_for(g.state, "target_player_or_die", 0)
    assert "player:0" in attune  # near miss: Attune's kind names any player


def test_damage_to_the_opponent() -> None:
    g = with_action(ZAP)
    life = g.life(1)
    events = use(g, "zap", "player:1")
    assert g.life(1) == life - 2
    assert any(isinstance(e, ev.PlayerDamaged) for e in events)
