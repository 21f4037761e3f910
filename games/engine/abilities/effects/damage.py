"""deal_damage: ability damage to players and dice (Ability Damage, 000:L753; DM-16)."""

from __future__ import annotations

from games.engine.abilities.damage import damage_occasions, deal_damage, struck
from games.engine.abilities.damage_sources import dealer_of
from games.engine.abilities.effects.base import Effect
from games.engine.abilities.extra_damage import DEALERS, OCCASION
from games.engine.abilities.occasions import Occasion, announce
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import Trigger


def _deal(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    _divided(b, trigger, [(t, effect.amount) for t in targets], effect.by_card)


def _split(b: Batch, effect: EffectSpec, trigger: Trigger, parts: list[tuple[str, int]]) -> None:
    """The amount divided among targets (Range), dealt at once: one effect (DM-15.6)."""
    _divided(b, trigger, parts, effect.by_card)


def _divided(
    b: Batch, trigger: Trigger, parts: list[tuple[str, int]], by_card: bool = False
) -> None:
    # the die whose ability (or deed) it is; `by_card`: this card, whatever die triggered it
    source = trigger.card if by_card else (trigger.source_die or trigger.card)
    by = dealer_of(b.state, trigger)  # what deals it (abilities/damage_sources.py)
    dealt = [t for t, amount in parts if deal_damage(b, source, t, amount, False, by)]
    # Ability damage resolves immediately (DM-16.1): "when damaged" first, then the KO.
    # (A die's "when it deals damage" waits for damage to a die, as it always has here.)
    occasions = damage_occasions([(source, t) for t in dealt if t in b.state.dice])
    players = [Occasion("player_damaged", player=int(t[7:])) for t in dealt if t[:7] == "player:"]
    hit = struck([(source, t) for t in dealt if t[:7] == "player:"])  # "damages an opponent"
    # "when you deal damage with an action die or global ability" (abilities/extra_damage.py)
    used = (
        [Occasion(OCCASION, player=trigger.controller)] if dealt and trigger.kind in DEALERS else []
    )
    announce(b, *occasions, *players, *hit, *used)


EFFECTS = {"deal_damage": Effect(_deal, divide=_split)}
