"""deal_damage: ability damage to players and dice (Ability Damage, 000:L753; DM-16)."""

from __future__ import annotations

from games.engine.abilities.damage import damage_occasions, deal_damage, struck
from games.engine.abilities.effects.base import Effect
from games.engine.abilities.occasions import Occasion, announce
from games.engine.abilities.texts import has_text
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import GameState, Trigger


def _deal(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    _divided(b, trigger, [(t, effect.amount) for t in targets])


def _split(b: Batch, effect: EffectSpec, trigger: Trigger, parts: list[tuple[str, int]]) -> None:
    """The amount divided among targets (Range), dealt at once: one effect (DM-15.6)."""
    _divided(b, trigger, parts)


def source_of(state: GameState, trigger: Trigger) -> str:
    """Who deals an ability's damage (DM-16): the die whose ability it is, else its card. A
    trigger on another die's deed ("whenever you field a character, <this card> deals 1
    damage") names that die as the occasion's, never as the source (docs/rulings.md)."""
    die = state.dice.get(trigger.source_die) if trigger.source_die else None
    if die is not None and has_text(state, die, trigger.card):
        return trigger.source_die
    return trigger.card


def _divided(b: Batch, trigger: Trigger, parts: list[tuple[str, int]]) -> None:
    source = source_of(b.state, trigger)
    dealt = [t for t, amount in parts if deal_damage(b, source, t, amount, combat=False)]
    # Ability damage resolves immediately (DM-16.1): "when damaged" first, then the KO.
    # (A die's "when it deals damage" waits for damage to a die, as it always has here.)
    occasions = damage_occasions([(source, t) for t in dealt if t in b.state.dice])
    players = [Occasion("player_damaged", player=int(t[7:])) for t in dealt if t[:7] == "player:"]
    hit = struck([(source, t) for t in dealt if t[:7] == "player:"])  # "damages an opponent"
    announce(b, *occasions, *players, *hit)


EFFECTS = {"deal_damage": Effect(_deal, divide=_split)}
