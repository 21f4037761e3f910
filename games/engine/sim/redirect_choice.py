"""The bots' answer to "you may redirect up to N damage from you to <self> each turn"
(abilities/redirect_offers.py): yes when the damage kept would end the game, or when the
card's die survives what it would take; else no (a die in the Field Zone is worth more to
a bot than a little life)."""

from __future__ import annotations

from games.engine.abilities.redirect_offers import left
from games.engine.abilities.stats import defense_of
from games.engine.model import hits
from games.engine.model.cards import EffectSpec
from games.engine.model.state import GameState, Trigger


def worth(state: GameState, player: int, trigger: Trigger, effect: EffectSpec) -> bool:
    life = state.players[player].life
    die = state.dice.get(trigger.source_die)
    if life <= 0 or die is None:
        return True
    moved = min(
        left(state, trigger.card, player, effect.amount), hits.left(state, f"player:{player}")
    )
    return die.damage + moved < defense_of(state, die)
