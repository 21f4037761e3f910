"""Stun tokens (abilities/stun.py, docs/rulings.md "Stun tokens").

- `put_stun_token`: one Stun token on each card named: a card chosen as such
  ("card:<owner>:<card>"), or the card of each die named, for that die's owner ("that die's
  card"). A card whose text says it can't have Stun tokens gets none.
- `remove_stun_token`: one Stun token off each card named (the oldest first); a card with
  none is left as it is.
- `no_stun_tokens`: a static of a card that can't have them (read by `immune`; it does
  nothing itself).
"""

from __future__ import annotations

from games.engine.abilities.effects.base import Effect
from games.engine.abilities.stun import FOREVER, STUN, card_target, immune, tokens_on
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import Trigger


def _cards(b: Batch, targets: list[str]) -> list[str]:
    """The card targets named: chosen cards, and the card of each die (its owner's)."""
    found: list[str] = []
    for t in targets:
        die = b.state.dice.get(t)
        if t.startswith("card:"):
            found.append(t)
        elif die is not None and die.owner is not None:
            found.append(card_target(die.owner, die.card))
    return list(dict.fromkeys(found))


def _put(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    for target in _cards(b, targets):
        if not immune(b.state, target.split(":", 2)[2]):
            b.emit(ev.EffectStarted(STUN, target, trigger.card, trigger.controller, FOREVER))


def _remove(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    for target in _cards(b, targets):
        found = tokens_on(b.state, target)
        if found:
            b.emit(ev.EffectEnded(STUN, target, found[0].source))


def _nothing(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    """A static read where Stun tokens are placed (`immune`)."""


EFFECTS = {
    "put_stun_token": Effect(_put),
    "remove_stun_token": Effect(_remove),
    "no_stun_tokens": Effect(_nothing),
}
