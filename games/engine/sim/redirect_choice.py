"""The bots' answer to "you may redirect up to N damage from you to <self> each turn"
(abilities/redirect_offers.py; "... N damage from each source ...", the same): yes when the
damage kept would end the game, or when the card's die survives what it would take; else no
(a die in the Field Zone is worth more to a bot than a little life); for damage to one of
its other dice, yes when that saves the die from a KO and the card's die survives (an
opponent's die: no)."""

from __future__ import annotations

from games.engine.abilities.redirect_offers import ANY, DICE, EACH, each_amount, each_source, left
from games.engine.abilities.static_redirect import own_die
from games.engine.abilities.stats import defense_of
from games.engine.model import hits
from games.engine.model.cards import EffectSpec
from games.engine.model.state import GameState, Trigger


def worth(state: GameState, player: int, trigger: Trigger, effect: EffectSpec) -> bool:
    if effect.target in (DICE, ANY):
        damaged = state.dice.get(trigger.source_die)
        if damaged is not None and damaged.owner != player:
            return False  # (an opponent's die: never taken onto its own)
        return _saves(state, player, trigger, effect)
    life = state.players[player].life
    die = state.dice.get(trigger.source_die)
    if life <= 0 or die is None:
        return True
    moved = min(
        left(state, trigger.card, player, effect.amount), hits.left(state, f"player:{player}")
    )
    if effect.op == EACH:  # (no budget: up to N of each source's damage)
        n = each_amount(state, effect, player, trigger.card)
        moved = sum(each_source(state, f"player:{player}", n).values())
    return die.damage + moved < defense_of(state, die)


def _saves(state: GameState, player: int, trigger: Trigger, effect: EffectSpec) -> bool:
    """Damage to one of its other dice: yes when that saves the die from a KO and the
    card's die survives it."""
    damaged = state.dice.get(trigger.source_die)
    die_id = own_die(state, state.cards[trigger.card], player, trigger.source_die)
    if damaged is None or not die_id:
        return True  # (nothing happens either way)
    die = state.dice[die_id]
    moved = min(left(state, trigger.card, player, effect.amount), hits.left(state, damaged.id))
    limit = defense_of(state, damaged)
    saved = damaged.damage >= limit > damaged.damage - moved
    return saved and die.damage + moved < defense_of(state, die)
