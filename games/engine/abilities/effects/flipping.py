"""flip_card: "flip this card" (docs/rulings.md "Flip"): the ability's own card turns to its
other side, for the player whose ability it is; a card printed on one side only does not
flip. The text of the side turned away stops at once (model/evolve_effects.py): the pool
holds the other side's definition, so every reader of the card reads that side's."""

from __future__ import annotations

from games.engine.abilities.effects.base import Effect
from games.engine.abilities.flip_occasions import OCCASION
from games.engine.abilities.occasions import Occasion, announce
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import Trigger

FLIP_CARD = "flip_card"


def _flip(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    card = b.state.cards.get(trigger.card)
    if card is None or card.back is None:
        return
    b.emit(ev.CardFlipped(trigger.controller, trigger.card, trigger.ability))
    # heard by the side now up (abilities/flip_occasions.py)
    announce(b, Occasion(OCCASION, card=trigger.card, player=trigger.controller))


EFFECTS = {FLIP_CARD: Effect(_flip)}
