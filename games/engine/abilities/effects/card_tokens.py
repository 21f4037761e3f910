"""Tokens and counters an effect puts on or takes off a character card (abilities/markers.py,
docs/rulings.md "Markers on cards"), each giving every die of that card its owner has what
its kind gives (`markers.MARKERS`, read by abilities/stats.py): Experience tokens of the later
Dungeons & Dragons sets (keywords/experience_tokens.py; docs/rulings.md "Experience tokens"),
Loyalty Counters (docs/rulings.md "Loyalty Counters"), +1A/+1D tokens and counters only
counted. Every kind has its `add_<kind>` and `remove_<kind>`.

- `add_experience_token`, `add_loyalty_counter`, `add_stat_token`, ...: `amount` (at least
  one) on each card named: a card chosen as such ("card:<owner>:<card>") or the card of each
  die named, for that die's owner; with no target ("none"), this card, for the ability's
  controller.
- `remove_experience_token`, `remove_loyalty_counter`, ...: `amount` (0: every one) off each
  card named, as many as it has at most; `halve_experience_tokens`: half of them, rounded
  down (docs/rulings.md "Experience tokens"). A removal is a token of the opposite sign
  (`amount` below 0, one `EffectStarted`): the card's count is the sum (`tokens`), so the
  stats read it without a rule of their own.
"""

from __future__ import annotations

from games.engine.abilities.effects.base import Apply, Effect
from games.engine.abilities.markers import FOREVER, MARKERS, held
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import GameState, Trigger

TOKEN = "experience_token"  # the keyword's (keywords/experience_tokens.py)
LOYALTY = "loyalty_counter"
assert TOKEN in MARKERS and LOYALTY in MARKERS  # (stats.py adds their +1A and +1D)


def tokens(state: GameState, card: str, player: int, kind: str = TOKEN) -> int:
    """How many tokens of `kind` `player`'s card has (what was taken off subtracted)."""
    return held(state, card, player, kind)


def _cards(b: Batch, trigger: Trigger, targets: list[str]) -> list[tuple[int, str]]:
    """(owner, card) of each card named: chosen cards, the card of each die named."""
    found: list[tuple[int, str]] = []
    for t in targets:
        die = b.state.dice.get(t)
        if t.startswith("card:"):
            owner, card = t[5:].split(":", 1)
            found.append((int(owner), card))
        elif die is not None and die.owner is not None:
            found.append((die.owner, die.card))
    return list(dict.fromkeys(found)) if targets else [(trigger.controller, trigger.card)]


def _adder(kind: str) -> Apply:
    def add(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
        for owner, card in _cards(b, trigger, targets):
            amount = max(1, effect.amount)
            b.emit(ev.EffectStarted(kind, card, trigger.card, owner, FOREVER, amount))

    return add


def _remover(kind: str) -> Apply:
    def remove(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
        for owner, card in _cards(b, trigger, targets):
            held = tokens(b.state, card, owner, kind)
            taken = held if effect.amount <= 0 else min(held, effect.amount)
            if taken > 0:
                b.emit(ev.EffectStarted(kind, card, trigger.card, owner, FOREVER, -taken))

    return remove


def _halve(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    """Half the Experience tokens of each card named, rounded down, taken off."""
    for owner, card in _cards(b, trigger, targets):
        taken = tokens(b.state, card, owner, TOKEN) // 2
        if taken > 0:
            b.emit(ev.EffectStarted(TOKEN, card, trigger.card, owner, FOREVER, -taken))


EFFECTS = {
    **{f"add_{kind}": Effect(_adder(kind)) for kind in MARKERS},
    **{f"remove_{kind}": Effect(_remover(kind)) for kind in MARKERS},
    "halve_experience_tokens": Effect(_halve),
}
