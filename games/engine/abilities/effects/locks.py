"""Locks and suppressions: statics and persistent effects the rules read where they apply.

- `cant_field` ("your opponent may not field that card's dice until this leaves the Field
  Zone"): a persistent effect (DM-14.2) on the chosen die's card for its owner, kept as
  target "card:<owner>:<card>"; `permissions.may_field` reads it for fielding, the legal
  actions and the choice descriptions. With duration "while_in_field" it lasts while the
  die whose ability it is stays in the Field Zone (effects/lasting.py).
- `cant_purchase` ("your opponent may not purchase that card's dice"): the same lock for
  purchasing (`permissions.may_purchase`, flow/purchases.py).
- `suppress_triggers` ("opposing when-fielded abilities don't trigger"): a static ability
  (DM-14.3) naming a trigger (`EffectSpec.trigger`) and the dice kind whose abilities of
  that trigger do not trigger while it holds (`suppressed`, read by abilities/occasions.py).
  DM-12.1: "you can't" beats "you can".
"""

from __future__ import annotations

from games.engine.abilities.effects.base import Apply, Effect
from games.engine.abilities.effects.lasting import ACTIVE, WHILE, until
from games.engine.abilities.locks import CANT_FIELD, CANT_PURCHASE, SUPPRESS, lock_target
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import Trigger

END_PREVIOUS = "end_previous_choices"


def _lock(name: str) -> Apply:
    def apply(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
        _card_lock(b, name, effect, trigger, targets)

    return apply


def _card_lock(
    b: Batch, name: str, effect: EffectSpec, trigger: Trigger, targets: list[str]
) -> None:
    """One lock per card of the dice named (their owner may not field, or purchase, that
    card's dice)."""
    dice = [b.state.dice[t] for t in targets if t in b.state.dice]
    cards = {t for t in targets if t.startswith("card:")}  # a card chosen as such
    for target in sorted(
        {lock_target(d.owner, d.card) for d in dice if d.owner is not None} | cards
    ):
        b.emit(
            ev.EffectStarted(name, target, trigger.card, trigger.controller, until(effect, trigger))
        )


def _end_previous(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    """ "Canceling all previous choices": the persistent effects this card started for its
    controller that last while it is active or while one of its dice is in the Field Zone
    (durations "while_active", "while_in_field": its earlier choices) end before the new one
    is made."""
    for x in b.state.lasting:
        if (
            x.source == trigger.card
            and x.controller == trigger.controller
            and (x.until == ACTIVE or x.until.startswith(WHILE))
        ):
            b.emit(ev.EffectEnded(x.effect, x.target, x.source))


def _static_only(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    """A suppression is a static ability's (DM-14.3): nothing happens when resolved."""


EFFECTS = {
    CANT_FIELD: Effect(_lock(CANT_FIELD)),
    CANT_PURCHASE: Effect(_lock(CANT_PURCHASE)),
    SUPPRESS: Effect(_static_only),
    END_PREVIOUS: Effect(_end_previous),
}
